// The threshold a recording shows, worked by hand on 2.1.88 recordings: the preset's window is
// 200,000 (E = 200,000 - min(32,000, 20,000) = 180,000, A = 167,000); a recorded context of
// 250,000 tokens makes it a 1,000,000 window (E = 980,000, A = 967,000).
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { RecordedSession, usage } from "../../test-support/recorded-session";
import { presetSettings } from "./settings";
import { LOW_SHARE, recordedThreshold } from "./recorded-threshold";
import { thresholds } from "./thresholds";
import { recordingOverrides, recordingSettings } from "./versions";
import { resolveSettings } from "./settings";
import { simulate } from "./simulate";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";

/** Requests of `totals` tokens; after request k of `autos`, an auto boundary at that total. */
function recording(totals: number[], autos: number[], manual: number[] = []) {
  const s = new RecordedSession("2.1.88");
  totals.forEach((t, k) => {
    s.prompt(`step ${k}`).text("ok", usage(0, t - 10, 0, 10));
    if (autos.includes(k)) s.boundary("auto", t).summary("summary");
    if (manual.includes(k)) s.boundary("manual", t).summary("summary");
  });
  return ingest(s.toString(), "r.jsonl");
}

describe("the auto-compact threshold a recording shows", () => {
  it("takes the largest whole percent of E at or under the lowest recorded auto compaction", () => {
    // 1M window (250,000 recorded); auto compactions at 250,000 and 180,000, both far under 967,000:
    // 180,000 / 980,000 = 18.37% -> 18%, A = floor(980,000 * 0.18) = 176,400
    const ses = recording([100_000, 250_000, 60_000, 180_000, 50_000], [1, 3]);
    const r = recordingSettings(ses);
    expect(r.settings.window).toBe(1_000_000);
    expect(r.settings.autoCompactPctOverride).toBe(18);
    expect(thresholds(r.settings).autoCompactThreshold).toBe(176_400);
    expect(r.why.join(" ")).toMatch(
      /recorded auto compactions at 180,000 tokens, under this window's threshold \(967,000\): auto-compact at 18% of the effective window/,
    );
  });

  it("reads only the compactions before a given event (a what-if's fork)", () => {
    const ses = recording([100_000, 250_000, 60_000, 180_000, 50_000], [1, 3]);
    const second = ses.events.filter((e) => e.kind === "compact-boundary")[1].i;
    // before the second boundary only the first (250,000) is seen: 250,000 / 980,000 = 25.5% -> 25%
    expect(recordingSettings(ses, second).settings.autoCompactPctOverride).toBe(25);
    // before the first boundary: nothing seen, the preset's threshold stands
    const first = ses.events.findIndex((e) => e.kind === "compact-boundary");
    expect(recordingSettings(ses, first).settings.autoCompactPctOverride).toBeNull();
  });

  it("leaves compactions at or near the version's threshold alone", () => {
    expect(LOW_SHARE).toBe(0.05);
    // 200,000 window, A = 167,000: an auto compaction at 168,000 is where the preset says
    expect(recordingSettings(recording([150_000, 168_000, 40_000], [1])).settings.autoCompactPctOverride).toBeNull();
    // 158,000 sits 9,000 under A, less than 5% of the window (10,000): left alone
    expect(recordingSettings(recording([150_000, 158_000, 40_000], [1])).settings.autoCompactPctOverride).toBeNull();
    // 156,000 sits 11,000 under: 156,000 / 180,000 = 86.7% -> 86%, A = 154,800
    const low = recordingSettings(recording([150_000, 156_000, 40_000], [1])).settings;
    expect(low.autoCompactPctOverride).toBe(86);
    expect(thresholds(low).autoCompactThreshold).toBe(154_800);
  });

  it("ignores manual compactions, and says nothing when auto-compact is off", () => {
    // a /compact at 60,000 is the user's, not a threshold
    expect(recordingSettings(recording([60_000, 30_000], [], [0])).settings.autoCompactPctOverride).toBeNull();
    const ses = recording([100_000, 250_000, 60_000], [1]);
    const off = { ...presetSettings("cc-2.1.88"), window: 1_000_000, autoCompactEnabled: false };
    expect(recordedThreshold(ses, off)).toBeNull();
  });
});

describe("a recording run as recorded is a replay (recordingOverrides)", () => {
  it("carries the window and the lower threshold over the version's preset, not auto-compact off", () => {
    const base = presetSettings("cc-2.1.88");
    expect(recordingOverrides(base)).toEqual({ window: 200_000 });
    expect(recordingOverrides({ ...base, window: 1_000_000, autoCompactPctOverride: 18, autoCompactEnabled: false })).toEqual({
      window: 1_000_000,
      autoCompactPctOverride: 18,
    });
  });

  it("a session whose compactions show a lower threshold, started as the app starts it, follows its recording without a fork", () => {
    // 200k window, A = 167,000; auto compactions at 150,000 and 148,000, at least 17,000 under A
    // (more than 5% of the window): the lowest, 148,000 / 180,000 = 82.2% -> 82%, A = 147,600
    const ses = recording([90_000, 150_000, 40_000, 148_000, 30_000], [1, 3]);
    const rec = recordingSettings(ses);
    expect(rec.settings.autoCompactPctOverride).toBe(82);
    const table = countSession(ses, chars4Counter);
    const started = resolveSettings(undefined, { preset: rec.settings.preset, overrides: recordingOverrides(rec.settings) }).settings;
    expect(simulate(ses, table, started, { calibrate: false }).fork).toBeNull();
    // the preset with only the window, as the app started it before: the preset's 167,000 declines
    // the recorded compaction at 150,000, so the session forked there by itself
    const windowOnly = resolveSettings(undefined, { preset: rec.settings.preset, overrides: { window: rec.settings.window } }).settings;
    expect(simulate(ses, table, windowOnly, { calibrate: false }).fork).not.toBeNull();
  });
});
