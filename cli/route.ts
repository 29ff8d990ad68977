// context-lab route "PROMPT" [more prompts...] --catalog DIR [--catalog DIR ...] [--json] ...
// Routes prompts through the skill router (rules.md#routing); several prompts form one conversation (the
// repeat rule sees the previous one). --log FILE appends the router log (JSONL).
import path from "node:path";
import {
  buildRouter,
  createRouterSession,
  KOREAN_MODES,
  loadParaphrases,
  whyNot,
  type KoreanMode,
  type RouteTrace,
  type RouterSettings,
  type WhyNot,
} from "../lib/routing";
import { loadCatalog, type CatalogEntry } from "../lib/skills/catalog";
import { loadCounter } from "../lib/tokens/estimators";
import type { Estimator } from "../lib/model";
import { parseArgs, readCatalogDir, UsageError } from "./io";
import { appendToFile, readFileText } from "./file-access";
import { readJson } from "../lib/input/json";
import { readNumber } from "../lib/input/number";
import { readRouterSettings, ROUTER_SETTING_RULES } from "../lib/routing/read-settings";

/** Pull every `--name value` / `--name=value` of a repeatable option out of the arguments. */
export function takeRepeated(args: string[], name: string): { values: string[]; rest: string[] } {
  const values: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === `--${name}`) {
      const v = args[++i];
      if (v === undefined) throw new UsageError(`--${name} needs a value`);
      values.push(v);
    } else if (a.startsWith(`--${name}=`)) values.push(a.slice(name.length + 3));
    else rest.push(a);
  }
  return { values, rest };
}

/** The union of one or more catalog folders. */
export function loadCatalogs(dirs: string[]): CatalogEntry[] {
  if (!dirs.length) throw new UsageError("--catalog DIR is required (repeat it to union catalogs)");
  return dirs.flatMap((d) => loadCatalog(readCatalogDir(d), path.basename(path.resolve(d))).entries);
}

export const SETTING_FLAGS = ["settings", "korean-mode", "score-min", "top-k", "near-tie", "synonym-weight", "body-weight", "estimator"];
export const SETTING_BOOLS = ["no-synonyms", "decompose", "no-decompose", "no-triage", "no-agents"];

/** Router settings from --settings FILE.json and the individual flags (flags win). */
export function settingsFromArgs(values: Record<string, string>, flags: Set<string>): Partial<RouterSettings> {
  let s: Partial<RouterSettings> = {};
  if (values.settings) {
    const read = readJson(readFileText(values.settings, { what: "--settings" }), `--settings ${values.settings}`);
    if (!read.ok) throw new UsageError(read.message);
    const r = readRouterSettings(read.value, `--settings ${values.settings}`);
    if (!r.ok) throw new UsageError(r.problems[0]);
    for (const p of r.problems) process.stderr.write(`context-lab: ${p}\n`);
    s = r.settings;
  }
  // every flag through the one bounded reader, in the range the setting has wherever it is set
  const num = (flag: string, key: keyof typeof ROUTER_SETTING_RULES) => {
    const rule = ROUTER_SETTING_RULES[key];
    const range = rule.kind === "number" ? rule.range : { min: -Infinity, max: Infinity };
    const r = readNumber(values[flag], { ...range, text: true, integer: false }, `--${flag}`);
    if (r.value === undefined) throw new UsageError(r.note);
    return r.value;
  };
  if (values["korean-mode"]) {
    if (!KOREAN_MODES.includes(values["korean-mode"] as KoreanMode))
      throw new UsageError(`--korean-mode must be one of ${KOREAN_MODES.join(", ")}`);
    s.koreanMode = values["korean-mode"] as KoreanMode;
  }
  if (values["score-min"] !== undefined) s.scoreMin = num("score-min", "scoreMin");
  if (values["top-k"] !== undefined) s.topK = Math.round(num("top-k", "topK"));
  if (values["near-tie"] !== undefined) s.nearTieRatio = num("near-tie", "nearTieRatio");
  if (values["synonym-weight"] !== undefined) s.synonymWeight = num("synonym-weight", "synonymWeight");
  if (values["body-weight"] !== undefined) s.bodyWeight = num("body-weight", "bodyWeight");
  if (flags.has("no-synonyms")) s.synonyms = false;
  if (flags.has("decompose")) s.decompose = true;
  if (flags.has("no-decompose")) s.decompose = false;
  if (flags.has("no-triage")) s.triage = false;
  if (flags.has("no-agents")) s.searchAgents = false;
  return s;
}

export async function counterFromArgs(values: Record<string, string>) {
  const estimator = (values.estimator ?? "chars4") as Estimator;
  if (!["chars4", "o200k", "cl100k"].includes(estimator)) throw new UsageError(`unknown estimator ${estimator}`);
  return loadCounter(estimator);
}

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);

