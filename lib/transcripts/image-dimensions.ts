// An image's width and height, read from the header of its base64 data as the transcript carries
// it (PNG, JPEG, GIF, WebP and the rest image-size knows): what its token cost is computed from
// (lib/tokens/image-tokens.ts, rules.md#image-tokens). image-size reads bytes only (no fs), so it
// runs in the Web Worker as in Node.
import { imageSize } from "image-size";

export interface ImageDimensions {
  width: number;
  height: number;
}

// Most headers sit in the first bytes; a JPEG's size marker can follow a large EXIF block, so the
// whole payload is decoded only when the head does not hold it.
const HEAD_CHARS = 65_536;

function decode(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function sizeOf(b64: string): ImageDimensions | undefined {
  const s = imageSize(decode(b64));
  const width = s.width;
  const height = s.height;
  // EXIF orientations 5 to 8 turn the picture a quarter: the model sees it turned
  const turned = s.orientation !== undefined && s.orientation >= 5;
  if (!(width > 0 && height > 0)) return undefined;
  return turned ? { width: height, height: width } : { width, height };
}

const clean = (b64: string): string => b64.replace(/\s+/g, "");

/** The dimensions in an image's base64 data, or undefined when there is none or it cannot be read. */
export function imageDimensions(data: unknown): ImageDimensions | undefined {
  if (typeof data !== "string" || data.length === 0) return undefined;
  // the head of the cleaned payload, cleaning only the head where it holds no whitespace: the
  // payload is megabytes, read for every image of a session
  let head = clean(data.slice(0, HEAD_CHARS));
  if (head.length < HEAD_CHARS && data.length > HEAD_CHARS) head = clean(data).slice(0, HEAD_CHARS);
  try {
    // a head cut at a multiple of 4 characters is itself valid base64
    return sizeOf(head);
  } catch {
    // the whole payload holds no more than its head
    if (head.length < HEAD_CHARS) return undefined;
    const whole = clean(data);
    if (whole.length <= HEAD_CHARS) return undefined;
    try {
      return sizeOf(whole);
    } catch {
      return undefined;
    }
  }
}
