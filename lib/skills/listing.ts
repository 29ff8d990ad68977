// The skill listing the model sees at every session start (rules.md#skills): each model-invocable skill's
// name and description, within 1% of the window in characters (4 characters a token), each entry
// capped. Over budget, cc-2.1.88 trims descriptions evenly; docs-2026 drops descriptions starting
// with the least-invoked skills. Names always stay. Not re-injected after a compaction.
import type { TextCounter } from "../tokens/estimators";
import type { CatalogEntry } from "./catalog";

export type ListingMode = "trim-evenly" | "drop-least-invoked";

export interface ListingOptions {
  window: number;
  /** share of the window, in tokens, the listing may use (1%) */
  budgetShare: number;
  /** characters a token, to turn the token share into characters (4) */
  charsPerToken: number;
  /** per-entry cap on description + when_to_use, characters (250 cc-2.1.88, 1,536 docs-2026) */
  perEntryCap: number;
  mode: ListingMode;
  /** invocations per skill name, for drop-least-invoked */
  invocations?: Record<string, number>;
}

export const LISTING_PRESETS: Record<"cc-2.1.88" | "seed" | "docs-2026", Omit<ListingOptions, "window">> = {
  "cc-2.1.88": { budgetShare: 0.01, charsPerToken: 4, perEntryCap: 250, mode: "trim-evenly" },
  seed: { budgetShare: 0.01, charsPerToken: 4, perEntryCap: 250, mode: "trim-evenly" },
  "docs-2026": { budgetShare: 0.01, charsPerToken: 4, perEntryCap: 1_536, mode: "drop-least-invoked" },
};

/** Below this many characters a trimmed description says nothing; Claude Code lists names only. */
export const MIN_DESCRIPTION = 20;

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
  line: string;
  reason: string;
}

export interface Listing {
  budgetChars: number;
  entries: ListedEntry[];
  text: string;
  chars: number;
  /** cost per turn of carrying the listing, by the counter given */
  tokens: number;
  estimator: TextCounter["estimator"];
  overBudget: boolean;
}

const ELLIPSIS = "…";

function cut(s: string, n: number): string {
  return s.length <= n ? s : s.slice(0, Math.max(0, n - 1)) + ELLIPSIS;
}

export function describe(e: Pick<CatalogEntry, "description" | "whenToUse">): string {
  return e.whenToUse ? `${e.description} ${e.whenToUse}`.trim() : e.description;
}

export function buildListing(entries: CatalogEntry[], opts: ListingOptions, counter: TextCounter): Listing {
  const budgetChars = Math.floor(opts.window * opts.budgetShare * opts.charsPerToken);
  const out: ListedEntry[] = [];
  const listed: { e: CatalogEntry; desc: string; full: string; capped: boolean; idx: number }[] = [];
  for (const e of entries) {
    if (e.kind !== "skill" && e.kind !== "command") continue;
    const full = describe(e);
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
    const desc = cut(full, opts.perEntryCap);
    listed.push({ e, desc, full, capped: desc.length < full.length, idx: out.length });
    out.push({ name: e.name, description: full, fullChars: full.length, shownChars: 0, lostChars: 0, fate: "full", line: "", reason: "" });
  }

  const line = (name: string, desc: string) => (desc ? `- ${name}: ${desc}` : `- ${name}`);
  const total = (descs: string[]) => listed.reduce((s, l, k) => s + line(l.e.name, descs[k]).length, 0) + Math.max(0, listed.length - 1);
  let descs = listed.map((l) => l.desc);
  const overBudget = total(descs) > budgetChars;

  if (overBudget && opts.mode === "trim-evenly") {
    const names = listed.reduce((s, l) => s + l.e.name.length + 4, 0) + Math.max(0, listed.length - 1);
    const each = Math.floor((budgetChars - names) / Math.max(1, listed.length));
    descs = each < MIN_DESCRIPTION ? listed.map(() => "") : descs.map((d) => cut(d, each));
  } else if (overBudget) {
    const inv = opts.invocations ?? {};
    // least invoked first; among equals, the later in the catalog goes first
    const order = listed.map((_, k) => k).sort((a, b) => (inv[listed[a].e.name] ?? 0) - (inv[listed[b].e.name] ?? 0) || b - a);
    for (const k of order) {
      if (total(descs) <= budgetChars) break;
      descs[k] = "";
    }
  }

  listed.forEach((l, k) => {
    const o = out[l.idx];
    const d = descs[k];
    o.line = line(l.e.name, d);
    o.shownChars = d.length;
    o.lostChars = Math.max(0, l.full.length - (d.endsWith(ELLIPSIS) ? d.length - 1 : d.length));
    if (!d && l.full) {
      o.fate = "name-only";
      o.reason =
        opts.mode === "trim-evenly"
          ? "over budget: too little room left for any description"
          : `over budget: among the least invoked (${opts.invocations?.[l.e.name] ?? 0})`;
    } else if (d !== l.desc) {
      o.fate = "trimmed";
      o.reason = `over budget: trimmed evenly to ${d.length} characters`;
    } else if (l.capped) {
      o.fate = "capped";
      o.reason = `over the per-entry cap of ${opts.perEntryCap} characters`;
    } else {
      o.fate = "full";
      o.reason = "whole";
    }
  });

  const text = listed.map((_, k) => out[listed[k].idx].line).join("\n");
  return { budgetChars, entries: out, text, chars: text.length, tokens: counter.count(text), estimator: counter.estimator, overBudget };
}
