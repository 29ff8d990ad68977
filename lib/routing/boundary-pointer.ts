// The boundary sentence as a pointer (issue 34): "Do NOT use for X (use Y)" says X is Y's job. The
// sentence is left out of its own skill's index (dropBoundary: its words would pull the skill up for
// exactly those requests); with `boundaryPointer` its X is indexed as words of the sibling Y it
// names, in the same index, so a request for X finds the skill the catalog's author pointed to.
import type { CatalogEntry } from "../skills/catalog";

/** "Do NOT use for rollbacks (use rollback-release)", "Do not use for X; use Y instead", "X는 Y를 사용" aside. */
const LEAD = /^\(?\s*(?:do\s+not|don['’]t|never)\s+use\s+(?:this\s+)?(?:skill\s+|agent\s+)?(?:for|when|to)\s+/i;
const TARGET = /\(\s*use\s+([a-z0-9][a-z0-9:_-]*)(?:\s+instead)?\s*\)|[;,—-]\s*use\s+([a-z0-9][a-z0-9:_-]*)\s+instead/gi;

/** The boundary sentences of one entry's text, each as what it excludes and the names it points to. */
export function boundaryTargets(text: string): { words: string; to: string[] }[] {
  const out: { words: string; to: string[] }[] = [];
  for (const sentence of text.split(/(?<=[.!?。])\s+|\n+/)) {
    const s = sentence.trim();
    const lead = LEAD.exec(s);
    if (!lead) continue;
    // one sentence may list several: "Do NOT use for rollbacks (use rollback-release) or hotfixes (use hotfix)"
    let from = lead[0].length;
    for (const m of s.matchAll(TARGET)) {
      const words = s
        .slice(from, m.index)
        .replace(/^\s*(?:or|and|,)\s+/i, "")
        .trim();
      if (words) out.push({ words, to: [(m[1] ?? m[2]).toLowerCase()] });
      from = (m.index ?? 0) + m[0].length;
    }
  }
  return out;
}

/**
 * For each entry of the index, the words other entries' boundaries point to it with (by name,
 * within the same index; a pointer to no entry, or to itself, points nowhere).
 */
export function pointedWords(entries: readonly CatalogEntry[]): Map<number, string[]> {
  const byName = new Map<string, number[]>();
  entries.forEach((e, id) => byName.set(e.name.toLowerCase(), [...(byName.get(e.name.toLowerCase()) ?? []), id]));
  const out = new Map<number, string[]>();
  entries.forEach((e, from) => {
    for (const b of boundaryTargets(`${e.description}\n${e.whenToUse ?? ""}`))
      for (const name of b.to) for (const id of byName.get(name) ?? []) if (id !== from) out.set(id, [...(out.get(id) ?? []), b.words]);
  });
  return out;
}
