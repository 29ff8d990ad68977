// A compaction that did not shrink the conversation: worked by hand on recordings whose first
// request holds a prompt of 150,000 tokens (chars/4) and counts 160,001, so about 10,000 of system
// prompt + tools; an auto boundary counts 170,000 (160,000 of conversation), and the next request
// sends 150,000 (140,000 of conversation: more than half) or 40,000 (30,000).
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
  s.prompt("p".repeat(600_000)).text("x", usage(0, 160_000, 0, 1));
  s.boundary("auto", 170_000).summary("s".repeat(8_000));
  s.prompt("on").text("y", usage(0, after, 0, 1));
  s.prompt("more").text("z", usage(0, 1_000, after, 1));
  return ingest(s.toString(), `r${after}.jsonl`);
}

/**
 * All on Haiku, whose system prompt + tools one repository sends at about 168,000: a first request
 * of a 1-token prompt counting 168,001; an auto boundary at 190,000 (about 22,000 of conversation);
 * the next request sends `after`.
 */
function haikuRecording(after: number) {
  const s = new RecordedSession();
  s.prompt("go").text("x", usage(0, 168_000, 0, 1));
  s.boundary("auto", 190_000).summary("s".repeat(8_000));
  s.prompt("on").text("y", usage(0, after, 0, 1));
  return ingest(s.toString().replaceAll('"claude-sonnet-4-5"', '"claude-haiku-4-5"'), `h${after}.jsonl`);
}

const S = presetSettings("cc-2.1.88");
const sim = (ses: ReturnType<typeof recording>) => simulate(ses, countSession(ses, chars4Counter), S, { calibrate: false });
const unshrunk = (ses: ReturnType<typeof recording>) => {
  const r = sim(ses);
  return unshrunkCompactions(r.recorded, r.streams);
};

describe("a compaction that did not shrink the conversation", () => {
  it("is an auto boundary whose next request still sends at least half of its conversation", () => {
    // 140,000 >= 0.5 x 160,000 = 80,000; 30,000 is not
    expect(unshrunk(recording(150_000))).toBe(1);
    expect(unshrunk(recording(40_000))).toBe(0);
  });

  it("takes the system prompt + tools of the stream out of both counts: a Haiku file's shrunk compaction is not apart", () => {
    // 172,000 sent is more than half of 190,000, but its conversation, about 4,000, is under half of about 22,000
    expect(unshrunk(haikuRecording(172_000))).toBe(0);
    // 185,000: about 17,000 of conversation, more than 11,000
    expect(unshrunk(haikuRecording(185_000))).toBe(1);
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
