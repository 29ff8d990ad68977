// An image's size read from its base64 data (rules.md#image-tokens), on tiny images made here byte
// by byte, each header laid out as its format's specification says.
import { describe, expect, it } from "vitest";
import { imageDimensions } from "./image-dimensions";

const b64 = (bytes: number[]) => Buffer.from(bytes).toString("base64");
const be16 = (n: number) => [n >> 8, n & 255];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, n >> 8];

/** A PNG's signature and IHDR chunk: width and height big-endian (the image data is not needed for its size). */
const png = (w: number, h: number) => [
  137,
  80,
  78,
  71,
  13,
  10,
  26,
  10,
  ...be32(13),
  ...[73, 72, 68, 82],
  ...be32(w),
  ...be32(h),
  8,
  6,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
];
/** A GIF89a header: width and height little-endian. */
const gif = (w: number, h: number) => [...[71, 73, 70, 56, 57, 97], ...le16(w), ...le16(h), 0, 0, 0];
/** A JPEG: start of image, a JFIF APP0 segment, an APP1 segment of `pad` bytes (an EXIF block), then SOF0 with height before width. */
function jpeg(w: number, h: number, pad = 0): number[] {
  const app0 = [0xff, 0xe0, ...be16(16), ...[74, 70, 73, 70, 0], 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const app1 = pad ? [0xff, 0xe1, ...be16(pad + 2), ...new Array<number>(pad).fill(0)] : [];
  return [
    0xff,
    0xd8,
    ...app0,
    ...app1,
    0xff,
    0xc0,
    ...be16(17),
    8,
    ...be16(h),
    ...be16(w),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ];
}

describe("an image's size from its data", () => {
  it("reads a PNG, a GIF and a JPEG header", () => {
    expect(imageDimensions(b64(png(1000, 500)))).toEqual({ width: 1000, height: 500 });
    expect(imageDimensions(b64(gif(320, 200)))).toEqual({ width: 320, height: 200 });
    expect(imageDimensions(b64(jpeg(640, 480)))).toEqual({ width: 640, height: 480 });
  });

  it("finds a JPEG's size behind an EXIF block longer than the head it reads first", () => {
    // 60,000 bytes of EXIF are 80,000 base64 characters: past the first 65,536
    expect(imageDimensions(b64(jpeg(1920, 1080, 60_000)))).toEqual({ width: 1920, height: 1080 });
  });

  it("tolerates line breaks in the base64", () => {
    const s = b64(png(12, 34));
    expect(imageDimensions(`${s.slice(0, 10)}\n${s.slice(10)}`)).toEqual({ width: 12, height: 34 });
  });

  it("tolerates line breaks every 76 characters in a payload longer than the head it reads first", () => {
    // MIME-style base64: the head, once cleaned, is shorter than 65,536 characters and ends mid-quad
    const wrap = (s: string) => s.replace(/(.{76})/g, "$1\n");
    expect(imageDimensions(wrap(b64([...png(800, 600), ...new Array<number>(60_000).fill(0)])))).toEqual({ width: 800, height: 600 });
    expect(imageDimensions(wrap(b64(jpeg(1920, 1080, 60_000))))).toEqual({ width: 1920, height: 1080 });
  });

  it("gives nothing for no data, text that is not an image, or a header cut short", () => {
    expect(imageDimensions(undefined)).toBeUndefined();
    expect(imageDimensions("")).toBeUndefined();
    expect(imageDimensions(Buffer.from("hello, not an image").toString("base64"))).toBeUndefined();
    expect(imageDimensions(b64(png(10, 10).slice(0, 18)))).toBeUndefined();
    expect(imageDimensions("%%% not base64 %%%")).toBeUndefined();
  });
});
