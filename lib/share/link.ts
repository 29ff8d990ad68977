// Share links: the whole view state (a scenario or a shared-session snapshot, preset and setting
// overrides, current step, open panel) compressed into the URL fragment. A fragment never reaches
// a server. New links are deflated (fflate) and written in base64url after `#z=`; links of the
// first version (lz-string after `#s=`) keep opening. Both decoders stop at MAX_STATE_CHARS, so a
// link built to expand to hundreds of megabytes is refused before it is expanded.
import { readJson } from "../input/json";
import { inflateBounded } from "../input/inflate";
import { deflateSync, strFromU8, strToU8 } from "fflate";
import { SCENARIO_FORMAT } from "../transcripts/scenario";
import { lzDecompressBounded } from "./lz-bounded";
import { SNAPSHOT_FORMAT } from "./snapshot";

export interface ShareState {
  v: 1;
  /** a scenario document (docs/scenario-format.md) or a shared-session snapshot (lib/share/snapshot.ts) */
  scenario: Record<string, unknown>;
  preset?: string;
  overrides?: Record<string, unknown>;
  step?: number;
  panel?: string;
  estimator?: string;
  /** compare mode: the second setting (B) the same session is simulated under, beside preset + overrides (A) */
  compare?: { preset: string | null; overrides: Record<string, unknown> };
}

/** Longer fragments still work in browsers, but chat tools and mail clients cut them. */
export const MAX_LINK_CHARS = 16_000;
/** A decompressed state larger than this is refused (a zip bomb in a link). */
export const MAX_STATE_CHARS = 20_000_000;
/** A fragment longer than this is not read at all (no link this app makes comes near it). */
export const MAX_FRAGMENT_CHARS = 4_000_000;

/** The key of links made by the first version (lz-string). */
export const FRAGMENT_KEY = "s";
/** The key of deflated links. */
export const DEFLATE_KEY = "z";

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const B64_INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) B64_INDEX[B64.charCodeAt(i)] = i;

function toBase64Url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    if (i + 1 < bytes.length) out += B64[(n >> 6) & 63];
    if (i + 2 < bytes.length) out += B64[n & 63];
  }
  return out;
}

function fromBase64Url(s: string): Uint8Array | null {
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < s.length; i += 4) {
    let n = 0;
    const len = Math.min(4, s.length - i);
    for (let k = 0; k < 4; k++) {
      const c = k < len ? s.charCodeAt(i + k) : 65;
      const v = c < 128 ? B64_INDEX[c] : -1;
      if (v < 0) return null;
      n = (n << 6) | (k < len ? v : 0);
    }
    out[o++] = (n >> 16) & 255;
    if (len > 2) out[o++] = (n >> 8) & 255;
    if (len > 3) out[o++] = n & 255;
  }
  return out.subarray(0, o);
}

export function encodeShare(state: ShareState): { fragment: string; chars: number; tooLong: boolean } {
  const bytes = deflateSync(strToU8(JSON.stringify(state)), { level: 9, mem: 12 });
  const fragment = `#${DEFLATE_KEY}=` + toBase64Url(bytes);
  return { fragment, chars: fragment.length, tooLong: fragment.length > MAX_LINK_CHARS };
}

/** Inflates in small slices and stops as soon as the output passes `max` bytes. */
/** The link's state text, inflated through the one bounded inflater (lib/input/inflate.ts). */
function inflateText(data: Uint8Array, max: number): string | "too-large" | null {
  const r = inflateBounded(data, max);
  if (r === null || r === "too-large") return r;
  try {
    return strFromU8(r);
  } catch {
    return null;
  }
}

export type DecodeResult = { ok: true; state: ShareState } | { ok: false; error: string };

/** What a value is, in words, without calling anything on it (a hostile object may not have a callable toString). */
function describe(v: unknown): string {
  if (v === undefined) return "missing";
  if (v === null) return "null";
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (typeof v === "string") return JSON.stringify(v.slice(0, 20));
  return Array.isArray(v) ? "a list" : "an object";
}

const TOO_LARGE = `The share link expands to more than ${MAX_STATE_CHARS.toLocaleString("en-US")} characters, more than a link may hold; it was refused before it was expanded.`;

