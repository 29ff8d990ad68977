// A picked or dropped File read through the one gate: refused by size before a byte is read, and a
// file that changed since the pick named with what to do.
import { describe, expect, it } from "vitest";
import { readPickedBytes, readPickedText } from "./read-picked";

describe("reading a picked file", () => {
  it("reads a file within its limit", async () => {
    const r = await readPickedText(new File(["héllo"], "gold.jsonl"), { kind: "document", what: "gold set" });
    expect(r).toEqual({ ok: true, value: "héllo" });
  });

  it("refuses a catalog file one byte over 5 MB by name, without reading it", async () => {
    let read = false;
    const f = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "SKILL.md");
    f.arrayBuffer = () => {
      read = true;
      return Promise.resolve(new ArrayBuffer(0));
    };
    const r = await readPickedBytes(f, { kind: "catalogFile" });
    expect(r).toEqual({ ok: false, message: "SKILL.md is 5,242,881 bytes, over the 5,242,880-byte (5 MB) limit for this input: not read" });
    expect(read).toBe(false);
  });

  it("says a file changed or removed since the pick is to be picked again", async () => {
    const f = new File(["x"], "scenario.json");
    f.arrayBuffer = () => Promise.reject(new DOMException("gone", "NotReadableError"));
    const r = await readPickedText(f, { kind: "document", what: "scenario" });
    expect(r).toEqual({
      ok: false,
      message: "scenario scenario.json could not be read: it changed or was removed since it was picked; pick it again",
    });
  });

  it("reads a UTF-16 gold set with its byte-order mark, and names one without as UTF-16", async () => {
    const le = new Uint8Array([0xff, 0xfe, 0x7b, 0, 0x7d, 0, 0x0a, 0]);
    expect(await readPickedText(new File([le], "gold.jsonl"), { kind: "document" })).toEqual({ ok: true, value: "{}\n" });
    const noBom = new Uint8Array(Array.from('{"id":"a","query":"x"}', (c) => [c.charCodeAt(0), 0]).flat());
    expect(await readPickedText(new File([noBom], "gold.jsonl"), { kind: "document", what: "Gold set" })).toEqual({
      ok: false,
      message: "Gold set gold.jsonl is UTF-16 (little-endian) text without a byte-order mark, not text: save it as UTF-8",
    });
  });
});
