// A router's answers outside a route: every match for a text (retrieval only: classic BM25 and the
// body's evidence, as the gate reads them), and
// why one entry scores what it scores, by its fields (explain.ts) or by its body (body.ts, what the
// rerank added). By name, or by path when names collide: the best-scoring entry of that name
// answers. Each reads what a route reads of a long request (request-window.ts). The Router
// interface (router.ts) exposes them; "why not" and the screens call them.
import { bodyQuery, bodyScore, type BodyContribution } from "./body";
import { addBodyEvidence, bodyEvidenceWeight } from "./body-evidence";
import { planRerank } from "./rerank";
import { entryIds, type RouterIndex } from "./catalog-index";
import { explainTerms } from "./explain";
import { querySettings } from "./query-settings";
import { byScore, retrieveScores } from "./retrieve";
import type { RouterParts } from "./router-parts";
import type { RouterSettings } from "./settings";
import type { QueryTerm, ScoredName, TermContribution } from "./trace";
import { requestWindow } from "./request-window";

export interface LookupOptions {
  index?: "skills" | "agents";
  settings?: Partial<RouterSettings>;
}

const indexOf = (parts: RouterParts, o: LookupOptions): RouterIndex => (o.index === "agents" ? parts.agents : parts.skills);

export function retrieveAll(parts: RouterParts, text: string, o: LookupOptions = {}): { terms: QueryTerm[]; hits: ScoredName[] } {
  const settings = querySettings(parts.settings, o.settings);
  const index = indexOf(parts, o);
  const terms = parts.termsFor(requestWindow(text).text, settings, index, (t) => index.df.get(t) ?? 0);
  const hits = retrieveScores(index, terms, settings);
  // the skills' scores as the gate reads them: with the body's evidence (body-evidence.ts)
  const evidence = index === parts.skills ? bodyEvidenceWeight(settings.bodyEvidence, planRerank(terms, settings).promptWords) : 0;
  if (evidence > 0) {
    const bi = parts.bodyIndex();
    addBodyEvidence(bi, index, hits, bodyQuery(bi, terms), evidence, settings.k1, settings.b);
  }
  return {
    terms,
    hits: hits.sort(byScore(index)).map((h) => ({ name: index.entries[h.id].name, score: h.score })),
  };
}

export function explainEntry(
  parts: RouterParts,
  text: string,
  nameOrPath: string,
  o: LookupOptions = {},
): { score: number; terms: TermContribution[]; path: string } | null {
  const settings = querySettings(parts.settings, o.settings);
  const index = indexOf(parts, o);
  const ids = entryIds(index, nameOrPath);
  if (!ids.length) return null;
  const terms = parts.termsFor(requestWindow(text).text, settings, index, (t) => index.df.get(t) ?? 0);
  let out: { score: number; terms: TermContribution[]; path: string } | null = null;
  for (const id of ids) {
    const contributions = explainTerms(index, id, terms, settings);
    const score = contributions.reduce((a, t) => a + t.contribution, 0);
    if (!out || score > out.score) out = { score, terms: contributions, path: index.entries[id].path };
  }
  return out;
}

export function explainEntryBody(
  parts: RouterParts,
  text: string,
  nameOrPath: string,
  o: { settings?: Partial<RouterSettings> } = {},
): { score: number; terms: BodyContribution[]; path: string } | null {
  const settings = querySettings(parts.settings, o.settings);
  const ids = entryIds(parts.skills, nameOrPath);
  if (!ids.length) return null;
  const terms = parts.pipeline.queryTerms(requestWindow(text).text, settings);
  const bodies = parts.bodyIndex();
  let out: { score: number; terms: BodyContribution[]; path: string } | null = null;
  for (const id of ids) {
    const b = bodyScore(bodies, id, terms, settings.k1, settings.b);
    if (!out || b.score > out.score) out = { ...b, path: parts.skills.entries[id].path };
  }
  return out;
}
