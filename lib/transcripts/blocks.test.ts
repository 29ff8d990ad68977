import { describe, expect, it } from "vitest";
import { bump, otherFields, setOwn, toBlock } from "./blocks";

describe("setOwn and otherFields", () => {
  it('keep a "__proto__" key from a file as data, never as the prototype', () => {
    const rec = JSON.parse('{"type":"user","__proto__":{"polluted":true},"constructor":3,"toString":"x"}') as Record<string, unknown>;
    const out = otherFields(rec, new Set(["type"]));
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__", "constructor", "toString"]);
    expect(Object.getOwnPropertyDescriptor(out, "__proto__")?.value).toEqual({ polluted: true });
    expect((out as { polluted?: unknown }).polluted).toBeUndefined();
    expect(out.constructor).toBe(3);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("make every key an own, enumerable, writable property", () => {
    const o: Record<string, unknown> = {};
    setOwn(o, "a", 1);
    setOwn(o, "__proto__", 2);
    setOwn(o, "a", 3);
    for (const k of ["a", "__proto__"])
      expect(Object.getOwnPropertyDescriptor(o, k)).toMatchObject({ enumerable: true, writable: true, configurable: true });
    expect(JSON.stringify(o)).toBe('{"a":3,"__proto__":2}');
  });

  it("count names such as __proto__ and hasOwnProperty like any other", () => {
    const counts: Record<string, number> = {};
    for (const k of ["__proto__", "hasOwnProperty", "__proto__", "x"]) bump(counts, k);
    expect(Object.entries(counts)).toEqual([
      ["__proto__", 2],
      ["hasOwnProperty", 1],
      ["x", 1],
    ]);
  });
});

describe("thinking blocks", () => {
  it("keep the length of their signature, never its text", () => {
    const b = toBlock({ type: "thinking", thinking: "", signature: "EqQBCkYIBxgCKkB" });
    expect(b).toEqual({ type: "thinking", thinking: "", signatureBytes: 15 });
    expect(toBlock({ type: "thinking", thinking: "hm", signature: "" })).toEqual({ type: "thinking", thinking: "hm" });
    expect(toBlock({ type: "thinking", thinking: "hm", signature: 42 })).toEqual({ type: "thinking", thinking: "hm" });
  });
});
