// Property tests for the catalog side: SKILL.md front matter, catalog zips and gold sets. Any
// input ends in a result or a structured error naming the place; nothing throws, nothing runs,
// nothing pollutes a prototype. Fixed seed in CI; `npm run fuzz` runs longer.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "./catalog";
import { parseFrontMatter } from "./frontmatter";
import { lintCatalog } from "./lint";
import { buildListing, LISTING_PRESETS } from "./listing";
import { readZip } from "./zip";
import { chars4Counter } from "../tokens/estimators";
import { parseGold } from "../routing/bench";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261130);
const real = fs.readFileSync(path.resolve(__dirname, "../../fixtures/catalogs/devkit/skills/code-review/SKILL.md"), "utf8");
const clean = () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
};

const yamlish = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc
    .array(
      fc.tuple(
        fc.constantFrom("name", "description", "when_to_use", "__proto__", "constructor", "allowed-tools", "disable-model-invocation", "x"),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom("&a [1,2]", "*a", "{polluted: yes}", "[", "!!js/function 'x'", "|\n  block", "- a\n- b"),
        ),
      ),
      { maxLength: 8 },
    )
    .map((kv) => kv.map(([k, v]) => `${k}: ${v}`).join("\n")),
);

describe("fuzzing the catalog readers", () => {
  it("front matter: random and mutated blocks end in data or an error, never code", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("---", "---yaml", "---js", "---json", "--- coffee", ""),
        yamlish,
        fc.string({ maxLength: 100 }),
        (fence, fm, body) => {
          const r = parseFrontMatter(`${fence}\n${fm}\n---\n${body}`);
          expect(typeof r.body).toBe("string");
          expect(r.data && typeof r.data === "object").toBe(true);
          clean();
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    fc.assert(
      fc.property(fc.nat({ max: real.length }), fc.string({ maxLength: 30 }), (at, junk) => {
        const c = loadCatalog([{ path: "skills/x/SKILL.md", text: real.slice(0, at) + junk + real.slice(at) }]);
        lintCatalog(c);
        buildListing(c.entries, { window: 200_000, ...LISTING_PRESETS["cc-2.1.88"] }, chars4Counter);
        clean();
      }),
      { numRuns: Math.ceil(RUNS / 3), seed: SEED },
    );
  });

  it("zips: random entry names and bytes, and corrupted archives, end in files or refusals", () => {
    const name = fc.oneof(
      fc.constantFrom("a/SKILL.md", "../x/SKILL.md", "/abs/SKILL.md", "C:\\w\\SKILL.md", "agents/r.md", "__MACOSX/._a.md", "x\u0000.md"),
      fc.string({ maxLength: 30 }).map((s) => `${s}/SKILL.md`),
    );
    fc.assert(
      fc.property(
        fc.dictionary(name, fc.string({ maxLength: 200 }), { maxKeys: 6 }),
        fc.nat(),
        fc.integer({ min: 0, max: 255 }),
        (entries, at, byte) => {
          const files = Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strToU8(v)]));
          let zip: Uint8Array;
          try {
            zip = zipSync(files);
          } catch {
            return; // fflate itself refuses some names; nothing to read
          }
          const corrupt = zip.slice();
          if (corrupt.length) corrupt[at % corrupt.length] = byte;
          for (const data of [zip, corrupt]) {
            try {
              const r = readZip(data);
              for (const f of r.files) expect(f.path.split("/")).not.toContain("..");
              loadCatalog(r.files);
            } catch (e) {
              expect(String((e as Error).message)).toMatch(/not a readable \.zip/);
            }
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("gold sets: random lines give cases or errors with line numbers", () => {
    const caseish = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        kind: fc.constantFrom("single", "native", "chitchat", "slash", "compound", "bogus"),
        query: fc.oneof(fc.string(), fc.constant(null)),
        gold: fc.oneof(fc.array(fc.string(), { maxLength: 3 }), fc.string()),
        acceptable: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            caseish.map((c) => JSON.stringify(c)),
            fc.string({ maxLength: 60 }),
          ),
          { maxLength: 20 },
        ),
        (lines) => {
          const r = parseGold(lines.join("\n"));
          for (const e of r.errors) expect(e.line).toBeGreaterThan(0);
          for (const c of r.cases) expect(typeof c.query).toBe("string");
          clean();
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
