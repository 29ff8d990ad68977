// The "what if" edit: the catalog with one entry's retrieval text (description, when_to_use)
// replaced, to route the same prompt again over it. Apart from why-not, which explains what the
// router did; this changes what it is given.
import type { CatalogEntry } from "../skills/catalog";

/** What a skill's retrieval text would be in a "what if": its description and when_to_use. */
export interface EntryEdit {
  description: string;
  whenToUse?: string;
}

/**
 * The catalog with one entry's description (and when_to_use) replaced: the first entry of that
 * path, else of that name. The others are the same objects.
 */
export function editEntry(catalog: readonly CatalogEntry[], nameOrPath: string, edit: EntryEdit): CatalogEntry[] {
  let i = catalog.findIndex((e) => e.path === nameOrPath);
  if (i < 0) i = catalog.findIndex((e) => e.name === nameOrPath);
  if (i < 0) return [...catalog];
  const out = [...catalog];
  const { whenToUse: _old, ...rest } = out[i];
  out[i] = { ...rest, description: edit.description, ...(edit.whenToUse?.trim() ? { whenToUse: edit.whenToUse } : {}) };
  return out;
}
