// The list floor: the rule on hand-made hits, and in the router on catalog-shaped text of our own.
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../skills/catalog";
import { floorHits } from "./list-floor";
import { buildRouter } from "./router";

describe("floorHits", () => {
  const ranked = [9, 7, 5.5, 5, 4.7, 3].map((score, id) => ({ id, score }));
  it("lists the best hits under the gate down to floor × gate, in order, up to the room left", () => {
    // two passed 6.0; 0.8 × 6.0 = 4.8: 5.5 and 5 qualify, 4.7 does not
    expect(floorHits(ranked, 2, 6, 0.8, 3).map((h) => h.score)).toEqual([5.5, 5]);
    expect(floorHits(ranked, 2, 6, 0.8, 1).map((h) => h.score)).toEqual([5.5]);
  });
  it("lists nothing when off or when the list is full", () => {
    expect(floorHits(ranked, 2, 6, 0, 3)).toEqual([]);
    expect(floorHits(ranked, 2, 6, 0.8, 0)).toEqual([]);
  });
});

const skill = (name: string, description: string) => ({
  path: `skills/${name}/SKILL.md`,
  text: `---\nname: ${name}\ndescription: ${description}\n---\nBody.\n`,
});
// 300 entries keep the gate at SCORE_MIN (no small-catalog scaling): filler skills share no word with the prompt
const filler = Array.from({ length: 298 }, (_, i) => skill(`filler-${i}`, `Handles task number ${i} of the backlog.`));
const entries = loadCatalog([
  skill("invoice-export", "Exports invoices to a spreadsheet and emails the invoice spreadsheet to accounting."),
  skill("ledger-archive", "Archives old ledgers kept in a spreadsheet."),
  ...filler,
]).entries;
const prompt = "export the invoice spreadsheet";

describe("the list floor in the router", () => {
  it("adds an entry under the gate after the gated ones, marked, and loads what it loaded without it", () => {
    const router = buildRouter(entries, {});
    const off = router.route(prompt);
    const on = router.route(prompt, { settings: { listFloor: 0.3 } });
    expect(off.candidates.map((c) => c.name)).toEqual(["invoice-export"]);
    // ledger-archive holds one word of the prompt once ("spreadsheet"), under SCORE_MIN 6.0 but over 0.3 × 6.0
    expect(on.candidates.map((c) => [c.name, !!c.belowGate])).toEqual([
      ["invoice-export", false],
      ["ledger-archive", true],
    ]);
    expect(on.candidates[1].score).toBeLessThan(6);
    expect([on.decision, on.chosen]).toEqual([off.decision, off.chosen]);
    expect(on.injectedText).toContain("ledger-archive");
    expect(on.injectedText).toMatch(/under the gate/);
  });
});
