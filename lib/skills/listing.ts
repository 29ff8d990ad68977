// The skill listing the model sees (rules.md#skills-listing): each model-invocable skill's name and
// description, within 1% of the window in characters (4 characters a token), each description
// capped. Over budget, Claude Code's own skills keep their descriptions and the others are cut by
// the rule of the version: trimmed evenly to a common width (names only below 20), or dropped whole
// starting with the least invoked. Names always stay. Not re-injected after a compaction.
//
// The rules by version are data (LISTING_BY_VERSION), each with its source; a session's Claude Code
// version picks one (listingPresetFor), as lib/context/versions.ts picks the simulator's preset.
// buildListing is the one rule: the Catalog screen, the Routing screen's "saves" figure and the
// inspector's recorded listing all call it. Evidence: docs/versions.md "Skill listing by version".
import { compareVersions, parseVersion } from "../context/versions";
import type { TextCounter } from "../tokens/estimators";
import type { CatalogEntry } from "./catalog";

export type ListingMode = "trim-evenly" | "drop-least-invoked";

export interface ListingOptions {
  window: number;
  /** share of the window, in tokens, the listing may use (1%) */
  budgetShare: number;
  /** characters a token, to turn the token share into characters (4) */
  charsPerToken: number;
  /** per-entry cap on description + when_to_use, characters (250 up to 2.1.101, 1,536 later) */
  perEntryCap: number;
  mode: ListingMode;
  /** invocations per skill name, for drop-least-invoked */
  invocations?: Record<string, number>;
  /** Claude Code's own skills, which keep their descriptions over budget (default BUNDLED_SKILLS) */
  bundled?: readonly string[];
}

/** What a preset fixes: everything but the window and the session's own counts. */
export type ListingRuleOptions = Omit<ListingOptions, "window" | "invocations" | "bundled">;

export interface ListingPreset extends ListingRuleOptions {
  /** what a user reads in a preset menu */
  label: string;
  /** where the numbers come from: "recorded, N listings of versions X-Y" or "docs only" */
  source: string;
  /** the Claude Code versions a session's version picks it for (inclusive); null: by name only */
  versions: { from: string | null; to: string | null } | null;
}

/**
 * Skills that ship inside Claude Code. Over budget they keep their descriptions (the per-entry cap
 * still applies). Names as the recorded listings show them (docs/versions.md).
 */
export const BUNDLED_SKILLS: readonly string[] = [
  "update-config",
  "keybindings-help",
  "simplify",
  "loop",
  "schedule",
  "claude-api",
  "fewer-permission-prompts",
  "less-permission-prompts",
  "run",
  "verify",
  "deep-research",
];

const BASE = { budgetShare: 0.01, charsPerToken: 4 } as const;

/** The presets chosen by name (the simulator's presets and the CLI's `lint --preset`). */
export type NamedPresetId = "cc-2.1.88" | "seed" | "docs-2026";
export const LISTING_PRESETS: Record<NamedPresetId, ListingPreset> = {
  "cc-2.1.88": {
    ...BASE,
    perEntryCap: 250,
    mode: "trim-evenly",
    label: "cc-2.1.88",
    source: "public source analyses of 2.1.88 (recorded 2.1.96-2.1.101 agree: cap 250, trimmed evenly)",
    versions: null,
  },
  seed: {
    ...BASE,
    perEntryCap: 250,
    mode: "trim-evenly",
    label: "design notes",
    source: "the design notes (as cc-2.1.88)",
    versions: null,
  },
  "docs-2026": {
    ...BASE,
    perEntryCap: 1_536,
    mode: "drop-least-invoked",
    label: "docs-2026",
    source: "docs only (code.claude.com skills page, 2026)",
    versions: null,
  },
};

/** The rules by Claude Code version, oldest first; counts from docs/versions.md. */
export type VersionPresetId = "cc-2.1.96" | "cc-2.1.105" | "cc-2.1.129";
export const LISTING_BY_VERSION: Record<VersionPresetId, ListingPreset> = {
  "cc-2.1.96": {
    ...BASE,
    perEntryCap: 250,
    mode: "trim-evenly",
    label: "Claude Code up to 2.1.104",
    source: "recorded, 44 listings of versions 2.1.96-2.1.101 (before 2.1.96: the 2.1.88 source analyses)",
    versions: { from: null, to: "2.1.104" },
  },
  "cc-2.1.105": {
    ...BASE,
    perEntryCap: 1_536,
    mode: "trim-evenly",
    label: "Claude Code 2.1.105 to 2.1.128",
    source: "recorded, 872 listings of versions 2.1.105-2.1.128 (the 1,536 cap: docs only)",
    versions: { from: "2.1.105", to: "2.1.128" },
  },
  "cc-2.1.129": {
    ...BASE,
    perEntryCap: 1_536,
    mode: "drop-least-invoked",
    label: "Claude Code 2.1.129 and later",
    source: "recorded, 660 listings of versions 2.1.129-2.1.232 (the 1,536 cap: docs only; least invoked first: docs, partly recorded)",
    versions: { from: "2.1.129", to: null },
  },
};

