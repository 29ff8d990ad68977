import { describe, expect, it } from "vitest";
import {
  mergeSettings,
  meterState,
  percentLeft,
  PRESET_NAMES,
  PRESETS,
  presetSettings,
  resolveSettings,
  SETTING_FIELDS,
  thresholds,
} from "./settings";

describe("thresholds (rules.md#thresholds)", () => {
  it("200k: E 180,000, A 167,000, warning 147,000, blocking 177,000, buffer 33,000", () => {
    // R = min(32,000, 20,000) = 20,000; E = 200,000 - 20,000; A = E - 13,000; warning = A - 20,000;
    // blocking = E - 3,000; /context's buffer = W - A = 33,000 = 16.5% of W.
    expect(thresholds(presetSettings("cc-2.1.88"))).toEqual({
      window: 200_000,
      maxOutput: 32_000,
      reservedSummary: 20_000,
      effectiveWindow: 180_000,
      autoCompactThreshold: 167_000,
      warningThreshold: 147_000,
      blockingThreshold: 177_000,
      autocompactBuffer: 33_000,
      autoCompactEnabled: true,
    });
    expect(167_000 / 200_000).toBe(0.835);
  });

  it("1M: E 980,000, A 967,000, warning 947,000, blocking 977,000; the buffer is 3.3% of W", () => {
    const t = thresholds({ ...presetSettings(), window: 1_000_000 });
    expect(t.effectiveWindow).toBe(980_000);
    expect(t.autoCompactThreshold).toBe(967_000);
    expect(t.warningThreshold).toBe(947_000);
    expect(t.blockingThreshold).toBe(977_000);
    expect(t.autocompactBuffer / t.window).toBeCloseTo(0.033, 10);
  });

  it("R is the model's max output when that is below 20,000", () => {
    // max output 8,000: R 8,000, E 192,000, A 179,000
    const t = thresholds({ ...presetSettings(), maxOutputTokens: 8_000 });
    expect(t.reservedSummary).toBe(8_000);
    expect(t.effectiveWindow).toBe(192_000);
    expect(t.autoCompactThreshold).toBe(179_000);
  });

  it("the override may only lower A: min(floor(E * pct / 100), A)", () => {
    // 50%: floor(180,000 * 0.5) = 90,000 < 167,000; warning follows A: 70,000
    const half = thresholds({ ...presetSettings(), autoCompactPctOverride: 50 });
    expect(half.autoCompactThreshold).toBe(90_000);
    expect(half.warningThreshold).toBe(70_000);
    expect(half.blockingThreshold).toBe(177_000);
    expect(half.autocompactBuffer).toBe(110_000);
    // 95%: floor(171,000) > 167,000, so A stays 167,000
    expect(thresholds({ ...presetSettings(), autoCompactPctOverride: 95 }).autoCompactThreshold).toBe(167_000);
    // 33.3%: 180,000 * (33.3 / 100) is 59,939.99... in binary floating point, as in Claude
    // Code's own JavaScript, so floor gives 59,939
    expect(thresholds({ ...presetSettings(), autoCompactPctOverride: 33.3 }).autoCompactThreshold).toBe(59_939);
  });

  it("with auto-compact off the warning sits 20,000 before E", () => {
    const t = thresholds({ ...presetSettings(), autoCompactEnabled: false });
    expect(t.warningThreshold).toBe(160_000);
    expect(t.blockingThreshold).toBe(177_000);
    expect(t.autoCompactEnabled).toBe(false);
  });
});

describe("meter", () => {
  const t = thresholds(presetSettings());
  it("ok / warning / auto-compact / blocking at the thresholds", () => {
    expect(meterState(146_999, t)).toBe("ok");
    expect(meterState(147_000, t)).toBe("warning");
    expect(meterState(166_999, t)).toBe("warning");
    expect(meterState(167_000, t)).toBe("auto-compact");
    expect(meterState(176_999, t)).toBe("auto-compact");
    expect(meterState(177_000, t)).toBe("blocking");
  });
  it("no auto-compact state while auto-compact is off", () => {
    const off = thresholds({ ...presetSettings(), autoCompactEnabled: false });
    expect(meterState(170_000, off)).toBe("warning");
    expect(meterState(177_000, off)).toBe("blocking");
  });
  it("percentLeft = round((A - used) / A * 100), never below 0", () => {
    expect(percentLeft(0, t)).toBe(100);
    // (167,000 - 83,500) / 167,000 = 50%
    expect(percentLeft(83_500, t)).toBe(50);
    // (167,000 - 150,000) / 167,000 = 10.18% -> 10
    expect(percentLeft(150_000, t)).toBe(10);
    expect(percentLeft(170_000, t)).toBe(0);
    // auto-compact off: counts towards E = 180,000: (180,000 - 90,000) / 180,000 = 50%
    expect(percentLeft(90_000, thresholds({ ...presetSettings(), autoCompactEnabled: false }))).toBe(50);
  });
});

