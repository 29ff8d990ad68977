// The catalog linter: description discipline (rules.md#routing) and what compaction will do to each body
// (rules.md#skills). Every finding names its rule; nothing here fails a run, it informs.
import { chars4Counter, type TextCounter } from "../tokens/estimators";
import type { Catalog, CatalogEntry } from "./catalog";
import { describe as describeEntry, listedDescription } from "./listing";
import { cutSkill, DEFAULT_REATTACH, lostAfterCut } from "./reattach";
import { MAX_DUPLICATES_NAMED, MAX_LINT_COMPARISONS } from "../limits";
import { bySeverity, isBilingual, LINT_SEVERITY, type LintSeverity } from "./lint-severity";

export type LintRule =
  | "name-format"
  | "name-folder"
  | "description-missing"
  | "description-title"
  | "description-length"
  | "description-capped"
  | "third-person"
  | "use-when"
  | "bilingual-triggers"
  | "boundary"
  | "boundary-unknown-skill"
  | "body-cut"
  | "near-duplicate"
  | "duplicate-name"
  | "front-matter";

export interface LintProblem {
  rule: LintRule;
  /** what it costs (lint-severity.ts): loses behaviour, misroutes, style, language */
  severity: LintSeverity;
  message: string;
  line?: number;
}

export interface LintResult {
  skill: string;
  kind: CatalogEntry["kind"];
  path: string;
  problems: LintProblem[];
}

export interface LintOptions {
  /** the listing's per-entry cap in characters (250 cc-2.1.88, 1,536 docs-2026) */
  perEntryCap: number;
  /** the re-attachment cut in tokens (5,000) */
  perSkillTokens: number;
  counter: TextCounter;
  /** word-set similarity at or above which two descriptions collide in retrieval */
  duplicateThreshold: number;
  /** the language rule (triggers in English and Korean): for a bilingual catalog only ("auto"), always, or never */
  languageRules: "auto" | "on" | "off";
}

export const DEFAULT_LINT: LintOptions = {
  perEntryCap: 250,
  perSkillTokens: DEFAULT_REATTACH.perSkill,
  counter: chars4Counter,
  duplicateThreshold: 0.6,
  languageRules: "auto",
};

/** Agent Skills spec: 1-64 characters of a-z, 0-9 and single hyphens, not at either end. */
export const NAME_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HANGUL = /[\uac00-\ud7a3]/;
const USE_WHEN_EN = /\buse (this |it )?(skill |agent )?(when|for|whenever|if|to)\b|\bwhen the user\b|\btriggers?:/i;
const USE_WHEN_KO = /(때|경우)\s*(사용|쓴다|씁니다|호출)|사용하세요|트리거/;
const BOUNDARY = /do\s+not\s+use\s+(?:this\s+)?(?:skill\s+|agent\s+)?(?:for|when)\b([^.]*)/i;
const BOUNDARY_KO = /사용하지\s*(말|마)/;

const STOP = new Set(
  "the a an and or of to for in on with when use this that is are be by as it its from at your you any all not do".split(" "),
);

function words(s: string): Set<string> {
  return new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2 && !STOP.has(w)),
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
}