/** The newest version a recorded listing covers (docs/versions.md). */
export const NEWEST_LISTING_EVIDENCE = "2.1.232";
/** The oldest version a recorded listing covers. */
export const OLDEST_LISTING_EVIDENCE = "2.1.96";
/** The versions between two rules that no recorded listing covers. */
const UNRECORDED_GAP = { from: "2.1.102", to: "2.1.104" };

export type ListingPresetId = NamedPresetId | VersionPresetId;
export const ALL_LISTING_PRESETS: Record<ListingPresetId, ListingPreset> = { ...LISTING_PRESETS, ...LISTING_BY_VERSION };

export function isListingPresetId(v: unknown): v is ListingPresetId {
  return typeof v === "string" && Object.prototype.hasOwnProperty.call(ALL_LISTING_PRESETS, v);
}

/** The listing a screen without a session shows: the app's default preset (cc-2.1.88) at 200k. */
export const DEFAULT_LISTING_PRESET: ListingPresetId = "cc-2.1.88";
export const DEFAULT_LISTING_WINDOW = 200_000;

/** Which rule, at which window: all a screen needs to ask for the listing. */
export interface ListingBasis {
  preset: ListingPresetId;
  window: number;
}
export const DEFAULT_LISTING_BASIS: ListingBasis = { preset: DEFAULT_LISTING_PRESET, window: DEFAULT_LISTING_WINDOW };

export function listingOptions(basis: ListingBasis, invocations?: Record<string, number>): ListingOptions {
  // own properties only: a preset named "constructor" (a stored value) is no preset
  const p = isListingPresetId(basis.preset) ? ALL_LISTING_PRESETS[basis.preset] : ALL_LISTING_PRESETS[DEFAULT_LISTING_PRESET];
  return {
    window: basis.window,
    budgetShare: p.budgetShare,
    charsPerToken: p.charsPerToken,
    perEntryCap: p.perEntryCap,
    mode: p.mode,
    ...(invocations ? { invocations } : {}),
  };
}

/** The budget in characters: 1% of the window at 4 characters a token. */
export function listingBudget(basis: ListingBasis): number {
  const o = listingOptions(basis);
  return Math.floor(o.window * o.budgetShare * o.charsPerToken);
}

export interface ListingChoice {
  preset: VersionPresetId;
  version: string | null;
  /** false when no recorded listing covers this version */
  known: boolean;
  reason: string;
}

/** The listing rule a Claude Code version ran (null: no version, the newest rule). */
export function listingPresetFor(version: string | null | undefined): ListingChoice {
  const p = version ? parseVersion(version) : null;
  if (!version || !p) {
    return {
      preset: "cc-2.1.129",
      version: version ?? null,
      known: false,
      reason: version ? `"${version}" is not a Claude Code version: the newest rule` : "no Claude Code version: the newest rule",
    };
  }
  const v = (s: string) => parseVersion(s)!;
  for (const id of Object.keys(LISTING_BY_VERSION) as VersionPresetId[]) {
    const r = LISTING_BY_VERSION[id].versions!;
    if ((r.from && compareVersions(p, v(r.from)) < 0) || (r.to && compareVersions(p, v(r.to)) > 0)) continue;
    const label = LISTING_BY_VERSION[id].label;
    if (compareVersions(p, v(OLDEST_LISTING_EVIDENCE)) < 0)
      return {
        preset: id,
        version,
        known: false,
        reason: `${version} is older than any recorded listing: ${label}, as the 2.1.88 source analyses describe`,
      };
    if (compareVersions(p, v(NEWEST_LISTING_EVIDENCE)) > 0)
      return { preset: id, version, known: false, reason: `${version} is newer than any recorded listing: ${label}` };
    if (compareVersions(p, v(UNRECORDED_GAP.from)) >= 0 && compareVersions(p, v(UNRECORDED_GAP.to)) <= 0)
      return {
        preset: id,
        version,
        known: false,
        reason: `no listing of ${version} was recorded (the change lies between 2.1.101 and 2.1.105): ${label}`,
      };
    return { preset: id, version, known: true, reason: `${version} falls under ${label}` };
  }
  return { preset: "cc-2.1.129", version, known: false, reason: `${version}: the newest rule` };
}

