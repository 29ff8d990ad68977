// The checks every file shares, CLI path or picked File: the limit by kind of input and the one
// sentence a refusal reads as (worked out by hand from the limits in lib/limits.ts).
import { describe, expect, it } from "vitest";
import { FILE_LIMITS, fileMessage, showPath, sizeRefusal } from "./file-gate";

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
