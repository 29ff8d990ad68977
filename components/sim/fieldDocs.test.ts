import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { SETTING_FIELDS } from "@/lib/context/settings";
import { FIELD_DOCS } from "./fieldDocs";
import { FIELD_GROUPS } from "./settingsGroups";

/** The `/** ... *\/` comment above each field of `interface Settings`, whitespace collapsed. */
function docComments(): Record<string, string> {
  const src = fs.readFileSync(path.resolve(__dirname, "..", "..", "lib", "context", "settings-type.ts"), "utf8");
  const start = src.indexOf("export interface Settings {");
  const body = src.slice(start, src.indexOf("\n}\n", start));
  const out: Record<string, string> = {};
  for (const m of body.matchAll(/\/\*\* ([\s\S]*?) \*\/\n\s+(\w+):/g)) out[m[2]] = m[1].split(/\s+/).join(" ");
  return out;
}

describe("settings drawer", () => {
  it("shows each field's own documentation from lib/context/settings-type.ts", () => {
    const docs = docComments();
    expect(Object.keys(docs).length).toBeGreaterThan(30);
    expect(FIELD_DOCS).toEqual(docs);
  });

  it("offers every field of SETTING_FIELDS once (the preset has its own selector)", () => {
    const grouped = FIELD_GROUPS.flatMap((g) => g.keys);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(
      SETTING_FIELDS.map((f) => f.key)
        .filter((k) => k !== "preset")
        .sort(),
    );
  });
});
