// A routing question as a link: the prompt, the bundled catalog it was asked of, the skill asked
// "why not" about, and the settings that differ from the defaults, in the URL fragment (which a
// browser never sends to a server): /routing/#q=...&cat=devkit&why=unit-tests&scoreMin=8.
// Decoding treats the fragment as hostile: lengths are capped, every setting is checked against
// SETTING_RANGES, and what is refused is said.
import { readNumber } from "../input/number";
import { DEFAULT_ROUTER_SETTINGS, SETTING_RANGES } from "./settings";
import { KOREAN_MODES, type KoreanMode } from "./text";
import { MAX_ROUTE_LINK_CHARS } from "../limits";

export type LinkNumber = keyof typeof SETTING_RANGES;
export const LINK_NUMBERS = Object.keys(SETTING_RANGES) as LinkNumber[];

export interface LinkSettings {
  scoreMin?: number;
  topK?: number;
  nearTieRatio?: number;
  equivalentSimilarity?: number;
  confidenceMin?: number;
  bodyWeight?: number;
  koreanMode?: KoreanMode;
  synonyms?: boolean;
  decompose?: boolean;
}

export interface RouteLink {
  prompt: string;
  /** a bundled catalog's id; absent when the catalog was the user's own */
  catalog?: string;
  why?: string;
  settings: LinkSettings;
}

export const LINK_MAX_PROMPT = 4000;
const MAX_NAME = 200;

/** The settings of `s` that differ from the router's defaults (what a link needs to carry). */
export function linkSettings(s: Required<LinkSettings>): LinkSettings {
  const out: LinkSettings = {};
  for (const k of LINK_NUMBERS) if (s[k] !== DEFAULT_ROUTER_SETTINGS[k]) out[k] = s[k];
  if (s.koreanMode !== DEFAULT_ROUTER_SETTINGS.koreanMode) out.koreanMode = s.koreanMode;
  if (s.synonyms !== DEFAULT_ROUTER_SETTINGS.synonyms) out.synonyms = s.synonyms;
  if (s.decompose !== DEFAULT_ROUTER_SETTINGS.decompose) out.decompose = s.decompose;
  return out;
}

export function encodeRouteLink(l: RouteLink): string {
  const p = new URLSearchParams();
  p.set("q", l.prompt.slice(0, LINK_MAX_PROMPT));
  if (l.catalog) p.set("cat", l.catalog);
  if (l.why) p.set("why", l.why);
  for (const k of LINK_NUMBERS) if (l.settings[k] !== undefined) p.set(k, String(l.settings[k]));
  if (l.settings.koreanMode) p.set("koreanMode", l.settings.koreanMode);
  if (l.settings.synonyms !== undefined) p.set("synonyms", l.settings.synonyms ? "1" : "0");
  if (l.settings.decompose !== undefined) p.set("decompose", l.settings.decompose ? "1" : "0");
  return "#" + p.toString();
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(["q", "cat", "why", ...LINK_NUMBERS, "koreanMode", "synonyms", "decompose"]);

/** Keys a routing link does not carry (a misspelt `top-k`, say): named, never silently dropped. */
function unknownKeys(p: URLSearchParams): string[] {
  const seen = new Set<string>();
  for (const k of p.keys()) if (!KNOWN_KEYS.has(k)) seen.add(k.slice(0, 40));
  return [...seen].slice(0, 5).map((k) => `${k} (not something a routing link carries)`);
}

/**
 * A value whose percent-encoding is broken (a % not followed by two hex digits, or bytes that are no
 * UTF-8) is read as written, and said: the browser would otherwise show a replacement character.
 */
function badEscapes(raw: string): string[] {
  const out: string[] = [];
  for (const part of raw.split("&")) {
    const eq = part.indexOf("=");
    const key = (eq < 0 ? part : part.slice(0, eq)).slice(0, 40);
    const value = eq < 0 ? "" : part.slice(eq + 1);
    // regex-bounded: one % and a fixed look-ahead
    const loose = /%(?![0-9a-fA-F]{2})/.exec(value);
    let broken = loose ? `a % at character ${loose.index + 1} starts no escape` : "";
    if (!broken) {
      try {
        decodeURIComponent(value.replace(/\+/g, " "));
      } catch {
        broken = "its escapes are not UTF-8";
      }
    }
    if (broken) out.push(`${key} (${broken}; read as written)`);
    if (out.length >= 3) break;
  }
  return out;
}

/** null when the fragment is no routing link (no q=); otherwise the link and what was refused */
export function decodeRouteLink(hash: string): { link: RouteLink; refused: string[] } | null {
  let raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!/(^|&)q=/.test(raw)) return null;
  // bounded before it is parsed: a link holds a prompt of 4,000 characters and a few settings
  const cut = raw.length > MAX_ROUTE_LINK_CHARS;
  if (cut) raw = raw.slice(0, MAX_ROUTE_LINK_CHARS);
  let p: URLSearchParams;
  try {
    p = new URLSearchParams(raw);
  } catch {
    return null;
  }
  const refused: string[] = cut ? [`the link past ${MAX_ROUTE_LINK_CHARS.toLocaleString("en-US")} characters`] : [];
  refused.push(...badEscapes(raw), ...unknownKeys(p));
  let prompt = p.get("q") ?? "";
  if (prompt.length > LINK_MAX_PROMPT) {
    refused.push(`the prompt past ${LINK_MAX_PROMPT} characters`);
    prompt = prompt.slice(0, LINK_MAX_PROMPT);
  }
  if (!prompt.trim()) return null;
  const link: RouteLink = { prompt, settings: {} };
  const name = (key: string) => {
    const v = p.get(key);
    if (v === null || v === "") return undefined;
    if (v.length > MAX_NAME || /[\u0000-\u001f]/.test(v)) {
      refused.push(`${key} (not a name)`);
      return undefined;
    }
    return v;
  };
  const cat = name("cat");
  if (cat) link.catalog = cat;
  const why = name("why");
  if (why) link.why = why;
  for (const k of LINK_NUMBERS) {
    const v = p.get(k);
    if (v === null) continue;
    const r = SETTING_RANGES[k];
    // the one bounded reader; a fraction of TOP_K is refused here, not rounded (a link says what it means)
    const got = readNumber(v, { ...r, text: true }, k);
    if (got.value === undefined || (k === "topK" && !Number.isInteger(got.value)))
      refused.push(`${k}=${v.slice(0, 20)} (takes ${r.min} to ${r.max})`);
    else link.settings[k] = got.value;
  }
  const ko = p.get("koreanMode");
  if (ko !== null) {
    if ((KOREAN_MODES as readonly string[]).includes(ko)) link.settings.koreanMode = ko as KoreanMode;
    else refused.push(`koreanMode=${ko.slice(0, 20)} (takes ${KOREAN_MODES.join(", ")})`);
  }
  for (const k of ["synonyms", "decompose"] as const) {
    const v = p.get(k);
    if (v === null) continue;
    if (v === "1" || v === "0") link.settings[k] = v === "1";
    else refused.push(`${k}=${v.slice(0, 20)} (takes 1 or 0)`);
  }
  return { link, refused };
}
