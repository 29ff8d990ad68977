// Auto-compact off, read from the recording: worked by hand on a 2.1.88 recording (threshold
// 167,000 on a 200,000 window) whose requests go over the threshold with no compaction after them.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { recordingSettings } from "./versions";
import { AUTO_OFF_MIN_REQUESTS, autoCompactOffEvidence } from "./auto-compact-off";

/** Requests of `totals` tokens (input + output), one after another; an auto boundary after `autoAfter`. */
function recording(totals: number[], autoAfter?: number) {
  const s = new RecordedSession("2.1.88");
  totals.forEach((t, k) => {
    s.prompt(`step ${k}`).text("ok", usage(0, t - 10, 0, 10));
    if (k === autoAfter) s.boundary("auto", t).summary("summary");
  });
  return ingest(s.toString(), "r.jsonl");
}

describe("auto-compact off, read from the recording", () => {
  it("counts requests over the threshold that another request follows with no compaction between", () => {
    // over, over, over, over: the last three each follow one over the threshold
    const ses = recording([168_000, 170_000, 172_000, 175_000]);
    expect(autoCompactOffEvidence(ses, 167_000)).toEqual({ requests: 3 });
    const r = recordingSettings(ses);
    expect(r.settings.autoCompactEnabled).toBe(false);
    expect(r.why.join(" ")).toMatch(
      /stayed over the auto-compact threshold \(167,000\) for 3 requests with no auto compaction: auto-compact off/,
    );
  });

  it("needs the minimum, and any auto compaction in the file keeps auto-compact on", () => {
    expect(AUTO_OFF_MIN_REQUESTS).toBe(3);
    // two requests after one over the threshold: not enough
    expect(autoCompactOffEvidence(recording([168_000, 170_000, 172_000]), 167_000)).toBeNull();
    // an auto compaction after the first: the recording compacts by itself
    const withAuto = recording([168_000, 170_000, 172_000, 175_000, 176_000], 0);
    expect(autoCompactOffEvidence(withAuto, 167_000)).toBeNull();
    expect(recordingSettings(withAuto).settings.autoCompactEnabled).toBe(true);
  });
});
