// The listing rule (rules.md#skills-listing) on small catalogs of our own, each figure worked out
// by hand from the rule: budget = window × 1% × 4 characters; a line is "- name: description"; the
// lines are joined by newlines; Claude Code's own skills keep their descriptions.
import { describe, expect, it } from "vitest";
import { chars4Counter } from "../tokens/estimators";
import { loadCatalog } from "./catalog";
import {
  buildListing,
  displayWidth,
  listingBudget,
  listingFor,
  listingOptions,
  listingPresetFor,
  LISTING_BY_VERSION,
  LISTING_PRESETS,
  type ListedEntry,
} from "./listing";

const skill = (name: string, description: string, extra = "") => ({
  path: `skills/${name}/SKILL.md`,
  text: `---\nname: ${name}\ndescription: ${description}\n${extra}---\nbody\n`,
});

// simplify is one of Claude Code's own skills; the three others are the user's.
//   "- simplify: " + 40 = 52   "- alpha: " + 100 = 109   "- beta: " + 100 = 108   "- gamma: " + 30 = 39
// all whole: 52 + 109 + 108 + 39 + 3 newlines = 311 characters
const four = () =>
  loadCatalog([
    skill("simplify", "b".repeat(40)),
    skill("alpha", "a".repeat(100)),
    skill("beta", "c".repeat(100)),
    skill("gamma", "d".repeat(30)),
  ]);

const fates = (entries: ListedEntry[]) => Object.fromEntries(entries.map((e) => [e.name, `${e.fate} ${e.shownChars}`]));

describe("the listing budget", () => {
  it("is 1% of the window at 4 characters a token", () => {
    expect(listingBudget({ preset: "cc-2.1.129", window: 200_000 })).toBe(8_000);
    expect(listingBudget({ preset: "cc-2.1.129", window: 1_000_000 })).toBe(40_000);
    expect(listingBudget({ preset: "cc-2.1.96", window: 5_000 })).toBe(200);
  });

  it("lists everything whole when it fits", () => {
    // 10,000 tokens: 400 characters, and the 311 fit
    const l = listingFor(four().entries, { preset: "cc-2.1.105", window: 10_000 }, chars4Counter);
    expect(l.budgetChars).toBe(400);
    expect(l.overBudget).toBe(false);
    expect(l.chars).toBe(311);
    expect(l.tokens).toBe(78); // 311 / 4 = 77.75, rounded
    expect(fates(l.entries)).toEqual({ simplify: "full 40", alpha: "full 100", beta: "full 100", gamma: "full 30" });
  });
});

describe("trim evenly (2.1.96 to 2.1.128)", () => {
  it("cuts the user's descriptions to an even share and leaves Claude Code's own whole", () => {
    // budget 200. simplify's line and its newline: 53. The three others' names: (5+4) + (4+4) +
    // (5+4) + 2 newlines = 28. Even share: floor((200 - 53 - 28) / 3) = 39 characters.
    // alpha and beta: 38 letters and "…"; gamma's 30 fit.
    const l = listingFor(four().entries, { preset: "cc-2.1.105", window: 5_000 }, chars4Counter);
    expect(l.overBudget).toBe(true);
    expect(fates(l.entries)).toEqual({ simplify: "full 40", alpha: "trimmed 39", beta: "trimmed 39", gamma: "full 30" });
    expect(l.entries.find((e) => e.name === "alpha")!.line).toBe(`- alpha: ${"a".repeat(38)}…`);
    expect(l.entries.find((e) => e.name === "simplify")!.bundled).toBe(true);
    // 52 + 48 + 47 + 39 + 3 = 189
    expect(l.chars).toBe(189);
    expect(l.chars).toBeLessThanOrEqual(l.budgetChars);
    // alpha loses 100 - 38 = 62 of its characters
    expect(l.entries.find((e) => e.name === "alpha")!.lostChars).toBe(62);
  });

  it("shares among all four when none is Claude Code's own", () => {
    // names: (8+4) + (5+4) + (4+4) + (5+4) + 3 = 41; floor((200 - 41) / 4) = 39: simplify's 40 is cut too
    const l = buildListing(four().entries, { ...listingOptions({ preset: "cc-2.1.105", window: 5_000 }), bundled: [] }, chars4Counter);
    expect(fates(l.entries)).toEqual({ simplify: "trimmed 39", alpha: "trimmed 39", beta: "trimmed 39", gamma: "full 30" });
  });

  it("lists names only when the share falls below 20 characters", () => {
    // budget 100: floor((100 - 53 - 28) / 3) = 6 < 20. 52 + "- alpha" 7 + "- beta" 6 + "- gamma" 7 + 3 = 75
    const l = listingFor(four().entries, { preset: "cc-2.1.105", window: 2_500 }, chars4Counter);
    expect(fates(l.entries)).toEqual({ simplify: "full 40", alpha: "name-only 0", beta: "name-only 0", gamma: "name-only 0" });
    expect(l.text).toBe(`- alpha\n- beta\n- gamma\n- simplify: ${"b".repeat(40)}`); // the catalog's order: by path
    expect(l.chars).toBe(75);
  });

  it("counts a wide character as two columns, as Claude Code measures", () => {
    // "- ko: " + 30 Hangul syllables = 6 + 60 columns; "- en: " + 60 letters = 66. 133 > 120 (window 3,000).
    // names: (2+4) + (2+4) + 1 = 13; floor((120 - 13) / 2) = 53 columns each:
    // ko keeps 26 syllables (52 columns) and "…"; en keeps 52 letters and "…".
    const c = loadCatalog([skill("ko", "가".repeat(30)), skill("en", "e".repeat(60))]);
    const l = listingFor(c.entries, { preset: "cc-2.1.105", window: 3_000 }, chars4Counter);
    expect(l.entries.map((e) => e.line)).toEqual([`- en: ${"e".repeat(52)}…`, `- ko: ${"가".repeat(26)}…`]);
    expect(l.width).toBe(119);
    expect(l.chars).toBe(93); // 6 + 53 + 1 + 6 + 27
    expect(displayWidth("가a…")).toBe(4);
  });
});

