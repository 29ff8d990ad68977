import { describe, expect, it } from "vitest";
import { followAction, LineFollower } from "./follow";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("LineFollower", () => {
  it("holds back a last line without its newline until it ends", () => {
    const f = new LineFollower();
    expect(f.append(bytes('{"a":1}\n{"b":'))).toBe(1);
    expect([...f.text()].join("")).toBe('{"a":1}\n');
    expect(f.partial).toBe(5);
    expect(f.append(bytes("2}\n"))).toBe(1);
    expect([...f.text()].join("")).toBe('{"a":1}\n{"b":2}\n');
    expect(f.partial).toBe(0);
    // 8 + 5 + 3 bytes read in all
    expect(f.offset).toBe(16);
  });

  it("keeps a character whose UTF-8 bytes are split between two reads", () => {
    const f = new LineFollower();
    const b = bytes('"한"\n'); // 한 is three bytes: E1 95 9C
    f.append(b.subarray(0, 2));
    f.append(b.subarray(2));
    expect([...f.text()].join("")).toBe('"한"\n');
    expect(f.lines).toBe(1);
  });

  it("restart() forgets what was read: the file is read again from byte 0", () => {
    const f = new LineFollower();
    f.append(bytes("x\ny\n"));
    f.restart();
    expect([f.offset, f.lines, [...f.text()].length]).toEqual([0, 0, 0]);
  });

  it("the size says what to do", () => {
    expect(followAction(10, 4)).toBe("read");
    expect(followAction(4, 4)).toBe("wait");
    expect(followAction(2, 4)).toBe("restart");
  });
});
