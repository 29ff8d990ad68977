// Properties of the one file gate and of the field audit (docs/hostile-inputs.md, mechanisms 1 and
// 5), drawn from their domains: any size against any kind of input, and records holding any keys.
// 100 runs a property in the unit run at a fixed seed; `npm run fuzz` runs 5,000.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IngestError } from "../model";
import { ingest } from "../transcripts";
import { MESSAGE_FIELD_USES, OTHER_FIELDS, RECORD_FIELD_USES } from "../transcripts/record-fields";
import { FILE_LIMITS, fileMessage, sizeRefusal, type FileKind } from "./file-gate";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261206);
const opts = { numRuns: RUNS, seed: SEED, endOnFailure: true };
const KINDS = Object.keys(FILE_LIMITS) as FileKind[];

describe("the file gate, over any size and kind", () => {
  it("refuses exactly the sizes over the kind's limit, naming the file and the limit in bytes", () => {
    const size = fc.oneof(fc.nat(), fc.maxSafeNat(), fc.constantFrom(...KINDS.map((k) => FILE_LIMITS[k]).filter(Number.isFinite)));
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        size,
        fc.integer({ min: -1, max: 1 }),
        fc.string({ maxLength: 300 }),
        (kind, s, nudge, name) => {
          const bytes = Math.max(0, s + nudge);
          const limit = FILE_LIMITS[kind];
          const why = sizeRefusal(bytes, limit);
          expect(why === null).toBe(!(bytes > limit));
          if (why) {
            expect(why).toContain(`${limit.toLocaleString("en-US")}-byte`);
            expect(why.endsWith("not read")).toBe(true);
            const line = fileMessage(name, why);
            expect(line.includes("\n") && !name.includes("\n")).toBe(false);
            expect(line.length).toBeLessThanOrEqual(230 + why.length + 1);
          }
        },
      ),
      opts,
    );
  });
});

describe("the field audit, over records holding any keys", () => {
  const key = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", "type", "toolUseResult"),
  );
  it("counts every unknown key and no known one, as data, at most 200 names", () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 30 }), { minLength: 1, maxLength: 12 }),
        (extras) => {
          const lines = extras.map((x, i) => {
            const o = JSON.parse(JSON.stringify(x)) as Record<string, unknown>;
            return JSON.stringify({ ...o, type: "user", uuid: `u${i}`, sessionId: "s", message: { role: "user", content: "hi", ...o } });
          });
          let s;
          try {
            s = ingest(lines.join("\n"), "s.jsonl");
          } catch (e) {
            expect(e).toBeInstanceOf(IngestError);
            return;
          }
          const u = s.unknownFields ?? {};
          expect(Object.keys(u).length).toBeLessThanOrEqual(201);
          for (const [k, v] of Object.entries(u)) {
            expect(Number.isInteger(v) && v > 0, k).toBe(true);
            if (k === OTHER_FIELDS) continue;
            if (k.startsWith("message.")) expect(Object.hasOwn(MESSAGE_FIELD_USES, k.slice(8)) && !k.slice(8).endsWith("…")).toBe(false);
            else expect(Object.hasOwn(RECORD_FIELD_USES, k)).toBe(false);
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.getPrototypeOf({})).toBe(Object.prototype);
        },
      ),
      opts,
    );
  });
});