/** Below this many characters a trimmed description says nothing; Claude Code lists names only. */
export const MIN_DESCRIPTION = 20;

/**
 * Columns a string takes in a terminal, as Claude Code measures the listing: a wide (CJK, Hangul,
 * fullwidth, most emoji) character counts 2, a combining mark or control character 0.
 */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch.codePointAt(0)!);
  return w;
}

function charWidth(c: number): number {
  if (c < 0x20 || (c >= 0x7f && c < 0xa0)) return 0;
  if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f) || (c >= 0xfe00 && c <= 0xfe0f)) return 0;
  if (
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0x303e) ||
    (c >= 0x3041 && c <= 0x33ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xa000 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x1f300 && c <= 0x1f64f) ||
    (c >= 0x1f900 && c <= 0x1f9ff) ||
    (c >= 0x20000 && c <= 0x3fffd)
  )
    return 2;
  return 1;
}

export type EntryFate = "full" | "capped" | "trimmed" | "name-only" | "not-listed";

export interface ListedEntry {
  name: string;
  /** description + when_to_use as written */
  description: string;
  fullChars: number;
  shownChars: number;
  /** characters of the description the model does not see */
  lostChars: number;
  fate: EntryFate;
  /** one of Claude Code's own skills (BUNDLED_SKILLS): keeps its description over budget */
  bundled?: true;
  line: string;
  reason: string;
}

export interface Listing {
  budgetChars: number;
  entries: ListedEntry[];
  text: string;
  chars: number;
  /** columns, what the budget is compared with: each line's width (a wide character 2, a newline
   *  inside a description 0) and one for each newline between lines */
  width: number;
  /** cost per turn of carrying the listing, by the counter given */
  tokens: number;
  estimator: TextCounter["estimator"];
  overBudget: boolean;
}

const ELLIPSIS = "…";

/** The per-entry cap, in characters (UTF-16 code units, as Claude Code's cap counts them). */
function capChars(s: string, n: number): string {
  return s.length <= n ? s : s.slice(0, Math.max(0, n - 1)) + ELLIPSIS;
}

/** The even share, in columns: a description wider than `n` is cut to fit `n` with its "…". */
function cutWidth(s: string, n: number): string {
  if (displayWidth(s) <= n) return s;
  let w = 0;
  let out = "";
  for (const ch of s) {
    const cw = charWidth(ch.codePointAt(0)!);
    if (w + cw > n - 1) break;
    out += ch;
    w += cw;
  }
  return out + ELLIPSIS;
}

/** description + when_to_use as the routing and lint read them (one space between). */
export function describe(e: Pick<CatalogEntry, "description" | "whenToUse">): string {
  return e.whenToUse ? `${e.description} ${e.whenToUse}`.trim() : e.description;
}

/** description + when_to_use as the listing joins them (" - ", the 2.1.88 source analyses). */
export function listedDescription(e: Pick<CatalogEntry, "description" | "whenToUse">): string {
  return e.whenToUse ? `${e.description} - ${e.whenToUse}`.trim() : e.description;
}

const lineOf = (name: string, desc: string) => (desc ? `- ${name}: ${desc}` : `- ${name}`);

