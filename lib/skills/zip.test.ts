import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "./catalog";
import { readCatalogZip, safeEntryPath } from "./zip";

const skill = (name: string) => strToU8(`---\nname: ${name}\ndescription: Does ${name}. Use when asked.\n---\n# ${name}\n`);

describe("catalog zips", () => {
  it("reads SKILL.md and agents from a zip into a catalog", () => {
    const zip = zipSync({ "cat/skills/pdf/SKILL.md": skill("pdf"), "cat/agents/reviewer.md": skill("reviewer"), "cat/README.md": strToU8("# hi"), "cat/skills/pdf/script.py": strToU8("print(1)") });
    const r = readCatalogZip(zip);
    expect(r.problems).toEqual([]);
    const c = loadCatalog(r.files);
    expect(c.entries.map((e) => [e.kind, e.name])).toEqual([
      ["agent", "reviewer"],
      ["skill", "pdf"],
    ]);
  });

  it("refuses paths that leave the archive", () => {
    expect(safeEntryPath("a/./b/SKILL.md")).toBe("a/b/SKILL.md");
    for (const bad of ["../evil/SKILL.md", "a/../../SKILL.md", "/etc/SKILL.md", "C:\\x\\SKILL.md", "a\\..\\..\\SKILL.md"]) expect(safeEntryPath(bad)).toBeNull();
    const r = readCatalogZip(zipSync({ "../evil/SKILL.md": skill("evil"), "ok/SKILL.md": skill("ok") }));
    expect(r.files.map((f) => f.path)).toEqual(["ok/SKILL.md"]);
    expect(r.problems).toEqual([{ path: "../evil/SKILL.md", message: "refused: the path leaves the archive (absolute or ../)" }]);
  });

  it("refuses a zip bomb before inflating it", () => {
    const zeros = new Uint8Array(6 * 1024 * 1024); // compresses to a few KB
    const r = readCatalogZip(zipSync({ "bomb/SKILL.md": zeros, "ok/SKILL.md": skill("ok") }, { level: 9 }));
    expect(r.files.map((f) => f.path)).toEqual(["ok/SKILL.md"]);
    expect(r.problems[0].message).toMatch(/6,291,456 bytes uncompressed, over the 5,242,880 limit/);
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`s${i}/SKILL.md`, new Uint8Array(900)]));
    const t = readCatalogZip(zipSync(many), { maxEntry: 1_000, maxTotal: 3_000, maxEntries: 100 });
    expect(t.files).toHaveLength(3);
    expect(t.problems[0].message).toMatch(/inflate past 3,000 bytes/);
  });

  it("says so when the bytes are no zip", () => {
    const r = readCatalogZip(strToU8("this is not a zip"));
    expect(r.files).toEqual([]);
    expect(r.problems[0].message).toMatch(/^not a readable zip/);
  });
});
