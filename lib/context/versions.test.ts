import { describe, expect, it } from "vitest";
import type { Session } from "../model";
import { presetSettings } from "./settings";
import { thresholds } from "./thresholds";
import { choosePreset, parseVersion, recordingSettings } from "./versions";

const withVersions = (...versions: string[]) =>
  ({ events: versions.map((v, i) => ({ i, kind: "user", version: v, extra: {} })), meta: {} }) as unknown as Session;

describe("version-aware presets", () => {
  it("2.1.19 ran the reserve of the whole max output: A = 200,000 - 32,000 - 13,000 = 155,000", () => {
    const c = choosePreset(withVersions("2.1.19"));
    expect(c).toMatchObject({ preset: "cc-2.1.20", version: "2.1.19", known: true });
    const t = thresholds(presetSettings(c.preset));
    expect([t.autoCompactThreshold, t.blockingThreshold, t.warningThreshold]).toEqual([155_000, 165_000, 135_000]);
  });

  it("2.1.21 and later: cc-2.1.88, A = 167,000", () => {
    expect(choosePreset(withVersions("2.1.21"))).toMatchObject({ preset: "cc-2.1.88", known: true });
    expect(choosePreset(withVersions("2.1.88"))).toMatchObject({ preset: "cc-2.1.88", known: true });
    expect(thresholds(presetSettings("cc-2.1.88")).autoCompactThreshold).toBe(167_000);
  });

  it("a resumed session is judged by its newest version", () => {
    expect(choosePreset(withVersions("2.1.15", "2.1.30", "2.1.16"))).toMatchObject({ preset: "cc-2.1.88", version: "2.1.30" });
  });

  it("an unknown version says so", () => {
    expect(choosePreset(withVersions("2.1.300"))).toMatchObject({ preset: "cc-2.1.88", known: false });
    expect(choosePreset(withVersions("1.0.98"))).toMatchObject({ preset: "cc-2.1.20", known: false });
    expect(choosePreset(withVersions())).toMatchObject({
      version: null,
      known: false,
      reason: expect.stringMatching(/names no Claude Code version/),
    });
    expect(choosePreset(withVersions("nightly"))).toMatchObject({
      known: false,
      reason: expect.stringMatching(/not a Claude Code version/),
    });
  });

  it("reads the version from extra when the reader has not filled Event.version", () => {
    const s = { events: [{ i: 0, kind: "user", extra: { version: "2.1.19" } }], meta: {} } as unknown as Session;
    expect(choosePreset(s).version).toBe("2.1.19");
    expect(parseVersion("2.1.19-beta")).toEqual([2, 1, 19]);
  });
});

describe("the settings a recording ran under", () => {
  const usage = (total: number) => ({ input_tokens: total, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 0 });
  const s = (peak: number) =>
    ({
      events: [{ i: 0, kind: "assistant", version: "2.1.88", usage: usage(peak), usageCounted: true, extra: {} }],
      meta: {},
    }) as unknown as Session;
  it("a recorded context over 200,000 tokens proves a 1M window", () => {
    expect(recordingSettings(s(224_110)).settings.window).toBe(1_000_000);
    expect(recordingSettings(s(199_000)).settings.window).toBe(200_000);
    expect(recordingSettings(s(224_110)).why[1]).toMatch(/224,110/);
  });
  it("reads the window from what a request sent, not what its response wrote past it", () => {
    // 199,000 sent and 1,500 written: 200,500 recorded, but the prompt fitted a 200,000 window
    const sent = (input: number, output: number) =>
      ({
        events: [
          {
            i: 0,
            kind: "assistant",
            version: "2.1.88",
            usage: { ...usage(input), output_tokens: output },
            usageCounted: true,
            extra: {},
          },
        ],
        meta: {},
      }) as unknown as Session;
    expect(recordingSettings(sent(199_000, 1_500)).settings.window).toBe(200_000);
    expect(recordingSettings(sent(200_001, 0)).settings.window).toBe(1_000_000);
  });
});
