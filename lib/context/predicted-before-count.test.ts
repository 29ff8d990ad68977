// An auto compaction is foreseen only under the threshold the compactions before it show, worked
// by hand on a 2.1.88 recording (200,000 window: E = 180,000, A = 167,000). Both auto compactions
// sit at 150,000, 17,000 under A (more than 5% of the window), so the whole file shows a lower
// threshold: 150,000 / 180,000 = 83.3% -> 83%, A = 149,400, and the replay reaches both.
import { describe, expect, it } from "vitest";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { sessionFidelity } from "./fidelity";
import { reachedBeforeCount } from "./predicted-before-count";
import type { RecordedCompaction } from "./sim-types";

function recording(totals: number[], autos: number[]) {
  const s = new RecordedSession("2.1.88");
  totals.forEach((t, k) => {
    s.prompt(`step ${k}`).text("ok", usage(0, t - 10, 0, 10));
    if (autos.includes(k)) s.boundary("auto", t).summary("summary");
  });
  return ingest(s.toString(), "r.jsonl");
}

describe("an auto compaction counts as foreseen only under what the compactions before it show", () => {
  it("does not count the first low compaction, whose own count set the threshold that reached it", () => {
    const ses = recording([100_000, 150_000, 60_000, 100_000, 150_000, 50_000], [1, 4]);
    const f = sessionFidelity(ses, countSession(ses, chars4Counter), chars4Counter);
    expect(f.recorded).toBe(2);
    // the first: nothing before it, A = 167,000, the meter at about 150,000: reached only by its count;
    // the second: the first shows 83%, A = 149,400, the meter at about 150,000: reached
    expect(f.autoByEstimate).toBe(1);
    expect(f.matchedByEstimate).toBe(1);
  });

  it("counts both when they sit on the version's own line", () => {
    // at 168,000 both are over A = 167,000 with no lower threshold read from anywhere
    const ses = recording([100_000, 168_000, 60_000, 100_000, 168_000, 50_000], [1, 4]);
    const f = sessionFidelity(ses, countSession(ses, chars4Counter), chars4Counter);
    expect(f.autoByEstimate).toBe(2);
  });
});

describe("reached before the count", () => {
  const base = { kind: "compact", round: 3, taken: true } as const;
  const at = (trigger: "auto" | "manual", roundDiff: number, simStep: number, estimatedPre?: number) =>
    ({ ...base, step: 10, trigger, estimatedPre, match: { step: simStep, roundDiff } }) as unknown as RecordedCompaction;
  it("needs a partner within one round, then the user's ask, an earlier compaction, or the meter at A", () => {
    expect(reachedBeforeCount(at("auto", 2, 8, 170_000), 167_000)).toBe(false);
    expect(reachedBeforeCount(at("manual", 0, 10), 167_000)).toBe(true);
    expect(reachedBeforeCount(at("auto", -1, 8, 100_000), 167_000)).toBe(true);
    expect(reachedBeforeCount(at("auto", 0, 10, 166_999), 167_000)).toBe(false);
    expect(reachedBeforeCount(at("auto", 0, 10, 167_000), 167_000)).toBe(true);
  });
});