function printTrace(t: RouteTrace): void {
  const w = (s: string) => process.stdout.write(s + "\n");
  w(`prompt: ${t.prompt}`);
  if (t.requestWindow) w(`read: ${t.requestWindow}`);
  w(`decision: ${t.decision}${t.chosen ? ` -> ${t.chosen}` : ""}${t.options ? ` (options: ${t.options.join(", ")})` : ""}`);
  w(`reason: ${t.reason}`);
  w(`path: ${t.stages.map((s) => `${s.stage}${s.passed ? "" : " ✗"}`).join(" → ")}`);
  for (const s of t.stages) w(`  ${s.stage.padEnd(13)} ${s.passed ? "pass" : "stop"}  ${s.detail}`);
  if (t.candidates.length && !t.candidates[0].forced) {
    const reranked = t.candidates[0].rankScore !== undefined;
    w(
      `\ncandidates (classic BM25${reranked ? "; body = the body's BM25, rank = BM25 + weight × body" : ""}; per-term contributions: weight × idf × tf-norm):`,
    );
    for (const c of t.candidates) {
      w(
        `  ${String(c.rank).padStart(2)}. ${c.name.padEnd(36)} ${f2(c.score).padStart(6)}${c.bodyScore !== undefined ? `  body ${f2(c.bodyScore).padStart(6)}  rank ${f2(c.rankScore!).padStart(6)}` : ""}`,
      );
      for (const x of c.terms.slice(0, 8)) {
        w(
          `        ${x.term.padEnd(18)} ${f2(x.contribution).padStart(6)}  (w ${f2(x.weight)}, tf ${x.tf}, df ${x.df}, idf ${f2(x.idf)}, len ${x.fieldLength}/${f1(x.avgFieldLength)}${x.origin !== "query" ? `, ${x.origin} of ${x.from}` : ""})`,
        );
      }
      if (c.terms.length > 8) w(`        … ${c.terms.length - 8} more terms`);
    }
  }
  if (t.agents.length) {
    w("\nsubagents (own index):");
    for (const c of t.agents) w(`  ${String(c.rank).padStart(2)}. ${c.name.padEnd(36)} ${f2(c.score).padStart(6)}`);
  }
  if (t.merged) {
    w("\nskills and subagents together (BM25 on both indexes' statistics):");
    t.merged.forEach((c, i) =>
      w(`  ${String(i + 1).padStart(2)}. ${c.name.padEnd(36)} ${f2(c.score).padStart(6)}  ${c.kind === "agent" ? "subagent" : "skill"}`),
    );
  }
  if (t.subtasks) {
    w("\nsub-tasks:");
    t.subtasks.forEach((s, i) =>
      w(
        `  ${i + 1}. "${s.text}" -> ${s.decision}${s.chosen ? ` ${s.chosen}` : ""}  [${s.candidates.map((c) => `${c.name} ${f1(c.score)}`).join(", ")}]`,
      ),
    );
  }
  w(`\ntokens (${t.estimator}): router injects ${t.injectedTokens}; listing the whole catalog costs ${t.listingTokens}${costOfChosen(t)}`);
}

function printWhyNot(x: WhyNot): void {
  const w = (s: string) => process.stdout.write(s + "\n");
  w(`\nwhy not ${x.name}? [${x.stage}] ${x.verdict}`);
  if (x.suggestions?.length) w(`  near names: ${x.suggestions.join(", ")}`);
  if (x.terms?.length) w(`  its terms: ${x.terms.map((t) => `${t.term} ${t.contribution.toFixed(2)}`).join(", ")}`);
  if (x.rerank)
    w(`  rerank: body ${x.rerank.body.toFixed(2)}, rank score ${x.rerank.rankScore.toFixed(2)}, #${x.rerank.from} -> #${x.rerank.to}`);
  for (const h of x.hints) w(`  - ${h.text}${h.outcome ? `: ${h.outcome}` : ""}`);
}

export async function routeCommand(args: string[]): Promise<number> {
  const cat = takeRepeated(args, "catalog");
  const { positional, values, flags } = parseArgs(cat.rest, ["previous", "log", "why", ...SETTING_FLAGS], ["json", ...SETTING_BOOLS]);
  if (!positional.length)
    throw new UsageError(
      'usage: route "PROMPT" [more prompts] --catalog DIR [--catalog DIR] [--json] [--previous P] [--log FILE] [--why SKILL] [--korean-mode strip|bigram|both] [--score-min N] [--top-k N] [--near-tie R] [--body-weight W] [--decompose] [--no-synonyms] [--no-triage] [--no-agents] [--estimator E] [--settings FILE.json]',
    );
  const entries = loadCatalogs(cat.values);
  const router = buildRouter(entries, settingsFromArgs(values, flags), {
    counter: await counterFromArgs(values),
    paraphrases: await loadParaphrases(),
  });
  const session = createRouterSession(router);
  const traces: RouteTrace[] = [];
  if (values.previous !== undefined) session.route(values.previous);
  for (const p of positional) traces.push(session.route(p));
  if (values.log)
    appendToFile(
      values.log,
      (values.previous !== undefined ? session.log.slice(1) : session.log).map((l) => JSON.stringify(l)).join("\n") + "\n",
    );
  // --why: where that skill dropped out of each prompt's route (each routed after the one before)
  const whys = values.why
    ? traces.map((t, i) => {
        const previousPrompt = i ? positional[i - 1] : values.previous;
        return whyNot(router, t, values.why!, entries, previousPrompt !== undefined ? { previousPrompt } : {});
      })
    : null;
  if (flags.has("json")) {
    const out = traces.map((t, i) => (whys ? { ...t, whyNot: whys[i] } : t));
    process.stdout.write(JSON.stringify(out.length === 1 ? out[0] : out, null, 2) + "\n");
    return 0;
  }
  traces.forEach((t, i) => {
    if (i) process.stdout.write("\n" + "─".repeat(60) + "\n");
    printTrace(t);
    if (whys) printWhyNot(whys[i]);
  });
  return 0;
}

/** What the chosen entry costs this context: a skill's body loads into it; a subagent reads its own elsewhere. */
function costOfChosen(t: RouteTrace): string {
  if (!t.chosen) return "";
  if (t.decision === "delegate")
    return `; the subagent reads its body (${t.delegatedBodyTokens ?? 0}) in its own context, only its result comes back`;
  return `; the chosen body adds ${t.chosenBodyTokens} when loaded`;
}
