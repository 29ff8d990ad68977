import { describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { MAX_ENTRY_BYTES, readZip, unsafePath } from "./zip";

const skill = (name: string) => strToU8(`---\nname: ${name}\ndescription: Does ${name}.\n---\n\n# ${name}\n`);

/** Rewrites the uncompressed size every central-directory record declares (a lying header). */
function declareSizes(zip: Uint8Array, size: (name: string) => number | undefined): Uint8Array {
  const out = zip.slice();
  const dv = new DataView(out.buffer);
  for (let o = 0; o + 46 <= out.length; o++) {
    if (dv.getUint32(o, true) !== 0x02014b50) continue;
    const nameLen = dv.getUint16(o + 28, true);
    const name = new TextDecoder().decode(out.subarray(o + 46, o + 46 + nameLen));
    const s = size(name);
    if (s !== undefined) dv.setUint32(o + 24, s, true);
    o += 45 + nameLen;
  }
  return out;
}

describe("reading a catalog .zip", () => {
  it("extracts the .md files, refuses paths that leave the folder and ignores the rest", () => {
    const zip = zipSync({
      "cat/skills/a/SKILL.md": skill("a"),
      "cat/agents/helper.md": skill("helper"),
      "../evil/SKILL.md": skill("evil"),
      "/abs/SKILL.md": skill("abs"),
      "cat/skills/b/../../../x/SKILL.md": skill("x"),
      "cat/logo.png": new Uint8Array([1, 2, 3]),
      "__MACOSX/cat/._SKILL.md": strToU8("junk"),
    });
    const r = readZip(zip);
    expect(r.files.map((f) => f.path).sort()).toEqual(["cat/agents/helper.md", "cat/skills/a/SKILL.md"]);
    expect(r.refused.map((x) => x.path).sort()).toEqual(["../evil/SKILL.md", "/abs/SKILL.md", "cat/skills/b/../../../x/SKILL.md"]);
    expect(r.refused.find((x) => x.path === "../evil/SKILL.md")!.reason).toMatch(/\.\./);
    expect(r.ignored).toBe(2);
  });

  it("refuses an entry that declares more than 5 MB, and entries past 100 MB in all, before inflating", () => {
    const names = Array.from({ length: 25 }, (_, k) => `cat/skills/s${k}/SKILL.md`);
    const zip = zipSync(Object.fromEntries([["cat/skills/bomb/SKILL.md", skill("bomb")], ...names.map((n) => [n, skill(n)])]));
    const lying = declareSizes(zip, (n) => (n === "cat/skills/bomb/SKILL.md" ? MAX_ENTRY_BYTES + 1 : 4.5 * 1024 * 1024));
    const r = readZip(lying);
    const bomb = r.refused.find((x) => x.path === "cat/skills/bomb/SKILL.md");
    expect(bomb?.reason).toMatch(/over the 5\.0 MB limit for one file/);
    // 22 × 4.5 MB = 99 MB fit; the 23rd would pass 100 MB
    const total = r.refused.filter((x) => /limit in all/.test(x.reason));
    // the 22 within the limits are then read and their length checked: each holds a few bytes,
    // not the 4.5 MB its record declares, so none is extracted (round 3: a record is not believed)
    expect(r.files.length).toBe(0);
    expect(r.refused.filter((x) => /where its directory record declares 4,718,592/.test(x.reason))).toHaveLength(22);
    expect(total.length).toBe(3);
    expect(total[0].reason).toMatch(/over the 100 MB limit in all/);
  });

  it("says when the bytes are not a zip", () => {
    expect(() => readZip(strToU8("not a zip at all"))).toThrow(/not a readable \.zip/);
  });

  it("flags unsafe paths", () => {
    expect(unsafePath("a/b/SKILL.md")).toBeNull();
    expect(unsafePath("..\\x\\SKILL.md")).not.toBeNull();
    expect(unsafePath("C:/x/SKILL.md")).not.toBeNull();
  });
});
