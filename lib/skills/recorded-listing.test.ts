// A recorded skill listing read into entries, and set beside the rule's listing of a catalog
// (rules.md#skills-listing). The sessions are written here, with text of our own, in the shape
// Claude Code writes: an `attachment` record of type skill_listing whose content is the listing.
import { describe, expect, it } from "vitest";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { loadCatalog } from "./catalog";
import { listingFor } from "./listing";
import {
  compareListings,
  listingPresetForSession,
  readRecordedListing,
  recordedListingAt,
  simulateRecordedListing,
} from "./recorded-listing";

let n = 0;
const rec = (version: string, body: Record<string, unknown>) =>
  JSON.stringify({
    parentUuid: n ? `u${n}` : null,
    isSidechain: false,
    type: "attachment",
    version,
    uuid: `u${++n}`,
    timestamp: `2026-05-06T08:14:0${n}.000Z`,
    sessionId: "s1",
    ...body,
  });
const listingRecord = (version: string, content: string, extra: Record<string, unknown> = {}) =>
  rec(version, { attachment: { type: "skill_listing", content, isInitial: true, ...extra } });
const prompt = (version: string, text: string) => rec(version, { type: "user", message: { role: "user", content: text } });

// simplify (Claude Code's own, 40 characters), alpha cut to 39 with "…", beta by name, gamma whole
const CONTENT = [`- simplify: ${"b".repeat(40)}`, `- alpha: ${"a".repeat(38)}…`, "- beta", `- gamma: ${"d".repeat(30)}`].join("\n");

describe("reading a recorded listing", () => {
  it("reads each line as a skill with how much of its description was shown", () => {
    const e = readRecordedListing(CONTENT);
    expect(e.map((x) => [x.name, x.shownChars, x.nameOnly, x.truncated, x.bundled])).toEqual([
      ["simplify", 40, false, false, true],
      ["alpha", 39, false, true, false],
      ["beta", 0, true, false, false],
      ["gamma", 30, false, false, false],
    ]);
  });

  it("keeps a description's own lines, and a plugin's colon, with the record's names", () => {
    const text = "- tools:lint-all: Lints.\nRuns every linter.\n- note: taken";
    const e = readRecordedListing(text, ["tools:lint-all", "note"]);
    expect(e.map((x) => [x.name, x.shownChars])).toEqual([
      ["tools:lint-all", "Lints.\nRuns every linter.".length],
      ["note", 5],
    ]);
    // without names a line's first ": " ends the name
    expect(readRecordedListing("- a: b: c")[0]).toMatchObject({ name: "a", shownChars: 4 });
  });

  it("finds the listing the model holds at a step: the session-start one and the skills announced after", () => {
    n = 0;
    const s = ingest(
      [
        listingRecord("2.1.116", CONTENT, { skillCount: 4 }),
        prompt("2.1.116", "first"),
        rec("2.1.116", { attachment: { type: "skill_listing", content: `- delta: ${"e".repeat(12)}`, isInitial: false, skillCount: 1 } }),
        prompt("2.1.116", "second"),
      ].join("\n"),
      "s.jsonl",
    );
    const events = s.events.filter((e) => e.attachment?.type === "skill_listing").map((e) => e.i);
    expect(events).toHaveLength(2);
    expect(recordedListingAt(s, events[0] - 1)).toBeNull();
    const first = recordedListingAt(s, events[0])!;
    expect(first).toMatchObject({ version: "2.1.116", skillCount: 4, chars: CONTENT.length, added: 0 });
    // columns: 52 + 48 + 6 + 39 + 3 newlines
    expect(first.width).toBe(148);
    const later = recordedListingAt(s, s.events.length - 1)!;
    expect(later.entries.map((e) => e.name)).toEqual(["simplify", "alpha", "beta", "gamma", "delta"]);
    expect(later).toMatchObject({ skillCount: 5, added: 1, events });
  });
});

