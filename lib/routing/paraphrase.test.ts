// English paraphrase (paraphrase.ts): a prompt word the catalog never uses reaches a skill through
// WordNet's synonym of it, at a lower weight than the word itself; a word outside the table, or one
// the catalog already uses, changes nothing. Expectations are WordNet's own senses (halt = stop,
// licence = license), checked by hand, on a catalog of text of our own.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { compileParaphrases, loadParaphrases } from "./paraphrase";
import { buildRouter } from "./router";
import { DEFAULT_ROUTER_SETTINGS } from "./settings";
import { stemEn } from "./english-stem";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

const entries = [
  skill("session-closer", "Stop the working session: save open notes and write a handoff."),
  skill("license-tracker", "Track software license renewals and due dates for a team."),
  skill("release-notes", "Write release notes from merged pull requests."),
];

describe("the table", () => {
  it("keys inflected forms by their stem and holds common senses", async () => {
    const index = compileParaphrases(await loadParaphrases(), true);
    expect(index.get(stemEn("halt"))).toContain("stop");
    expect(index.get(stemEn("licences"))).toContain(stemEn("license"));
  });
  it("holds no stop words and no word for itself", async () => {
    const index = compileParaphrases(await loadParaphrases(), true);
    for (const [k, list] of index) {
      expect(list).not.toContain(k);
      expect(list).not.toContain("the");
    }
  });
  it("a hand-made table is read the same way", () => {
    const index = compileParaphrases({ halting: "stop cease" }, true);
    expect(index.get(stemEn("halting"))).toEqual([stemEn("stop"), stemEn("cease")]);
  });
});

describe("in the query", async () => {
  const table = await loadParaphrases();
  const withTable = buildRouter(entries, {}, { paraphrases: table });
  const without = buildRouter(entries);
  const weight = DEFAULT_ROUTER_SETTINGS.paraphraseWeight;

  it("a paraphrase reaches its skill, weighing less than the prompt's own words", () => {
    const r = withTable.retrieve("halt the session for today");
    const stop = r.terms.find((t) => t.term === "stop");
    expect(stop).toMatchObject({ origin: "paraphrase", from: "halt", weight });
    expect(weight).toBeLessThan(1);
    expect(r.hits[0]?.name).toBe("session-closer");
  });
  it("licences (the British spelling no description uses) reaches the license tracker", () => {
    expect(without.retrieve("licences of our tools expiring").hits.map((h) => h.name)).not.toContain("license-tracker");
    expect(withTable.retrieve("licences of our tools expiring").hits[0]?.name).toBe("license-tracker");
  });
  it("a word the catalog uses is not paraphrased", () => {
    const r = withTable.retrieve("stop the session");
    expect(r.terms.filter((t) => t.origin === "paraphrase" && t.from === "stop")).toEqual([]);
  });
  it("a word absent from the table changes nothing", () => {
    const prompt = "zorblax quuxify session";
    expect(withTable.retrieve(prompt)).toEqual(without.retrieve(prompt));
  });
  it("weight 0 turns it off", () => {
    const off = withTable.withSettings({ paraphraseWeight: 0 });
    expect(off.retrieve("halt the session").terms.some((t) => t.origin === "paraphrase")).toBe(false);
  });
});
