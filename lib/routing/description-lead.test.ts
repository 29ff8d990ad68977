// The description lead: the body rerank may reorder close candidates, not sink a clear description leader.
import { describe, expect, it } from "vitest";
import { loadCatalog, type CatalogFile } from "../skills/catalog";
import { DESCRIPTION_LEAD, descriptionLeads } from "./description-lead";
import { buildRouter } from "./router";

describe("descriptionLeads", () => {
  it("holds at DESCRIPTION_LEAD times the body's pick and above, not below", () => {
    expect(DESCRIPTION_LEAD).toBe(1.2);
    expect(descriptionLeads(12, 10)).toBe(true); // exactly 1.2 times
    expect(descriptionLeads(20, 10)).toBe(true);
    expect(descriptionLeads(11.9, 10)).toBe(false);
    expect(descriptionLeads(10, 10)).toBe(false);
    // no score to compare against: nothing to hold
    expect(descriptionLeads(5, 0)).toBe(false);
  });
});

const skill = (name: string, description: string, body: string): CatalogFile => ({
  path: `skills/${name}/SKILL.md`,
  text: `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\n${body}\n`,
});
// the body a skill about something else spells the request out in
const STUFFED =
  "Export invoices to CSV. Export the monthly invoices. CSV export of invoices, invoices to CSV, monthly CSV invoices export.";
const OTHERS = [
  skill(
    "meeting-notes",
    "Summarise a meeting transcript into decisions and action items.",
    "Read the transcript and list who decided what.",
  ),
  skill("slide-deck", "Turn an outline into a slide deck with speaker notes.", "One idea a slide; notes under each."),
  skill("release-notes", "Write release notes from merged pull requests.", "Group the changes by kind and name each pull request."),
];
const route = (files: CatalogFile[], q: string) =>
  buildRouter(loadCatalog(files, "mine").entries).route(q, { settings: { bodyEvidence: 0, confidenceMin: 0 } });
const Q = "please export the monthly invoices to csv for our accountant in the shared drive";

describe("the description lead in the router", () => {
  it("keeps the skill whose description names the request first when the body would sink it", () => {
    const t = route(
      [
        skill(
          "invoice-export",
          "Export monthly invoices to the books for the accountant.",
          "Pick the month, then write one row per invoice.",
        ),
        skill("ledger-sync", "Export monthly invoices to the ledger for the accountant.", STUFFED),
        ...OTHERS,
      ],
      Q,
    );
    expect(t.candidates[0].name).toBe("invoice-export");
    const rr = t.stages.find((s) => s.stage === "rerank")!;
    if (rr.stage !== "rerank") throw new Error("no rerank stage");
    expect(rr.applied).toBe(false);
    // the body alone would have put the other skill first
    expect(rr.detail).toMatch(/"ledger-sync" .*which its body would have put first/);
    expect(t.candidates[0].score).toBeGreaterThanOrEqual(DESCRIPTION_LEAD * t.candidates.find((c) => c.name === "ledger-sync")!.score);
  });

  it("lets the body reorder candidates whose descriptions score within the lead", () => {
    const t = route(
      [
        // a name the request does not hold: the two descriptions score within the lead, this one ahead
        skill(
          "receivables-files",
          "Export monthly invoices to the books for the accountant.",
          "Pick the month, then write one row per invoice.",
        ),
        skill("ledger-sync", "Export monthly invoices to the ledger for the accountant and the auditors.", STUFFED),
        ...OTHERS,
      ],
      Q,
    );
    const rr = t.stages.find((s) => s.stage === "rerank")!;
    if (rr.stage !== "rerank") throw new Error("no rerank stage");
    expect(rr.applied).toBe(true);
    expect(rr.pool[0]).toMatchObject({ name: "ledger-sync", to: 1 });
    expect(rr.pool[0].from).toBeGreaterThan(1);
    expect(t.candidates[0].name).toBe("ledger-sync");
  });
});
