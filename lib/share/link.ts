// Share links: the whole view state (a scenario document, preset and setting overrides, current
// step, open panel) compressed into the URL fragment. A fragment never reaches a server.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from "lz-string";
import { SCENARIO_FORMAT } from "../transcripts/scenario";

export interface ShareState {
  v: 1;
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

export const FRAGMENT_KEY = "s";

export function encodeShare(state: ShareState): { fragment: string; chars: number; tooLong: boolean } {
  const fragment = `#${FRAGMENT_KEY}=` + compressToEncodedURIComponent(JSON.stringify(state));
  return { fragment, chars: fragment.length, tooLong: fragment.length > MAX_LINK_CHARS };
}

export type DecodeResult = { ok: true; state: ShareState } | { ok: false; error: string };

export function decodeShare(hash: string): DecodeResult | null {
  const h = hash.startsWith("#") ? hash.slice(1) : hash;
  const params = new URLSearchParams(h);
  // URLSearchParams turns "+" into a space; lz-string's URI alphabet uses "+".
  const raw = h.split("&").find((p) => p.startsWith(`${FRAGMENT_KEY}=`))?.slice(FRAGMENT_KEY.length + 1);
  if (raw === undefined && !params.has(FRAGMENT_KEY)) return null;
  if (!raw) return { ok: false, error: "The share link is empty: nothing follows #s=." };
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(raw);
  } catch {
    json = null;
  }
  if (!json) return { ok: false, error: "The share link is damaged or cut short: it does not decompress. Ask for the link again, or for the scenario file." };
  if (json.length > MAX_STATE_CHARS) return { ok: false, error: `The share link expands to ${json.length.toLocaleString("en-US")} characters, more than the ${MAX_STATE_CHARS.toLocaleString("en-US")} a link may hold.` };
  let doc: unknown;
  try {
    doc = JSON.parse(json);
  } catch {
    return { ok: false, error: "The share link decompresses, but not to JSON: it was cut or altered." };
  }
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return { ok: false, error: "The share link holds no view state." };
  const d = doc as Record<string, unknown>;
  if (d.v !== 1) return { ok: false, error: `The share link is version ${String(d.v)}; this Context Lab reads version 1.` };
  const sc = d.scenario as Record<string, unknown> | undefined;
  if (!sc || typeof sc !== "object" || sc.format !== SCENARIO_FORMAT || !Array.isArray(sc.events)) {
    return { ok: false, error: "The share link holds no scenario." };
  }
  const state: ShareState = { v: 1, scenario: sc };
  if (typeof d.preset === "string") state.preset = d.preset;
  if (d.overrides && typeof d.overrides === "object" && !Array.isArray(d.overrides)) state.overrides = d.overrides as Record<string, unknown>;
  if (typeof d.step === "number" && Number.isInteger(d.step) && d.step >= -1) state.step = d.step;
  if (typeof d.panel === "string" && d.panel.length < 40) state.panel = d.panel;
  if (typeof d.estimator === "string" && ["chars4", "o200k", "cl100k"].includes(d.estimator)) state.estimator = d.estimator;
  const cmp = d.compare as Record<string, unknown> | undefined;
  if (cmp && typeof cmp === "object" && !Array.isArray(cmp)) {
    const preset = typeof cmp.preset === "string" && cmp.preset.length < 40 ? cmp.preset : null;
    const overrides = cmp.overrides && typeof cmp.overrides === "object" && !Array.isArray(cmp.overrides) ? (cmp.overrides as Record<string, unknown>) : {};
    state.compare = { preset, overrides };
  }
  return { ok: true, state };
}