describe("presets", () => {
  it("seed turns time-based and cache-edit microcompact on and uses the seed's nine sections", () => {
    expect(PRESETS["cc-2.1.88"].timeMicrocompactEnabled).toBe(false);
    expect(PRESETS.seed.timeMicrocompactEnabled).toBe(true);
    expect(PRESETS.seed.cacheEditEnabled).toBe(true);
    expect(PRESETS.seed.summarySections).toBe("seed");
    expect(PRESETS.seed.contextCommandCompacts).toBe(true);
    expect(PRESETS["cc-2.1.88"].contextCommandCompacts).toBe(false);
  });
  it("docs-2026 differs in the skill listing only", () => {
    const d = PRESETS["docs-2026"];
    expect(d.skillListingEntryCap).toBe(1_536);
    expect(d.skillListingOverflow).toBe("drop-least-invoked");
    expect(thresholds(d)).toEqual(thresholds(PRESETS["cc-2.1.88"]));
  });
  it("every preset has the spec's numbers", () => {
    for (const name of PRESET_NAMES) {
      const s = presetSettings(name);
      expect(s.preset).toBe(name);
      expect(s.timeMicrocompactGapMinutes).toBe(60);
      expect(s.microcompactKeepRecent).toBe(5);
      expect(s.compactableTools).toEqual(["Read", "Bash", "Grep", "Glob", "WebSearch", "WebFetch", "Edit", "Write"]);
      expect([s.sessionMemoryMinTokens, s.sessionMemoryMaxTokens, s.sessionMemoryMinTextMessages]).toEqual([10_000, 40_000, 5]);
      expect([s.fileReattachMaxFiles, s.fileReattachPerFileTokens, s.fileReattachTotalTokens]).toEqual([5, 5_000, 50_000]);
      expect([s.skillReattachPerSkillTokens, s.skillReattachTotalTokens]).toEqual([5_000, 25_000]);
      expect(s.circuitBreakerFailures).toBe(3);
      expect(s.summaryMaxTokens).toBe(20_000);
    }
  });
  it("presetSettings returns a copy", () => {
    const s = presetSettings();
    s.compactableTools.push("Skill");
    s.window = 5;
    expect(PRESETS["cc-2.1.88"].compactableTools).not.toContain("Skill");
    expect(PRESETS["cc-2.1.88"].window).toBe(200_000);
  });
  it("every setting has a field description and every field a setting", () => {
    const keys = Object.keys(presetSettings()).sort();
    expect(SETTING_FIELDS.map((f) => f.key).sort()).toEqual(keys);
  });
});

describe("mergeSettings", () => {
  const base = presetSettings();
  it("applies valid values and reports nothing", () => {
    const r = mergeSettings(base, { window: 1_000_000, autoCompactEnabled: false, autoCompactPctOverride: 70, compactableTools: ["Read"] });
    expect(r.problems).toEqual([]);
    expect(r.settings.window).toBe(1_000_000);
    expect(r.settings.autoCompactEnabled).toBe(false);
    expect(r.settings.autoCompactPctOverride).toBe(70);
    expect(r.settings.compactableTools).toEqual(["Read"]);
    expect(base.window).toBe(200_000);
  });
  it("ignores NaN, negatives and wrong types, clamps out-of-range numbers, says so", () => {
    const r = mergeSettings(base, {
      window: Number.NaN,
      warningBufferTokens: -5,
      cacheEditTrigger: 0,
      autoCompactEnabled: "yes",
      autoCompactPctOverride: 150,
      summarySections: "mine",
      bogus: 1,
    } as Record<string, unknown>);
    expect(r.settings.window).toBe(200_000);
    expect(r.settings.warningBufferTokens).toBe(20_000);
    expect(r.settings.cacheEditTrigger).toBe(1);
    expect(r.settings.autoCompactEnabled).toBe(true);
    expect(r.settings.autoCompactPctOverride).toBeNull();
    expect(r.settings.summarySections).toBe("cc-2.1.88");
    expect(r.problems).toHaveLength(7);
    expect(r.problems.join("\n")).toMatch(/window: .*not a number/);
    expect(r.problems.join("\n")).toMatch(/warningBufferTokens: -5 is negative/);
    expect(r.problems.join("\n")).toMatch(/cacheEditTrigger: 0 is outside 1\.\.1000000; clamped to 1/);
    expect(r.problems.join("\n")).toMatch(/unknown setting "bogus"/);
  });
  it("accepts numeric strings and rounds whole-number fields", () => {
    const r = mergeSettings(base, { window: "150000", sessionMemoryMinTokens: 9_999.6 } as Record<string, unknown>);
    expect(r.settings.window).toBe(150_000);
    expect(r.settings.sessionMemoryMinTokens).toBe(10_000);
  });
  it("warns when the window leaves no room for the thresholds", () => {
    const r = mergeSettings(base, { window: 30_000 });
    // E = 10,000, A = -3,000
    expect(r.problems.some((p) => p.includes("leaves no room"))).toBe(true);
  });
  it("null clears the override", () => {
    const r = mergeSettings({ ...base, autoCompactPctOverride: 50 }, { autoCompactPctOverride: null });
    expect(r.settings.autoCompactPctOverride).toBeNull();
  });
});

describe("resolveSettings", () => {
  it("caller preset > scenario preset > default; scenario settings, then overrides", () => {
    const sc = { preset: "seed", settings: { window: 100_000, cacheEditKeep: 3 } };
    const a = resolveSettings(sc);
    expect(a.settings.preset).toBe("seed");
    expect(a.settings.timeMicrocompactEnabled).toBe(true);
    expect(a.settings.window).toBe(100_000);
    const b = resolveSettings(sc, { preset: "cc-2.1.88", overrides: { window: 1_000_000 } });
    expect(b.settings.preset).toBe("cc-2.1.88");
    expect(b.settings.timeMicrocompactEnabled).toBe(false);
    expect(b.settings.window).toBe(1_000_000);
    expect(b.settings.cacheEditKeep).toBe(3);
  });
  it("reports an unknown scenario preset and bad scenario settings", () => {
    const r = resolveSettings({ preset: "nope", settings: { window: -1 } });
    expect(r.settings.preset).toBe("cc-2.1.88");
    expect(r.problems).toHaveLength(2);
    expect(r.problems[1]).toMatch(/^scenario settings: window/);
  });
});