describe("the per-entry cap", () => {
  it("cuts at 250 characters up to 2.1.104 and at 1,536 later", () => {
    const c = loadCatalog([skill("long", "w".repeat(300))]);
    const old = listingFor(c.entries, { preset: "cc-2.1.96", window: 1_000_000 }, chars4Counter).entries[0];
    expect(old).toMatchObject({ fate: "capped", shownChars: 250, lostChars: 51 }); // 249 kept of 300
    expect(old.line.endsWith("…")).toBe(true);
    const later = listingFor(c.entries, { preset: "cc-2.1.105", window: 1_000_000 }, chars4Counter).entries[0];
    expect(later).toMatchObject({ fate: "full", shownChars: 300, lostChars: 0 });
  });

  it("joins when_to_use to the description with a dash", () => {
    const c = loadCatalog([skill("fmt", "Formats code.", "when_to_use: Asked to format.\n")]);
    expect(listingFor(c.entries, { preset: "cc-2.1.129", window: 200_000 }, chars4Counter).text).toBe(
      "- fmt: Formats code. - Asked to format.",
    );
  });
});

describe("descriptions dropped whole (2.1.129 and later)", () => {
  it("drops the least invoked first, the later first among equals, until the listing fits", () => {
    // budget 200, 311 whole. beta was invoked twice; alpha and gamma never: gamma (the later) goes
    // first: 311 - (2 + 30) = 279, still over; then alpha: 279 - (2 + 100) = 177, fits.
    const l = listingFor(four().entries, { preset: "cc-2.1.129", window: 5_000 }, chars4Counter, { beta: 2 });
    expect(fates(l.entries)).toEqual({ simplify: "full 40", alpha: "name-only 0", beta: "full 100", gamma: "name-only 0" });
    expect(l.chars).toBe(177);
  });

  it("never drops Claude Code's own skill's description", () => {
    // budget 100: dropping all three leaves 52 + 7 + 6 + 7 + 3 = 75
    const l = listingFor(four().entries, { preset: "cc-2.1.129", window: 2_500 }, chars4Counter, { simplify: 0 });
    expect(fates(l.entries).simplify).toBe("full 40");
    expect(l.chars).toBe(75);
  });
});

describe("which rule a version ran", () => {
  it("picks the rule by version, and says when no recording covers it", () => {
    expect(listingPresetFor("2.1.96")).toMatchObject({ preset: "cc-2.1.96", known: true });
    expect(listingPresetFor("2.1.88")).toMatchObject({ preset: "cc-2.1.96", known: false });
    expect(listingPresetFor("2.1.103")).toMatchObject({ preset: "cc-2.1.96", known: false });
    expect(listingPresetFor("2.1.105")).toMatchObject({ preset: "cc-2.1.105", known: true });
    expect(listingPresetFor("2.1.128")).toMatchObject({ preset: "cc-2.1.105", known: true });
    expect(listingPresetFor("2.1.129")).toMatchObject({ preset: "cc-2.1.129", known: true });
    expect(listingPresetFor("2.1.232")).toMatchObject({ preset: "cc-2.1.129", known: true });
    expect(listingPresetFor("2.1.300")).toMatchObject({ preset: "cc-2.1.129", known: false });
    expect(listingPresetFor(null)).toMatchObject({ preset: "cc-2.1.129", known: false });
    expect(listingPresetFor("next")).toMatchObject({ preset: "cc-2.1.129", known: false });
  });

  it("names a source for every preset", () => {
    for (const p of [...Object.values(LISTING_BY_VERSION), ...Object.values(LISTING_PRESETS)])
      expect(p.source).toMatch(/^(recorded, \d[\d,]* listings of versions \S+|docs only|public source analyses|the design notes)/);
  });
});
