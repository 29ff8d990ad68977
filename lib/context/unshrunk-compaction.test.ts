// A compaction that did not shrink the context: worked by hand on recordings whose next request
// after an auto boundary sends 150,000 (of 170,000: more than half) or 40,000 tokens.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { presetSettings } from "./settings";
import { simulate } from "./simulate";
import { totalFidelity, sessionFidelity } from "./fidelity";
import { unshrunkCompactions } from "./unshrunk-compaction";

function recording(after: number) {
  const s = new RecordedSession();
  s.prompt("go").text("x", usage(0, 160_000, 0, 1));
  s.boundary("auto", 170_000).summary("s".repeat(8_000));
  s.prompt("on").text("y", usage(0, after, 0, 1));
  s.prompt("more").text("z", usage(0, 1_000, after, 1));
  return ingest(s.toString(), `r${after}.jsonl`);
}

describe("a compaction that did not shrink the context", () => {
  it("is an auto boundary whose next request still sends at least half of its preTokens", () => {
    const S = presetSettings("cc-2.1.88");
    const big = recording(150_000);
    const small = recording(40_000);
    const sim = (ses: ReturnType<typeof recording>) => simulate(ses, countSession(ses, chars4Counter), S, { calibrate: false });
    // 150,000 >= 0.5 x 170,000 = 85,000; 40,000 is not
    expect(unshrunkCompactions(sim(big).recorded)).toBe(1);
    expect(unshrunkCompactions(sim(small).recorded)).toBe(0);
  });

  it("puts such a session's what-if apart in the totals", () => {
    const f = [recording(150_000), recording(40_000)].map((ses) => sessionFidelity(ses, countSession(ses, chars4Counter), chars4Counter));
    expect(f.map((x) => x.whatIf?.unshrunk)).toEqual([1, 0]);
    const t = totalFidelity(f);
    expect(t.whatIf?.sessions).toBe(1);
    expect(t.whatIfUnshrunk?.sessions).toBe(1);
  });

  it("puts its one-step-ahead requests apart too, so the pooled figure holds only sessions the rules can follow", () => {
    const f = [recording(150_000), recording(40_000)].map((ses) => sessionFidelity(ses, countSession(ses, chars4Counter), chars4Counter));
    const t = totalFidelity(f);
    // each file's requests are scored in its own pool, none in both (its two requests after the first)
    expect(f.map((x) => x.stepAhead?.points)).toEqual([2, 2]);
    expect(t.stepAhead?.points).toBe(f[1].stepAhead?.points);
    expect(t.stepAheadUnshrunk?.points).toBe(f[0].stepAhead?.points);
    expect(t.stepAhead?.meanAbsPct).toBe(f[1].stepAhead?.meanAbsPct);
  });
});
