// Names as Claude Code uses them (rules.md#skills): a skill is known by its front matter `name`,
// its folder name (file stem for agents and commands) when it has none. Two entries with one name
// are reported: only one of them can be invoked by it. A gold set or a "why not" may give either
// the name or the folder; a folder resolves to the skill it holds, and the bench says so.
import type { CatalogEntry } from "../skills/catalog";

export interface DuplicateName {
  name: string;
  /** the paths of the entries sharing it, in catalog order */
  paths: string[];
}

export interface NameBook {
  /** by front matter name (or folder when none) */
  byName: Map<string, CatalogEntry[]>;
  /** by folder (skills) or file stem (agents, commands), where it differs from the name */
  byFolder: Map<string, CatalogEntry[]>;
  duplicates: DuplicateName[];
}

export function nameBook(entries: readonly CatalogEntry[]): NameBook {
  const byName = new Map<string, CatalogEntry[]>();
  const byFolder = new Map<string, CatalogEntry[]>();
  for (const e of entries) {
    const list = byName.get(e.name);
    if (list) list.push(e);
    else byName.set(e.name, [e]);
    if (e.folder && e.folder !== e.name) {
      const f = byFolder.get(e.folder);
      if (f) f.push(e);
      else byFolder.set(e.folder, [e]);
    }
  }
  const duplicates: DuplicateName[] = [];
  for (const [name, list] of byName) if (list.length > 1) duplicates.push({ name, paths: list.map((e) => e.path) });
  return { byName, byFolder, duplicates };
}

export type NameResolution =
  | { given: string; via: "name"; name: string }
  | { given: string; via: "folder"; name: string; path: string }
  | { given: string; via: "unknown" };

/** A name as given: the entry's own name, the folder of exactly one entry, or unknown. */
export function resolveName(book: NameBook, given: string): NameResolution {
  if (book.byName.has(given)) return { given, via: "name", name: given };
  const byFolder = book.byFolder.get(given);
  // a folder that names another entry's skill, held by one entry (or several of one name), resolves
  if (byFolder && new Set(byFolder.map((e) => e.name)).size === 1)
    return { given, via: "folder", name: byFolder[0].name, path: byFolder[0].path };
  return { given, via: "unknown" };
}

export interface GoldNames {
  /** a folder name in the gold set, read as the skill's name */
  resolved: { id: string; given: string; name: string; path: string }[];
  /** a name no entry has, by name or by folder */
  unknown: { id: string; given: string }[];
  duplicates: DuplicateName[];
}

/** The gold set's names resolved against the catalog: cases rewritten to names, and what was done. */
export function resolveGoldNames<C extends { id: string; gold: string[]; acceptable?: string[] }>(
  cases: readonly C[],
  entries: readonly CatalogEntry[],
): { cases: C[]; names: GoldNames } {
  const book = nameBook(entries);
  const names: GoldNames = { resolved: [], unknown: [], duplicates: book.duplicates };
  const seen = new Set<string>();
  const fix = (id: string, list: string[]) =>
    list.map((given) => {
      const r = resolveName(book, given);
      const key = `${id}\u0000${given}`;
      if (r.via === "folder") {
        if (!seen.has(key)) names.resolved.push({ id, given, name: r.name, path: r.path });
        seen.add(key);
        return r.name;
      }
      if (r.via === "unknown" && !seen.has(key)) {
        seen.add(key);
        names.unknown.push({ id, given });
      }
      return given;
    });
  const out = cases.map((c) => {
    const gold = fix(c.id, c.gold);
    const acceptable = c.acceptable ? fix(c.id, c.acceptable) : undefined;
    return { ...c, gold, ...(acceptable ? { acceptable } : {}) };
  });
  return { cases: out, names };
}