export function decodeShare(hash: string): DecodeResult | null {
  if (typeof hash !== "string") return null;
  const h = hash.startsWith("#") ? hash.slice(1) : hash;
  const parts = h.split("&");
  // not URLSearchParams: it turns "+" (part of lz-string's alphabet) into a space
  const zRaw = parts.find((p) => p.startsWith(`${DEFLATE_KEY}=`))?.slice(DEFLATE_KEY.length + 1);
  const sRaw = parts.find((p) => p.startsWith(`${FRAGMENT_KEY}=`))?.slice(FRAGMENT_KEY.length + 1);
  if (zRaw === undefined && sRaw === undefined) {
    if (parts.some((p) => p === FRAGMENT_KEY || p === DEFLATE_KEY))
      return { ok: false, error: "The share link is empty: nothing follows #z=." };
    return null;
  }
  const raw = zRaw ?? sRaw!;
  const key = zRaw !== undefined ? DEFLATE_KEY : FRAGMENT_KEY;
  if (!raw) return { ok: false, error: `The share link is empty: nothing follows #${key}=.` };
  if (raw.length > MAX_FRAGMENT_CHARS)
    return {
      ok: false,
      error: `The share link is ${raw.length.toLocaleString("en-US")} characters long, more than the ${MAX_FRAGMENT_CHARS.toLocaleString("en-US")} a link may hold.`,
    };
  let json: string | null;
  if (key === DEFLATE_KEY) {
    const bytes = fromBase64Url(raw);
    const r = bytes ? inflateText(bytes, MAX_STATE_CHARS) : null;
    if (r === "too-large") return { ok: false, error: TOO_LARGE };
    json = r;
  } else {
    const r = lzDecompressBounded(raw.replace(/ /g, "+"), MAX_STATE_CHARS);
    if (r === "too-large") return { ok: false, error: TOO_LARGE };
    json = r;
  }
  if (!json)
    return {
      ok: false,
      error: "The share link is damaged or cut short: it does not decompress. Ask for the link again, or for the scenario file.",
    };
  // the depth limit as the document enters (lib/input/json.ts): a 2.7 KB link can expand to an
  // array nested 100,000 deep, which would overflow the stack of every reader after this one
  const read = readJson(json, "The share link", MAX_STATE_CHARS);
  if (!read.ok && /nested more than/.test(read.message)) return { ok: false, error: `${read.message}; what is shown stays as it was.` };
  if (!read.ok) return { ok: false, error: "The share link decompresses, but not to JSON: it was cut or altered." };
  const doc = read.value;
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return { ok: false, error: "The share link holds no view state." };
  const d = doc as Record<string, unknown>;
  if (d.v !== 1) return { ok: false, error: `The share link is version ${describe(d.v)}; this Context Lab reads version 1.` };
  const sc = d.scenario as Record<string, unknown> | undefined;
  if (
    !sc ||
    typeof sc !== "object" ||
    Array.isArray(sc) ||
    (sc.format !== SCENARIO_FORMAT && sc.format !== SNAPSHOT_FORMAT) ||
    !Array.isArray(sc.events)
  ) {
    return { ok: false, error: "The share link holds no scenario." };
  }
  const state: ShareState = { v: 1, scenario: sc };
  if (typeof d.preset === "string") state.preset = d.preset;
  if (d.overrides && typeof d.overrides === "object" && !Array.isArray(d.overrides))
    state.overrides = d.overrides as Record<string, unknown>;
  if (typeof d.step === "number" && Number.isInteger(d.step) && d.step >= -1) state.step = d.step;
  if (typeof d.panel === "string" && d.panel.length < 40) state.panel = d.panel;
  if (typeof d.estimator === "string" && ["chars4", "o200k", "cl100k"].includes(d.estimator)) state.estimator = d.estimator;
  const cmp = d.compare as Record<string, unknown> | undefined;
  if (cmp && typeof cmp === "object" && !Array.isArray(cmp)) {
    const preset = typeof cmp.preset === "string" && cmp.preset.length < 40 ? cmp.preset : null;
    const overrides =
      cmp.overrides && typeof cmp.overrides === "object" && !Array.isArray(cmp.overrides) ? (cmp.overrides as Record<string, unknown>) : {};
    state.compare = { preset, overrides };
  }
  return { ok: true, state };
}
