// The shipped dictionary's everyday senses of two Korean verbs (dictionary.ts, issue 34): 합치다 is
// to merge, combine or join (two files, two teams), and squash only when commits are joined; 뽑다 is
// to extract or pick (numbers out of a table, candidates from a list), never to export a file.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { CATALOG_FORMS } from "./dictionary";
import { buildRouter } from "./router";
import { compileSynonyms, DEFAULT_SYNONYMS } from "./synonyms";

// one skill is enough: the query terms do not depend on the catalog's text
const router = buildRouter([parseEntry("skills/a/SKILL.md", "---\nname: a\ndescription: A.\n---\n")!]);

/** the English words the dictionary adds to a prompt (stems) */
const english = (prompt: string) => {
  const stage = router.route(prompt).stages.find((s) => s.stage === "retrieval");
  const terms = stage && "terms" in stage ? (stage.terms as { term: string }[]) : [];
  return terms.map((t) => t.term).filter((t) => /^[a-z]+$/.test(t));
};

describe("the dictionary's senses of 합치다 and 뽑다", () => {
  it("reads 합치다 as merge, combine, join in any form of the verb", () => {
    for (const p of ["PDF 세 개 하나로 합쳐줘", "두 팀을 합칠 계획", "엑셀 파일 두 개 합치고 정리해줘"])
      expect(english(p)).toEqual(expect.arrayContaining(["merg", "combin", "join"]));
  });

  it("keeps squash for commits joined into one", () => {
    expect(english("커밋 7개를 하나로 합치고 싶어")).toContain("squash");
    expect(english("커밋 합쳐줘")).toContain("squash");
  });

  it("reads 뽑다 as extract and pick, not export", () => {
    for (const p of ["매출 데이터 뽑아줘", "후보 세 명 뽑아서 알려줘"]) {
      expect(english(p)).toEqual(expect.arrayContaining(["extract", "pick"]));
      expect(english(p)).not.toContain("export");
    }
  });
});

describe("the forms catalogs write of a word the dictionary maps (CATALOG_FORMS)", () => {
  // descriptions of our own, each writing only a form of another family than the dictionary's
  // word (reasoning, not inference), which the forms rule (catalog-word-forms.ts) cannot reach;
  // names that do not write it either
  const skill = (name: string, description: string) =>
    parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;
  const entries = [
    skill("step-by-step", "Show the reasoning behind an answer before giving it."),
    skill("machine-health", "Run a diagnostic on a laptop that will not boot."),
    skill("vendor-review", "Assess a supplier against a checklist of criteria."),
    skill("release-checklist", "Checklist for publishing a release to the app store."),
  ];
  const withForms = buildRouter(entries);
  const pairsWithout = DEFAULT_SYNONYMS.filter((p) => !CATALOG_FORMS.includes(p));
  const without = buildRouter(entries, { synonymPairs: pairsWithout });

  it.each([
    ["추론해줘", "step-by-step"],
    ["노트북 진단해줘", "machine-health"],
    ["평가해줘", "vendor-review"],
  ])("%s reaches %s only through the form written here", (prompt, name) => {
    expect(withForms.retrieve(prompt).hits[0]?.name).toBe(name);
    expect(without.retrieve(prompt).hits[0]?.name).not.toBe(name);
  });

  it("only adds a form to a Korean word the dictionary already maps (its first sense stands)", () => {
    const before = compileSynonyms(pairsWithout);
    for (const [ko] of CATALOG_FORMS) expect(before.map.has([...compileSynonyms([[ko, "x"]]).map.keys()][0])).toBe(true);
  });
});
