import { describe, expect, it } from "vitest";
import type { CatalogEntry } from "@/lib/skills/catalog";
import { attachBodies, packBodies } from "./body-buffer";

const entry = (name: string, body: string) => ({ name, body, description: `${name} work`, kind: "skill" }) as unknown as CatalogEntry;

describe("bodies in one buffer", () => {
  it("gives each entry its own body back, multi-byte text and empty bodies included", () => {
    const given = [entry("a", "# A\n\n코드 리뷰를 해 줘 ✓"), entry("b", ""), entry("c", "plain\nlines\n")];
    const { entries, bodies } = packBodies(given);
    // bytes, not characters: 코드 is 6 bytes in UTF-8, the check mark 3
    expect(bodies.buffer.byteLength).toBe(new TextEncoder().encode(given.map((e) => e.body).join("")).length);
    expect(entries.map((e) => e.body)).toEqual(["", "", ""]);
    expect(given[0].body).toBe("# A\n\n코드 리뷰를 해 줘 ✓");
    attachBodies(entries, bodies);
    expect(entries.map((e) => e.body)).toEqual(["# A\n\n코드 리뷰를 해 줘 ✓", "", "plain\nlines\n"]);
    // a structured clone (to another worker, to storage) carries the text
    expect(structuredClone(entries)[2].body).toBe("plain\nlines\n");
    expect({ ...entries[0] }.body).toBe(given[0].body);
  });
});