describe("beside the simulated listing", () => {
  // the user's catalog: alpha and beta of 100 characters, gamma of 30, and epsilon, which the
  // recording does not list; simplify comes from the recording
  const catalog = loadCatalog([
    { path: "skills/alpha/SKILL.md", text: `---\nname: alpha\ndescription: ${"a".repeat(100)}\n---\n` },
    { path: "skills/beta/SKILL.md", text: `---\nname: beta\ndescription: ${"c".repeat(100)}\n---\n` },
    { path: "skills/gamma/SKILL.md", text: `---\nname: gamma\ndescription: ${"d".repeat(30)}\n---\n` },
  ]).entries;

  it("simulates under the recording's version, with Claude Code's own skills taken from it", () => {
    // 2.1.116: trim evenly. Window 5,000: budget 200. simplify's line and newline 53; alpha, beta,
    // gamma's names 28; even share floor((200 - 53 - 28) / 3) = 39: alpha and beta cut to 39.
    n = 0;
    const s = ingest(listingRecord("2.1.116", CONTENT), "s.jsonl");
    const r = recordedListingAt(s, 0)!;
    const sim = simulateRecordedListing(r, catalog, 5_000, chars4Counter);
    expect(sim.choice.preset).toBe("cc-2.1.105");
    expect(sim.ownFromRecording).toBe(1);
    const { rows, counts } = compareListings(r.entries, sim.listing);
    expect(rows.map((x) => [x.name, x.mark])).toEqual([
      ["simplify", "same"],
      ["alpha", "same"],
      ["beta", "cut-differently"], // recorded by name, simulated cut to 39
      ["gamma", "same"],
    ]);
    expect(rows[2].why).toBe("recorded name only; simulated 39 characters, cut (over budget: trimmed evenly to 39 characters)");
    expect(counts).toEqual({ same: 3, "only-recorded": 0, "only-simulated": 0, "cut-differently": 1 });
  });

  it("marks skills only one side has", () => {
    const more = [
      ...catalog,
      ...loadCatalog([{ path: "skills/epsilon/SKILL.md", text: "---\nname: epsilon\ndescription: Sorts things.\n---\n" }]).entries,
    ];
    const recorded = readRecordedListing(`${CONTENT}\n- vendor:zeta: Zeta.`);
    const sim = listingFor(more, { preset: "cc-2.1.129", window: 200_000 }, chars4Counter);
    const { rows, counts } = compareListings(recorded, sim);
    const mark = Object.fromEntries(rows.map((x) => [x.name, x.mark]));
    expect(mark).toMatchObject({ simplify: "only-recorded", "vendor:zeta": "only-recorded", epsilon: "only-simulated" });
    // at 200k everything fits: alpha's whole 100 against the recorded 39
    expect(mark.alpha).toBe("cut-differently");
    expect(rows.find((x) => x.name === "simplify")!.why).toBe("Claude Code's own skill, not in the catalog");
    expect(counts["only-simulated"]).toBe(1);
  });

  it("matches a plugin's recorded plugin:skill to the catalog's skill", () => {
    const sim = listingFor(
      loadCatalog([{ path: "skills/zeta/SKILL.md", text: "---\nname: zeta\ndescription: Zeta.\n---\n" }]).entries,
      { preset: "cc-2.1.129", window: 200_000 },
      chars4Counter,
    );
    const { rows } = compareListings(readRecordedListing("- vendor:zeta: Zeta."), sim);
    expect(rows).toEqual([expect.objectContaining({ name: "vendor:zeta", mark: "same" })]);
  });
});

describe("which rule a session ran", () => {
  it("goes by its listing record's version, else by its newest version", () => {
    n = 0;
    const withListing = ingest([prompt("2.1.140", "a"), listingRecord("2.1.116", CONTENT)].join("\n"), "a.jsonl");
    expect(listingPresetForSession(withListing)).toMatchObject({ preset: "cc-2.1.105", version: "2.1.116" });
    n = 0;
    const without = ingest([prompt("2.1.97", "a"), prompt("2.1.131", "b")].join("\n"), "b.jsonl");
    expect(listingPresetForSession(without)).toMatchObject({ preset: "cc-2.1.129", version: "2.1.131", known: true });
  });
});
