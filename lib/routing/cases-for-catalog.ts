// Which cases of a gold set still make sense over another catalog (rules.md#routing-bench): the
// routing screen offers them as example prompts. A prompt that needs no skill (native work, a
// greeting) holds over every catalog; a prompt whose gold skills are all in the catalog holds there;
// any other would ask the router for a skill the catalog does not have. Without the catalog's names
// (a catalog this page did not read itself) only the prompts that need no skill are kept.
import type { GoldCase } from "./bench";

export function casesForCatalog(cases: readonly GoldCase[], names: ReadonlySet<string> | null): GoldCase[] {
  return cases.filter(
    (c) => c.kind === "native" || c.kind === "chitchat" || (names !== null && c.gold.length > 0 && c.gold.every((g) => names.has(g))),
  );
}
