// Names as Claude Code uses them, on the bundled catalog's own SKILL.md text: the front matter
// `name` wins over the folder, a folder given in a gold set resolves to its skill (and is
// reported), an unknown name is reported, and two entries with one name are reported.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog, type CatalogEntry } from "../skills/catalog";
import { parseGold, runBench } from "./bench";
import { nameBook, resolveGoldNames, resolveName } from "./names";
import { buildRouter } from "./router";

const DEVKIT = path.resolve(__dirname, "../../fixtures/catalogs/devkit");
let files: { path: string; text: string }[];
let entries: CatalogEntry[];

beforeAll(() => {
  files = readCatalogDir(DEVKIT);
  // the devkit's release-notes skill, copied into a folder named otherwise (as in a user's repo),
  // and its code-review skill a second time under another folder: one name, two entries
  const text = (p: string) => files.find((f) => f.path === p)!.text;
  entries = loadCatalog([
    ...files.filter((f) => f.path !== "skills/release-notes/SKILL.md"),
    { path: "skills/rel-notes-v2/SKILL.md", text: text("skills/release-notes/SKILL.md") },
    { path: "skills/old-review/SKILL.md", text: text("skills/code-review/SKILL.md") },
  ]).entries;
});

describe("skill names", () => {
  it("a skill is known by its front matter name, not its folder", () => {
    const e = entries.find((x) => x.path === "skills/rel-notes-v2/SKILL.md")!;
    expect(e.name).toBe("release-notes");
    expect(e.folder).toBe("rel-notes-v2");
  });

  it("two entries with one name are reported with both paths", () => {
    const { duplicates } = nameBook(entries);
    expect(duplicates).toEqual([{ name: "code-review", paths: ["skills/code-review/SKILL.md", "skills/old-review/SKILL.md"] }]);
  });

  it("resolves a folder to the skill it holds, keeps a name, reports an unknown one", () => {
    const book = nameBook(entries);
    expect(resolveName(book, "release-notes")).toEqual({ given: "release-notes", via: "name", name: "release-notes" });
    expect(resolveName(book, "rel-notes-v2")).toEqual({
      given: "rel-notes-v2",
      via: "folder",
      name: "release-notes",
      path: "skills/rel-notes-v2/SKILL.md",
    });
    expect(resolveName(book, "release-note")).toEqual({ given: "release-note", via: "unknown" });
  });

  it("the bench reads a gold set that names the folder as naming the skill, and says so", () => {
    const gold = parseGold(
      [
        JSON.stringify({ id: "n-1", kind: "single", query: "이번 주에 머지된 것들 정리해서 릴리스 노트 써줘", gold: ["rel-notes-v2"] }),
        JSON.stringify({
          id: "n-2",
          kind: "single",
          query: "write the release notes for v2.3",
          gold: ["release-notes"],
          acceptable: ["changelog-v9"],
        }),
      ].join("\n"),
    ).cases;
    const { cases, names } = resolveGoldNames(gold, entries);
    expect(cases[0].gold).toEqual(["release-notes"]);
    expect(names.resolved).toEqual([{ id: "n-1", given: "rel-notes-v2", name: "release-notes", path: "skills/rel-notes-v2/SKILL.md" }]);
    expect(names.unknown).toEqual([{ id: "n-2", given: "changelog-v9" }]);
    const router = buildRouter(entries);
    const report = runBench(router, gold, entries);
    // the router loads release-notes by name; with the folder resolved, case n-1 counts as a hit
    expect(report.results[0].chosen).toBe("release-notes");
    expect(report.results[0].top1Hit).toBe(true);
    expect(report.names?.resolved.map((r) => r.given)).toEqual(["rel-notes-v2"]);
  });
});