export function buildListing(entries: CatalogEntry[], opts: ListingOptions, counter: TextCounter): Listing {
  const budgetChars = Math.floor(opts.window * opts.budgetShare * opts.charsPerToken);
  const bundledNames = new Set(opts.bundled ?? BUNDLED_SKILLS);
  const out: ListedEntry[] = [];
  const listed: { name: string; desc: string; full: string; capped: boolean; bundled: boolean; idx: number }[] = [];
  for (const e of entries) {
    if (e.kind !== "skill" && e.kind !== "command") continue;
    const full = listedDescription(e);
    if (e.disableModelInvocation) {
      out.push({
        name: e.name,
        description: full,
        fullChars: full.length,
        shownChars: 0,
        lostChars: full.length,
        fate: "not-listed",
        line: "",
        reason: "disable-model-invocation: only the user can run it",
      });
      continue;
    }
    const desc = capChars(full, opts.perEntryCap);
    const bundled = bundledNames.has(e.name);
    listed.push({ name: e.name, desc, full, capped: desc.length < full.length, bundled, idx: out.length });
    out.push({ name: e.name, description: full, fullChars: full.length, shownChars: 0, lostChars: 0, fate: "full", line: "", reason: "" });
  }

  let descs = listed.map((l) => l.desc);
  const widths = listed.map((l, k) => displayWidth(lineOf(l.name, descs[k])));
  const total = widths.reduce((a, b) => a + b, 0) + Math.max(0, listed.length - 1);
  const overBudget = total > budgetChars;
  const rest = listed.map((l, k) => k).filter((k) => !listed[k].bundled);
  let each: number | null = null;

  if (overBudget && rest.length && opts.mode === "trim-evenly") {
    // bundled lines whole (each with its newline), then an even share of what is left
    const bundledChars = listed.reduce((s, l, k) => (l.bundled ? s + widths[k] + 1 : s), 0);
    const names = rest.reduce((s, k) => s + displayWidth(listed[k].name) + 4, 0) + rest.length - 1;
    each = Math.floor((budgetChars - bundledChars - names) / rest.length);
    descs = descs.map((d, k) => (listed[k].bundled ? d : each! < MIN_DESCRIPTION ? "" : cutWidth(d, each!)));
  } else if (overBudget && rest.length) {
    const inv = opts.invocations ?? {};
    // least invoked first; among equals, the later in the catalog goes first
    const order = [...rest].sort((a, b) => (inv[listed[a].name] ?? 0) - (inv[listed[b].name] ?? 0) || b - a);
    let running = total;
    for (const k of order) {
      if (running <= budgetChars) break;
      if (!descs[k]) continue;
      running -= displayWidth(`: ${descs[k]}`);
      descs[k] = "";
    }
  }

  listed.forEach((l, k) => {
    const o = out[l.idx];
    const d = descs[k];
    o.line = lineOf(l.name, d);
    o.shownChars = d.length;
    o.lostChars = Math.max(0, l.full.length - (d.endsWith(ELLIPSIS) ? d.length - 1 : d.length));
    if (l.bundled) o.bundled = true;
    if (!d && l.full) {
      o.fate = "name-only";
      o.reason =
        opts.mode === "trim-evenly"
          ? `over budget: an even share of ${each} characters is too little for any description`
          : `over budget: among the least invoked (${opts.invocations?.[l.name] ?? 0})`;
    } else if (d !== l.desc) {
      o.fate = "trimmed";
      o.reason = `over budget: trimmed evenly to ${each} characters`;
    } else if (l.capped) {
      o.fate = "capped";
      o.reason = `over the per-entry cap of ${opts.perEntryCap} characters`;
    } else {
      o.fate = "full";
      o.reason = l.bundled && overBudget ? "whole: Claude Code's own skill keeps its description" : "whole";
    }
  });

  const text = listed.map((l) => out[l.idx].line).join("\n");
  // as Claude Code adds it up: each line's width, and one for each newline between lines
  const width = listed.reduce((s, l) => s + displayWidth(out[l.idx].line), 0) + Math.max(0, listed.length - 1);
  return {
    budgetChars,
    entries: out,
    text,
    chars: text.length,
    width,
    tokens: counter.count(text),
    estimator: counter.estimator,
    overBudget,
  };
}

/** The listing of a catalog by a preset at a window: what every screen asks for. */
export function listingFor(
  entries: CatalogEntry[],
  basis: ListingBasis,
  counter: TextCounter,
  invocations?: Record<string, number>,
): Listing {
  return buildListing(entries, listingOptions(basis, invocations), counter);
}

/** A listing's figures without its entries, for a trace or a screen that only shows its cost. */
export interface ListingSummary extends ListingBasis {
  budgetChars: number;
  chars: number;
  tokens: number;
  overBudget: boolean;
  /** entries the model sees by name only */
  namesOnly: number;
  listed: number;
}

export function summarizeListing(l: Listing, basis: ListingBasis): ListingSummary {
  let namesOnly = 0;
  let listed = 0;
  for (const e of l.entries) {
    if (e.fate === "not-listed") continue;
    listed++;
    if (e.fate === "name-only") namesOnly++;
  }
  return { ...basis, budgetChars: l.budgetChars, chars: l.chars, tokens: l.tokens, overBudget: l.overBudget, namesOnly, listed };
}

const windowLabel = (w: number) => (w >= 1_000_000 ? `${w / 1_000_000}M` : `${Math.round(w / 1000)}k`);

/** In words: which rule, which window, which budget, and how many skills it lists by name only. */
export function listingBasisText(s: ListingSummary): string {
  const p = isListingPresetId(s.preset) ? ALL_LISTING_PRESETS[s.preset] : undefined;
  const names = s.namesOnly ? `; ${s.namesOnly.toLocaleString("en-US")} of ${s.listed.toLocaleString("en-US")} skills by name only` : "";
  return `${p?.label ?? s.preset} rule, ${windowLabel(s.window)} window: a ${s.budgetChars.toLocaleString("en-US")}-character budget (1% × 4 characters a token), ${s.chars.toLocaleString("en-US")} characters listed${names}`;
}
