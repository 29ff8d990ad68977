// What an image costs in the context the API counts (rules.md#image-tokens): Anthropic's vision
// rule, tokens = width x height / 750 after the image is scaled down, keeping its aspect, until its
// long edge is at most 1,568 px and it holds at most about 1.15 megapixels. Claude Code's own rough
// count sizes every image at IMAGE_TOKENS (2,000; the raw table and check-count.ts keep that), but
// on the tune set the next request grew by a median of far less per image (docs/versions.md#image-tokens).
// Known rather than estimated: calibration takes it out of each measured delta and the calibrated
// table carries it unscaled, as it does hidden thinking and the tool-call overhead.
import type { Block, Event } from "../model";
import { IMAGE_TOKENS } from "./count";

/** The longest edge the API keeps before scaling an image down. */
export const IMAGE_MAX_EDGE = 1_568;
/** The most pixels the API keeps before scaling an image down. */
export const IMAGE_MAX_PIXELS = 1_150_000;
/** Pixels per token. */
export const IMAGE_PIXELS_PER_TOKEN = 750;

/** The tokens of an image of this size, or Claude Code's 2,000 when the size is unknown. */
export function imageTokens(width: number | undefined, height: number | undefined): number {
  if (!width || !height || width <= 0 || height <= 0) return IMAGE_TOKENS;
  const scale = Math.min(1, IMAGE_MAX_EDGE / Math.max(width, height), Math.sqrt(IMAGE_MAX_PIXELS / (width * height)));
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return Math.ceil((w * h) / IMAGE_PIXELS_PER_TOKEN);
}

/**
 * The API's cost of the images a block holds (an image, or a tool result's), and what the raw table
 * counted for them. An image carrying its own count (a share link's) counts that where its size is unknown.
 */
export function blockImageTokens(b: Block): { real: number; raw: number } {
  if (b.type === "image") {
    const raw = b.tokens ?? IMAGE_TOKENS;
    return { real: b.width && b.height ? imageTokens(b.width, b.height) : raw, raw };
  }
  if (b.type === "tool_result" && b.images) {
    let real = 0;
    for (let k = 0; k < b.images; k++) real += imageTokens(b.imageSizes?.[k]?.width, b.imageSizes?.[k]?.height);
    return { real, raw: b.images * IMAGE_TOKENS };
  }
  return { real: 0, raw: 0 };
}

/** The same over every block of an event. */
export function eventImageTokens(ev: Event): { real: number; raw: number } {
  let real = 0;
  let raw = 0;
  for (const b of ev.blocks) {
    const t = blockImageTokens(b);
    real += t.real;
    raw += t.raw;
  }
  return { real, raw };
}
