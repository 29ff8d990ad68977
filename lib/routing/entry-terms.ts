// Each catalog entry's own share of the router's index (rules.md#routing): the text it is indexed
// by, the analyser's terms of it with their counts, its name's terms and its listing description.
// They depend on the entry and the index-time settings alone, so each is worked out once per entry
// and kept beside it (a WeakMap: dropped with the entry). A worker reading a folder file by file
// works them out between its reads (`primeEntryTerms`, most of that time is spent waiting on the
// browser), and the index build after the last read only joins them (catalog-index.ts).
import type { CatalogEntry } from "../skills/catalog";
import { describe as describeEntry } from "../skills/listing";
import { DEFAULT_ROUTER_SETTINGS, type RouterSettings } from "./settings";
import { analyze, type AnalyzerOptions } from "./text";
import { entryWords } from "./vocabulary";

const BOUNDARY_SENTENCE =
  /^(?:\(?\s*)(?:do\s+not|don['’]t|never)\s+use\b|^not\s+(?:for|intended for|to be used)\b|^\(?\s*not\s+for\b|사용하지\s*(?:말|마|않)/i;

/** An entry's name as words: "pdf-form_fill:v2" -> "pdf form fill v2". */
export const nameWords = (name: string) => name.replace(/[-_:]+/g, " ");

/** The text an entry is indexed by: name words, description, when_to_use. */
export function indexText(e: CatalogEntry, dropBoundary: boolean, nameRepeat = 1): string {
  const name = nameWords(e.name);
  const parts = [...Array.from({ length: Math.max(1, nameRepeat) }, () => name), e.description, e.whenToUse ?? ""];
  let text = parts.filter(Boolean).join("\n");
  if (dropBoundary) {
    text = text
      .split(/(?<=[.!?。])\s+|\n+/)
      .filter((sentence) => !BOUNDARY_SENTENCE.test(sentence.trim()))
      .join(" ");
  }
  return text;
}

export type IndexTextSettings = Pick<RouterSettings, "koreanMode" | "stemEnglish" | "dropBoundary" | "nameRepeat">;

export interface EntryTerms {
  /** the text the entry is indexed by (catalog-index.ts indexText) */
  text: string;
  /** each term of it and how often it stands there */
  tf: Map<string, number>;
  /** terms in all, every occurrence */
  length: number;
  nameTerms: Set<string>;
  description: string;
}

interface Kept {
  /** what the terms were worked out from: an entry changed since is worked out again */
  from: [string, string, string | undefined];
  bySettings: Map<string, EntryTerms>;
}

const kept = new WeakMap<CatalogEntry, Kept>();

const settingsKey = (s: IndexTextSettings) => `${s.koreanMode}|${s.stemEnglish}|${s.dropBoundary}|${s.nameRepeat}`;

/** The entry's share of an index with these settings, worked out once. */
export function entryTerms(e: CatalogEntry, s: IndexTextSettings): EntryTerms {
  let k = kept.get(e);
  if (!k || k.from[0] !== e.name || k.from[1] !== e.description || k.from[2] !== e.whenToUse) {
    k = { from: [e.name, e.description, e.whenToUse], bySettings: new Map() };
    kept.set(e, k);
  }
  const key = settingsKey(s);
  let t = k.bySettings.get(key);
  if (!t) {
    const opts: AnalyzerOptions = { koreanMode: s.koreanMode, stemEnglish: s.stemEnglish };
    const text = indexText(e, s.dropBoundary, s.nameRepeat);
    const terms = analyze(text, opts);
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    t = { text, tf, length: terms.length, nameTerms: new Set(analyze(nameWords(e.name), opts)), description: describeEntry(e) };
    k.bySettings.set(key, t);
  }
  return t;
}

/**
 * Works out, ahead of the build, what an index with these settings (the defaults: the index a
 * catalog is first loaded with) and the vocabulary learner read of each entry.
 */
export function primeEntryTerms(entries: readonly CatalogEntry[], s: IndexTextSettings = DEFAULT_ROUTER_SETTINGS): void {
  for (const e of entries) {
    if (e.error) continue;
    entryTerms(e, s);
    if (e.kind !== "agent") entryWords(e);
  }
}