/** A capability sentence in the third person: "Fills PDF forms", "This skill reviews...", "...한다." */
function hasThirdPersonSentence(desc: string): boolean {
  const sentences = desc
    .split(/(?<=[.!?。])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.some((s) => {
    if (/^(this|the) (skill|agent|command)\b/i.test(s)) return true;
    const first = s.split(/\s+/)[0].replace(/[^A-Za-z]/g, "");
    if (/^[A-Z][a-z]+s$/.test(first) && !/^(Use|Uses?|Always|Does|Is|Has|Was)$/.test(first) && !/ss$/.test(first)) return true;
    return /(한다|합니다|해준다|돕는다|만든다)[.\s]*$/.test(s);
  });
}

/** A finding before its severity is attached (every rule has one: lint-severity.ts). */
type Finding = Omit<LintProblem, "severity">;

/**
 * Each entry's findings, worst first (loses behaviour, misroutes, style, language; in rule order
 * within one). The language rule only for a bilingual catalog unless `languageRules` says.
 */
export function lintCatalog(catalog: Catalog, opts: Partial<LintOptions> = {}): LintResult[] {
  const o = { ...DEFAULT_LINT, ...opts };
  const language = o.languageRules === "on" || (o.languageRules === "auto" && isBilingual(catalog));
  return findings(catalog, o).map((r) => ({
    ...r,
    problems: r.problems
      .filter((p) => language || LINT_SEVERITY[p.rule] !== "language")
      .map((p) => ({ ...p, severity: LINT_SEVERITY[p.rule] }))
      .sort((a, b) => bySeverity(a.rule, b.rule)),
  }));
}

function findings(catalog: Catalog, o: LintOptions): (Omit<LintResult, "problems"> & { problems: Finding[] })[] {
  const names = new Set(catalog.entries.map((e) => e.name));
  const results = catalog.entries.map((e) => ({
    skill: e.name,
    kind: e.kind,
    path: e.path,
    problems: lintEntry(e, names, o),
  }));

  // One name for two entries of a kind: a /trigger, a gold set and a log line cannot say which.
  const byName = new Map<string, number[]>();
  catalog.entries.forEach((e, i) => {
    const k = `${e.kind}\u0000${e.name}`;
    const ids = byName.get(k);
    if (ids) ids.push(i);
    else byName.set(k, [i]);
  });
  for (const ids of byName.values()) {
    if (ids.length < 2) continue;
    ids.forEach((i, at) => {
      const others = named(ids.length - 1, (k) => catalog.entries[ids[k < at ? k : k + 1]].path);
      results[i].problems.push({
        rule: "duplicate-name",
        message: `name "${catalog.entries[i].name}" is also the name of ${others}: a /trigger, the router's log and a gold set cannot tell them apart`,
        line: catalog.entries[i].keyLines.name,
      });
    });
  }

  // Near-duplicate descriptions collide in retrieval: the router cannot tell them apart.
  // One finding an entry, naming the closest few and counting the rest: 2,000 copies of one
  // description gave 4 million findings when every pair was its own.
  const { groups, stopped } = nearDuplicates(catalog.entries, o.duplicateThreshold);
  for (const g of groups) {
    if (g.members.length < 2 && !g.near.length) continue;
    const near = g.near;
    const others: { sim: number; members: number[] }[] = [
      { sim: 1, members: g.members },
      ...near.map((n) => ({ sim: n.sim, members: groups[n.g].members })),
    ];
    const totalNear = g.nearMembers;
    g.members.forEach((i) => {
      const pick = (k: number): string => {
        for (const o2 of others) {
          const list = o2 === others[0] ? o2.members.filter((j) => j !== i).slice(0, MAX_DUPLICATES_NAMED) : o2.members;
          if (k < list.length) return `"${catalog.entries[list[k]].name}"`;
          k -= list.length;
        }
        return "";
      };
      const total = g.members.length - 1 + totalNear;
      const pct = Math.round((g.members.length > 1 ? 1 : near[0].sim) * 100);
      results[i].problems.push({
        rule: "near-duplicate",
        message: `description is ${pct}% the same words as ${named(total, pick)}: they collide in retrieval`,
        line: catalog.entries[i].keyLines.description,
      });
    });
  }
  if (stopped && results.length) {
    results[0].problems.push({
      rule: "near-duplicate",
      message: `the near-duplicate check stopped after ${MAX_LINT_COMPARISONS.toLocaleString("en-US")} comparisons: this catalog has more colliding descriptions than are listed`,
    });
  }
  return results;
}

/** "a, b, c and 7 more": at most MAX_DUPLICATES_NAMED named, the rest counted. */
function named(total: number, pick: (k: number) => string): string {
  const shown = Array.from({ length: Math.min(total, MAX_DUPLICATES_NAMED) }, (_, k) => pick(k)).join(", ");
  return total > MAX_DUPLICATES_NAMED ? `${shown} and ${(total - MAX_DUPLICATES_NAMED).toLocaleString("en-US")} more` : shown;
}

interface DupGroup {
  kind: string;
  words: string[];
  members: number[];
  /** the closest other groups at or above the threshold (at most MAX_DUPLICATES_NAMED) */
  near: { g: number; sim: number }[];
  /** entries in all other groups at or above the threshold */
  nearMembers: number;
}

/** Keeps the MAX_DUPLICATES_NAMED most similar, so a catalog where all collide stays linear here. */
function addNear(g: DupGroup, other: number, sim: number, members: number): void {
  g.nearMembers += members;
  const n = g.near;
  if (n.length === MAX_DUPLICATES_NAMED && n[n.length - 1].sim >= sim) return;
  let at = n.length;
  while (at > 0 && n[at - 1].sim < sim) at--;
  n.splice(at, 0, { g: other, sim });
  if (n.length > MAX_DUPLICATES_NAMED) n.pop();
}

/**
 * Groups of entries of one kind whose description word sets have a Jaccard similarity at or
 * above `t`, without comparing every pair: entries with the same word set are one group (100%
 * to each other), and groups are compared only when they share a word in their prefix filter
 * (words ordered rarest first; two sets at or above t must share one of their first
 * |s| - ceil(t|s|) + 1 words). Past MAX_LINT_COMPARISONS the check stops and says so.
 */
function nearDuplicates(entries: CatalogEntry[], t: number): { groups: DupGroup[]; stopped: boolean } {
  const byKey = new Map<string, DupGroup>();
  entries.forEach((e, i) => {
    const w = [...words(describeEntry(e))].sort();
    if (!w.length) return;
    const key = `${e.kind}\u0000${w.join(" ")}`;
    const g = byKey.get(key);
    if (g) g.members.push(i);
    else byKey.set(key, { kind: e.kind, words: w, members: [i], near: [], nearMembers: 0 });
  });
  const groups = [...byKey.values()];
  const sets = groups.map((g) => new Set(g.words));
  const freq = new Map<string, number>();
  for (const g of groups) for (const w of g.words) freq.set(w, (freq.get(w) ?? 0) + 1);
  const index = new Map<string, number[]>();
  const seenBy = new Int32Array(groups.length).fill(-1);
  let comparisons = 0;
  let stopped = false;
  for (let gi = 0; gi < groups.length && !stopped; gi++) {
    const g = groups[gi];
    const ordered = [...g.words].sort((x, y) => freq.get(x)! - freq.get(y)! || (x < y ? -1 : 1));
    const prefix = ordered.length - Math.ceil(t * ordered.length) + 1;
    const set = sets[gi];
    for (let k = 0; k < prefix && !stopped; k++) {
      const posting = index.get(`${g.kind}\u0000${ordered[k]}`);
      if (!posting) continue;
      for (const hi of posting) {
        if (seenBy[hi] === gi) continue;
        seenBy[hi] = gi;
        if (++comparisons > MAX_LINT_COMPARISONS) {
          stopped = true;
          break;
        }
        const sim = jaccard(set, sets[hi]);
        if (sim < t) continue;
        addNear(g, hi, sim, groups[hi].members.length);
        addNear(groups[hi], gi, sim, g.members.length);
      }
    }
    for (let k = 0; k < prefix; k++) {
      const key = `${g.kind}\u0000${ordered[k]}`;
      const posting = index.get(key);
      if (posting) posting.push(gi);
      else index.set(key, [gi]);
    }
  }
  return { groups, stopped };
}

function lintEntry(e: CatalogEntry, names: Set<string>, o: LintOptions): Finding[] {
  const p: Finding[] = [];
  const nameLine = e.keyLines.name;
  const descLine = e.keyLines.description;
  if (e.error) p.push({ rule: "front-matter", message: e.error, line: 1 });
  if (!NAME_RE.test(e.name) || e.name.length > 64) {
    p.push({
      rule: "name-format",
      message: `name "${e.name}" is not 1-64 characters of a-z, 0-9 and single hyphens (Agent Skills spec)`,
      line: nameLine,
    });
  }
  if (e.kind === "skill" && e.name !== e.folder) {
    p.push({ rule: "name-folder", message: `name "${e.name}" does not match its folder "${e.folder}"`, line: nameLine });
  }
  const desc = e.description;
  if (!desc) {
    p.push({ rule: "description-missing", message: "no description: the model cannot know when to use it", line: descLine });
    return p;
  }
  // "Runbook Generator": the description only repeats the name, so nothing says when to use it
  const own = [...words(desc)];
  const nameWords = words(e.name.replace(/[-_:]+/g, " "));
  if (own.length <= 3 && own.every((w) => nameWords.has(w) || w.length <= 3)) {
    p.push({
      rule: "description-title",
      message: `description "${desc.trim().slice(0, 60)}" only names the skill: neither the model nor a router can tell when to use it`,
      line: descLine,
    });
  }
  if (desc.length > 1_024)
    p.push({ rule: "description-length", message: `description is ${desc.length} characters; the limit is 1,024`, line: descLine });
  // as the listing joins them (listing.ts): the cap counts the same characters the listing cuts
  const listed = listedDescription(e);
  if (e.kind !== "agent" && listed.length > o.perEntryCap) {
    p.push({
      rule: "description-capped",
      message: `description${e.whenToUse ? " + when_to_use" : ""} is ${listed.length} characters; the listing shows the first ${o.perEntryCap}, and the model never sees "${listed.slice(o.perEntryCap, o.perEntryCap + 40).trim()}…"`,
      line: descLine,
    });
  }
  if (!hasThirdPersonSentence(desc)) {
    p.push({
      rule: "third-person",
      message: 'no capability sentence in the third person (e.g. "Fills PDF forms and ...")',
      line: descLine,
    });
  }
  const en = USE_WHEN_EN.test(listed);
  const ko = USE_WHEN_KO.test(listed) || (HANGUL.test(listed) && /(때|요청|경우)/.test(listed));
  if (!en && !ko)
    p.push({
      rule: "use-when",
      message: 'no "Use when ..." triggers: retrieval and the model have only the capability to go on',
      line: descLine,
    });
  else if (en !== ko)
    p.push({
      rule: "bilingual-triggers",
      message: `triggers only in ${en ? "English" : "Korean"}: requests in ${en ? "Korean" : "English"} will not match them`,
      line: descLine,
    });
  const b = BOUNDARY.exec(listed);
  if (!b && !BOUNDARY_KO.test(listed)) {
    p.push({ rule: "boundary", message: 'no "Do NOT use for ... (use other-skill)" boundary', line: descLine });
  } else if (b) {
    const refs = [...b[1].matchAll(/\(use ([a-z0-9][a-z0-9-]*)\)|use ([a-z0-9]+(?:-[a-z0-9]+)+)/gi)].map((m) => m[1] ?? m[2]);
    for (const r of refs) {
      if (!names.has(r))
        p.push({ rule: "boundary-unknown-skill", message: `the boundary points to "${r}", which is not in this catalog`, line: descLine });
    }
  }
  if (e.kind === "skill") {
    const cut = cutSkill(e.body, o.perSkillTokens);
    if (cut) {
      const lost = lostAfterCut(e.body, cut.cutAt);
      const rules = lost.filter((l) => l.kind === "rule");
      if (rules.length) {
        p.push({
          rule: "body-cut",
          message: `body is ${o.counter.count(e.body).toLocaleString("en-US")} tokens (${o.counter.estimator}); after a compaction only its first ${cut.cutAt.toLocaleString("en-US")} characters return (${o.perSkillTokens.toLocaleString("en-US")} tokens at characters / 4), and ${rules.length} rule line(s) after the cut are lost, first: "${rules[0].text.slice(0, 80)}"`,
          line: e.bodyLine + rules[0].line - 1,
        });
      }
    }
  }
  return p;
}
