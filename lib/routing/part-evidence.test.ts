// A compound's parts are evidence, not names (part-evidence.ts). The catalog is our own text: a
// repository skill named for "repo", a code-search skill, and an entry that uses "mono", so that a
// request's "monorepo" splits into mono + repo (english-compound-parts.ts).
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { mayName } from "./part-evidence";
import { planRerank } from "./rerank";
import { buildRouter } from "./router";
import { DEFAULT_ROUTER_SETTINGS } from "./settings";
import type { QueryTerm } from "./trace";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;
const router = buildRouter([
  skill("git-repo", "Create, clone and configure a git repo: remotes, repo settings, repo permissions."),
  skill("code-search", "Find every call of a function or a string across a codebase with fast text search."),
  skill("unit-tests", "Write and run unit tests for a module."),
  skill("terminal-font", "Pick a mono font and a theme for the terminal."),
]);
const triageSignals = (prompt: string) => {
  const stage = router.route(prompt).stages.find((s) => s.stage === "triage");
  return stage && "signals" in stage ? stage.signals.map((s) => s.label) : [];
};

describe("mayName", () => {
  it("a word the request wrote, or the dictionary's word for it, may name a skill; a piece of a longer word may not", () => {
    expect(mayName({ origin: "query" })).toBe(true);
    expect(mayName({ origin: "synonym" })).toBe(true);
    expect(mayName({ origin: "part" })).toBe(false);
    expect(mayName({ origin: "compound" })).toBe(false);
  });
});

describe("a compound's parts are evidence, not names", () => {
  it("reads monorepo's parts as parts, at a word's weight", () => {
    const terms = router.retrieve("set up permissions for the monorepo").terms;
    const repo = terms.find((t) => t.term === "repo");
    expect(repo).toMatchObject({ origin: "part", from: "monorepo", weight: 1 });
    expect(terms.find((t) => t.term === "mono")?.origin).toBe("part");
  });

  it("a part that is a word of the leader's name does not name it; the word itself does", () => {
    expect(router.route("set up permissions for the monorepo").chosen).toBe("git-repo");
    expect(triageSignals("set up permissions for the monorepo")).not.toContain("names the skill");
    expect(triageSignals("set up permissions for the repo")).toContain("names the skill");
  });

  it("a compound counts as one of the prompt's words in the rerank, not one per part", () => {
    const t = (term: string, origin: QueryTerm["origin"], from: string): QueryTerm => ({ term, weight: 1, origin, from, unit: "word" });
    // "find calls in the monorepo": find, call, monorepo (its own term) and its two parts
    const english = [
      t("find", "query", "find"),
      t("call", "query", "calls"),
      t("monorepo", "query", "monorepo"),
      t("mono", "part", "monorepo"),
      t("repo", "part", "monorepo"),
    ];
    expect(planRerank(english, DEFAULT_ROUTER_SETTINGS).promptWords).toBe(3);
    // a Korean compound is read as its parts only (no term of its own): it still counts once
    const korean = [t("업무", "part", "업무일지"), t("일지", "part", "업무일지"), t("써", "query", "써줘")];
    expect(planRerank(korean, DEFAULT_ROUTER_SETTINGS).promptWords).toBe(2);
  });
});
