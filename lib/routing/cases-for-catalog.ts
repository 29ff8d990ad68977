// Which cases of a gold set still make sense over another catalog (rules.md#routing-bench): the
// routing screen offers them as example prompts. A prompt that needs no skill (native work, a
// greeting) holds over every catalog; a prompt whose gold skills are all in the catalog holds there;
// any other would ask the router for a skill the catalog does not have. Without the catalog's names
// (a catalog this page did not read itself) only the prompts that need no skill are kept.
import { GOLD_KINDS, type GoldCase, type GoldKind } from "./bench";

export function casesForCatalog(cases: readonly GoldCase[], names: ReadonlySet<string> | null): GoldCase[] {
  return cases.filter(
    (c) => c.kind === "native" || c.kind === "chitchat" || (names !== null && c.gold.length > 0 && c.gold.every((g) => names.has(g))),
  );
}

/** A prompt that needs no skill: it fits every catalog. */
export const needsNoSkill = (c: GoldCase) => c.kind === "native" || c.kind === "chitchat";

/**
 * The example prompts as the menu shows them: grouped by kind in GOLD_KINDS order, each group in
 * the gold set's order, except that `lead` (a case id), when among them, opens its group and its
 * group comes first, so that it is the first example shown.
 */
export function exampleGroups(cases: readonly GoldCase[], lead?: string): [GoldKind, GoldCase[]][] {
  const first = lead ? cases.find((c) => c.id === lead) : undefined;
  const byKind = new Map<GoldKind, GoldCase[]>();
  if (first) byKind.set(first.kind, [first]);
  for (const c of cases) if (c !== first) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  const kinds = GOLD_KINDS.filter((k) => byKind.has(k) && k !== first?.kind);
  return (first ? [first.kind, ...kinds] : kinds).map((k) => [k, byKind.get(k)!]);
}
