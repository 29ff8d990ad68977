// The checks every file shares, CLI path or picked File: the limit by kind of input and the one
// sentence a refusal reads as (worked out by hand from the limits in lib/limits.ts).
import { describe, expect, it } from "vitest";
import { decodeText, FILE_LIMITS, fileMessage, showPath, sizeRefusal, textRefusal } from "./file-gate";

describe("the file gate", () => {
  it("refuses a file one byte over its limit, in bytes and in MB, and passes one exactly at it", () => {
    expect(sizeRefusal(5 * 1024 * 1024, FILE_LIMITS.catalogFile)).toBeNull();
    expect(sizeRefusal(5 * 1024 * 1024 + 1, FILE_LIMITS.catalogFile)).toBe(
      "is 5,242,881 bytes, over the 5,242,880-byte (5 MB) limit for this input: not read",
    );
    expect(sizeRefusal(64 * 1024 * 1024 + 1, FILE_LIMITS.document)).toMatch(/over the 67,108,864-byte \(64 MB\) limit/);
  });

  it("never refuses a session by size: sessions are read a piece at a time", () => {
    expect(sizeRefusal(10 * 1024 ** 4, FILE_LIMITS.session)).toBeNull();
  });

  it("a zip may hold the whole catalog's 100 MB plus its headers, no more", () => {
    expect(sizeRefusal(100 * 1024 * 1024, FILE_LIMITS.zip)).toBeNull();
    expect(sizeRefusal(133 * 1024 * 1024, FILE_LIMITS.zip)).toMatch(/over the 138,412,032-byte \(132 MB\) limit/);
  });

  it("a size that is no number (NaN) is not over anything, so nothing is refused for a size it cannot know", () => {
    expect(sizeRefusal(Number.NaN, FILE_LIMITS.document)).toBeNull();
  });

  it("names the file, its role first, and cuts a very long path in the middle", () => {
    expect(fileMessage("gold.jsonl", "is a folder, not a file", "--gold")).toBe("--gold gold.jsonl is a folder, not a file");
    expect(fileMessage("gold.jsonl", "could not be read")).toBe("gold.jsonl could not be read");
    const long = `/${"a".repeat(300)}/end.md`;
    const shown = showPath(long);
    expect(shown.length).toBe(221);
    expect(shown.startsWith(long.slice(0, 120))).toBe(true);
    expect(shown.endsWith("/end.md")).toBe(true);
  });
});

describe("a file's text", () => {
  const utf16 = (s: string, le: boolean, bom: boolean) => {
    const out = new Uint8Array((bom ? 2 : 0) + s.length * 2);
    if (bom) out.set(le ? [0xff, 0xfe] : [0xfe, 0xff]);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      out.set(le ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff], (bom ? 2 : 0) + i * 2);
    }
    return out;
  };
  const line = '{"id":"a","query":"배포해줘","gold":["deploy"]}\n';

  it("is read as UTF-16 when a byte-order mark says so (PowerShell's > writes UTF-16LE with one)", () => {
    expect(decodeText(utf16(line, true, true))).toBe(line);
    expect(decodeText(utf16(line, false, true))).toBe(line);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toBe("{}");
  });

  it("is refused by its signature when it is no text a reader can use", () => {
    expect(textRefusal(decodeText(utf16(line, false, false)))).toBe(
      "is UTF-16 (big-endian) text without a byte-order mark, not text: save it as UTF-8",
    );
    expect(textRefusal(decodeText(new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0])))).toBe(
      "is a gzip-compressed file, not text: decompress it first (gunzip)",
    );
    expect(textRefusal(line)).toBeNull();
    // a text that only starts like bzip2's magic is text
    expect(textRefusal("BZh notes on the build")).toBeNull();
  });
});
