// A catalog's skill bodies sent to the page as one UTF-8 buffer, transferred, not as strings. The
// page rarely reads a body (a skill added to a scenario, the catalog handed to the router), but
// 26,000 skills' bodies arriving as strings (98 MB) put the page's garbage collector to work for
// 100-200 ms at a time while the table was being drawn. Each entry reads its body from the buffer
// when asked (a getter, so a copy or a structured clone of the entry still carries the text).
import type { CatalogEntry } from "@/lib/skills/catalog";

export interface PackedBodies {
  buffer: ArrayBuffer;
  /** entry i's body: bytes [spans[2i], spans[2i] + spans[2i+1]) */
  spans: Uint32Array;
}

/** The bodies in one buffer, and the entries without them (the entries given are not changed). */
export function packBodies(entries: readonly CatalogEntry[]): { entries: CatalogEntry[]; bodies: PackedBodies } {
  const enc = new TextEncoder();
  const chunks = entries.map((e) => enc.encode(e.body));
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const bytes = new Uint8Array(total);
  const spans = new Uint32Array(entries.length * 2);
  let at = 0;
  chunks.forEach((c, i) => {
    bytes.set(c, at);
    spans[2 * i] = at;
    spans[2 * i + 1] = c.length;
    at += c.length;
  });
  return { entries: entries.map((e) => ({ ...e, body: "" })), bodies: { buffer: bytes.buffer, spans } };
}

/** Gives each entry its body back, read from the buffer when asked. */
export function attachBodies(entries: CatalogEntry[], bodies: PackedBodies | undefined): void {
  if (!bodies) return;
  const bytes = new Uint8Array(bodies.buffer);
  const dec = new TextDecoder();
  entries.forEach((e, i) => {
    const from = bodies.spans[2 * i];
    const n = bodies.spans[2 * i + 1];
    Object.defineProperty(e, "body", { get: () => dec.decode(bytes.subarray(from, from + n)), enumerable: true, configurable: true });
  });
}
