// An image's tokens from its size (rules.md#image-tokens), worked by hand from the rule:
// width x height / 750, after scaling down to a long edge of 1,568 px and 1.15 megapixels.
import { describe, expect, it } from "vitest";
import type { Event } from "../model";
import { ingest } from "../transcripts";
import { calibrate, calibratedTable } from "./calibrate";
import { countSession, IMAGE_TOKENS } from "./count";
import { chars4Counter } from "./estimators";
import { blockImageTokens, eventImageTokens, imageTokens } from "./image-tokens";

const text = (tokens: number) => "a".repeat(tokens * 4);
const u = (input: number) => ({ input_tokens: input, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 120 });
/** A PNG header of this size, base64 (signature, IHDR). */
function png(w: number, h: number): string {
  const b = Buffer.alloc(33);
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write("IHDR", 12, "latin1");
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  b[24] = 8;
  b[25] = 6;
  return b.toString("base64");
}

describe("an image's tokens", () => {
  it("are its pixels over 750 when it fits", () => {
    // 1000 x 500 = 500,000 px: 666.7, counted up to 667
    expect(imageTokens(1000, 500)).toBe(667);
    // 750 x 1 is exactly one token
    expect(imageTokens(750, 1)).toBe(1);
  });

  it("are counted after scaling down to 1.15 megapixels", () => {
    // 3000 x 2000 = 6 MP: scale sqrt(1.15 / 6) = 0.43780, to 1313 x 876 = 1,150,188 px: 1,533.6 -> 1,534
    expect(imageTokens(3000, 2000)).toBe(1_534);
  });

  it("are counted after scaling the long edge down to 1,568 px", () => {
    // 4000 x 500: the edge asks 0.392 (the pixels only 0.758), to 1568 x 196 = 307,328 px: 409.8 -> 410
    expect(imageTokens(4000, 500)).toBe(410);
  });

  it("are Claude Code's 2,000 when the size is unknown", () => {
    expect(imageTokens(undefined, undefined)).toBe(IMAGE_TOKENS);
    expect(imageTokens(0, 10)).toBe(2_000);
  });

  it("add up over a tool result's images, each unknown one at 2,000", () => {
    const b = {
      type: "tool_result" as const,
      toolUseId: "t",
      content: "",
      images: 2,
      imageSizes: [{ width: 1000, height: 500 }, undefined],
    };
    expect(blockImageTokens(b)).toEqual({ real: 667 + 2_000, raw: 4_000 });
    expect(blockImageTokens({ type: "image", width: 1000, height: 500 })).toEqual({ real: 667, raw: 2_000 });
    expect(blockImageTokens({ type: "text", text: "x" })).toEqual({ real: 0, raw: 0 });
    // a count carried with the block (a share link's) stands where the size is unknown
    expect(blockImageTokens({ type: "image", tokens: 1_500 })).toEqual({ real: 1_500, raw: 1_500 });
    expect(blockImageTokens({ type: "image", tokens: 2_000, width: 1000, height: 500 })).toEqual({ real: 667, raw: 2_000 });
    expect(eventImageTokens({ blocks: [b, { type: "image" }] } as unknown as Event)).toEqual({ real: 4_667, raw: 6_000 });
  });

  it("are taken out of each measured delta before the ratio is learnt, and carried unscaled", () => {
    // As in tool-call-overhead.test.ts, with a 1000 x 500 screenshot in each result: the input
    // grows by 1,340 + 667 = 2,007 a time, so the ratio is (2,007 - 20 - 667) / 1,100 = 1.2.
    let n = 0;
    const lines = [JSON.stringify({ type: "user", uuid: `u${++n}`, sessionId: "s", message: { role: "user", content: text(1_000) } })];
    for (let k = 0; k < 4; k++) {
      const call = { type: "tool_use", id: `t${k}`, name: "Bash", input: text(100 - 1).slice(0, 394) };
      const image = { type: "image", source: { type: "base64", media_type: "image/png", data: png(1000, 500) } };
      lines.push(
        JSON.stringify({
          type: "assistant",
          uuid: `u${++n}`,
          sessionId: "s",
          message: { id: `m${k}`, role: "assistant", content: [call], usage: u(10_000 + 2_007 * k) },
        }),
      );
      const content = [{ type: "tool_result", tool_use_id: `t${k}`, content: [{ type: "text", text: text(1_000) }, image] }];
      lines.push(JSON.stringify({ type: "user", uuid: `u${++n}`, sessionId: "s", message: { role: "user", content } }));
    }
    const s = ingest(lines.join("\n"), "t.jsonl");
    const table = countSession(s, chars4Counter);
    // the raw table keeps Claude Code's own 2,000 for the image (check-count.ts counts with it)
    expect(table.perEvent[2]).toBe(3_000);
    const c = calibrate(s, table);
    expect(c.measurements.map((m) => [m.real, m.estimated, m.hidden])).toEqual([
      [2_007, 1_100, 687],
      [2_007, 1_100, 687],
      [2_007, 1_100, 687],
    ]);
    expect(c.ratio).toBeCloseTo(1.2, 10);
    const t = calibratedTable(c, s, table);
    // the result: its text 1,000 x 1.2, its image 667, its round trip 20
    expect(t.perEvent[2]).toBe(1_887);
  });
});
