// Deflate undone within a bound, for every reader that inflates what a user gave (a share link, a
// zip entry): the output is counted as it comes, a kilobyte of input at a time, and the work stops
// the moment it passes `max`. A bomb costs at most `max` plus one slice's output, never its claim.
import { Inflate } from "fflate";

class TooLarge extends Error {}

/** The inflated bytes; "too-large" past `max`; null when the data is no deflate stream. */
export function inflateBounded(data: Uint8Array, max: number): Uint8Array | "too-large" | null {
  if (!data.length) return null;
  const parts: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const inf = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > max) throw new TooLarge();
    parts.push(chunk);
    if (final) ended = true;
  });
  try {
    const SLICE = 1024;
    for (let i = 0; i < data.length; i += SLICE) inf.push(data.subarray(i, i + SLICE), i + SLICE >= data.length);
  } catch (e) {
    return e instanceof TooLarge ? "too-large" : null;
  }
  if (!ended && size === 0) return null;
  const all = new Uint8Array(size);
  let o = 0;
  for (const p of parts) {
    all.set(p, o);
    o += p.length;
  }
  return all;
}

const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
})();

/** CRC-32 (ISO 3309, the zip format's), as an unsigned 32-bit number. */
export function crc32(data: Uint8Array): number {
  let c = -1;
  for (let i = 0; i < data.length; i++) c = CRC_TABLE[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
