// Subagents as an outcome of routing (issue 34, rules.md#routing-delegate): a request only a
// subagent serves is delegated to it; a request a skill serves still loads the skill; a request
// triage judges native stays native; a skill and a subagent of one name are one job. The catalog
// is text of our own in the shape of a real plugin that ships skills (conventions) beside
// subagents (workers), as the compound-engineering and session-orchestrator catalogs do.
import { describe, expect, it } from "vitest";
import { parseEntry, type CatalogEntry } from "../skills/catalog";
import { chars4Counter } from "../tokens/estimators";
import { scoreCase } from "./bench";
import { applyDelegation, DELEGATE_LEAD, delegation, type TriageStageTrace } from "./delegate";
import { jointScores } from "./joint-score";
import { byScore, retrieveScores } from "./retrieve";
import { buildRouter, type Router } from "./router";
import { withDefaults, type RouterSettings } from "./settings";
import { whyNot } from "./whynot";

const skill = (name: string, description: string): CatalogEntry =>
  parseEntry(`skills/${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\nSteps.\n`)!;
const agent = (name: string, description: string, extra = ""): CatalogEntry =>
  parseEntry(
    `agents/${name}.md`,
    `---\nname: ${name}\ndescription: ${description}\n${extra}---\nYou are ${name}. Work through the task and report what you found.\n`,
  )!;

const entries = [
  skill(
    "api-convention",
    "REST API naming and versioning conventions for this team. Use when designing endpoints or reviewing route names.",
  ),
  skill("commit-message", "Writes commit messages in the team's conventional commit format. Use when committing changes."),
  skill("release-notes", "Drafts release notes from merged pull requests. Use when preparing a release."),
  skill("branch-strategy", "The team's branching model: feature, release and hotfix branches. Use when deciding where work goes."),
  skill("test-convention", "How this team names, structures and runs its unit tests. Use when writing tests."),
  agent(
    "migration-runner",
    "Plans and applies PostgreSQL schema migrations safely: checks locks, backfills columns, verifies rollback. Use for database migration work.",
  ),
  agent("security-auditor", "Audits code for injection, secrets and authentication flaws and reports vulnerabilities with fixes."),
  agent("release-notes", "Drafts release notes from merged pull requests and tags the release. Use when preparing a release."),
  agent("hidden-worker", "Rotates expired TLS certificates across the staging cluster nodes.", "disable-model-invocation: true\n"),
];

const router = buildRouter(entries);

/** What the pipeline gives the rule for a text: its terms, and every skill retrieval found, best first. */
function asked(r: Router, text: string, settings: RouterSettings = r.settings) {
  const terms = r.retrieve(text).terms;
  return { skills: r.skills, agents: r.agents, terms, settings, pool: retrieveScores(r.skills, terms, settings).sort(byScore(r.skills)) };
}

describe("delegate: a subagent as the outcome", () => {
  it("a request only a subagent's description serves is delegated to it", () => {
    const t = router.route("plan the postgresql schema migration and check the locks before we backfill the new column");
    expect(t.decision).toBe("delegate");
    expect(t.chosen).toBe("migration-runner");
    expect(t.chosenKind).toBe("agent");
    expect(t.reason).toMatch(/only its result comes back/);
  });

  it("a delegation costs this context nothing of the subagent's body; the body's tokens are named apart", () => {
    const t = router.route("plan the postgresql schema migration and check the locks before we backfill the new column");
    const body = entries.find((e) => e.name === "migration-runner")!.body;
    expect(t.chosenBodyTokens).toBe(0);
    expect(t.delegatedBodyTokens).toBe(chars4Counter.count(body));
    expect(t.estimator).toBe("chars4");
    // the model hands the request over by the subagent's name and description: the injection lists it
    expect(t.injectedText).toContain(`- migration-runner (`);
    expect(t.injectedTokens).toBe(chars4Counter.count(t.injectedText));
  });

  it("a request a skill serves loads the skill", () => {
    const t = router.route("draft a commit message in the conventional commit format for my staged changes");
    expect(t.decision).toBe("skill");
    expect(t.chosen).toBe("commit-message");
  });

  it("a request triage judges native stays native, though a subagent would lead", () => {
    const prompt = "explain what a postgresql schema migration lock is in one sentence";
    expect(delegation(asked(router, prompt))?.name).toBe("migration-runner");
    const t = router.route(prompt);
    expect(t.decision).toBe("native");
  });

  it("a subagent set to disable-model-invocation is never delegated to", () => {
    const t = router.route("rotate the expired TLS certificates across the staging cluster nodes");
    expect(t.chosen).not.toBe("hidden-worker");
    expect(t.decision).not.toBe("delegate");
  });

  it("a skill and a subagent of one name are one job: the skill is not the subagent's rival", () => {
    // release-notes is both, with the same words: were the skill its rival, the subagent could never
    // lead it by DELEGATE_LEAD and nothing would be delegated; left out, the rival is another skill
    const d = delegation(asked(router, "draft the release notes from the merged pull requests"));
    expect(d?.name).toBe("release-notes");
    expect(d?.skill).not.toBeNull();
    expect(d?.skill?.name).not.toBe("release-notes");
    const t = router.route("draft the release notes from the merged pull requests", { settings: { confidenceMin: 0 } });
    // the same-name skill loads and stands: whichever of the two takes it, the name is the one a gold set gives
    expect(t.chosen).toBe("release-notes");
  });

  it("no delegation unless the subagent leads the best skill by DELEGATE_LEAD on the joint scale", () => {
    // the same subagent words, beside branch words branch-strategy holds: one more ("feature") brings
    // the skill within DELEGATE_LEAD of the subagent, which still leads it
    const joint = (prompt: string) => {
      const terms = router.retrieve(prompt).terms;
      const top = (ix: typeof router.skills, other: typeof router.skills) =>
        Math.max(...jointScores(ix, other, terms, router.settings).map((h) => h.score));
      return { agent: top(router.agents, router.skills), skill: top(router.skills, router.agents) };
    };
    const far = "plan the postgresql schema migration on the hotfix branch";
    const near = "plan the postgresql schema migration on the feature hotfix branch";
    const [f, n] = [joint(far), joint(near)];
    expect(f.agent).toBeGreaterThanOrEqual(DELEGATE_LEAD * f.skill);
    expect(n.agent).toBeGreaterThan(n.skill);
    expect(n.agent).toBeLessThan(DELEGATE_LEAD * n.skill);
    expect(delegation(asked(router, far))).toMatchObject({ name: "migration-runner", skill: { name: "branch-strategy" } });
    expect(router.route(far).decision).toBe("delegate");
    expect(delegation(asked(router, near))).toBeNull();
    expect(router.route(near)).toMatchObject({ decision: "skill", chosen: "branch-strategy" });
    expect(delegation(asked(router, far, { ...router.settings, searchAgents: false }))).toBeNull();
  });
});

describe("the bench scores a delegation like a load", () => {
  const trace = router.route("plan the postgresql schema migration and check the locks before we backfill the new column");
  it("right when the gold names the subagent", () => {
    const r = scoreCase({ id: "1", kind: "single", query: trace.prompt, gold: ["migration-runner"] }, trace);
    expect(r.top1Hit).toBe(true);
    expect(r.hallucinated).toBe(false);
    // the subagent stands first in the one list of skills and subagents
    expect(r.recallHit).toBe(true);
  });
  it("a wrong load when the gold names a skill", () => {
    const r = scoreCase({ id: "2", kind: "single", query: trace.prompt, gold: ["api-convention"] }, trace);
    expect(r.top1Hit).toBe(false);
    expect(r.hallucinated).toBe(true);
  });
  it("any delegation on a native case is a load on native", () => {
    const r = scoreCase({ id: "3", kind: "native", query: trace.prompt, gold: [] }, trace);
    expect(r.hallucinated).toBe(true);
  });
});

describe("why-not and the one list of skills and subagents", () => {
  const prompt = "plan the postgresql schema migration and check the locks before we backfill the new column";
  const trace = router.route(prompt);
  it("the subagent delegated to is the one 'loaded'; a skill kept says the request went to a subagent", () => {
    expect(whyNot(router, trace, "migration-runner", entries).stage).toBe("loaded");
    const other = whyNot(router, trace, "security-auditor", entries);
    expect(other.stage).toBe("agent");
    expect(other.verdict).toMatch(/went to the subagent "migration-runner"/);
  });
  it("a name both a skill and a subagent carry is explained as the skill when nothing was delegated", () => {
    const t = router.route("draft the release notes from the merged pull requests", { settings: { searchAgents: false } });
    expect(whyNot(router, t, "release-notes", entries).stage).not.toBe("agent");
  });
});

describe("two subagents of different jobs near-tied", () => {
  it("no one subagent is the request's: nothing is delegated", () => {
    const r = buildRouter([
      skill("commit-message", "Writes commit messages in the team's conventional commit format."),
      skill("release-notes", "Drafts release notes from merged pull requests."),
      agent("terraform-writer", "Writes terraform modules for cloud networking."),
      agent("terraform-reviewer", "Reviews terraform plans for spending risks."),
    ]);
    const [a, b] = ["terraform-writer", "terraform-reviewer"].map((n) => r.explain("terraform", n, { index: "agents" })!.score);
    // the two score alike on the one word (equal lengths), and their descriptions share only it
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThanOrEqual(r.settings.nearTieRatio);
    expect(delegation(asked(r, "terraform", { ...r.settings, scoreMin: 0 }))).toBeNull();
  });
});

describe("the delegation's reason", () => {
  const d = { name: "incident-commander", score: 9, skill: { name: "postmortem-writer", score: 3 } };
  const triaged: TriageStageTrace = {
    stage: "triage",
    passed: true,
    detail: "skill-worthy",
    verdict: "skill-worthy",
    ambiguous: false,
    signals: [],
  };
  const reason = (shown: string[]) =>
    applyDelegation("run the incident", d, null, triaged, withDefaults(), new Set(shown))?.done.reason ?? "";
  it("names the skill it leads only when that skill is among the candidates on screen", () => {
    expect(reason(["postmortem-writer"])).toContain('the best skill "postmortem-writer" (3.0) by 3.0×');
    // nothing passed the gate: no candidate is shown, so no skill is named
    expect(reason([])).not.toContain("postmortem-writer");
    expect(reason([])).toContain("ahead of every skill (the best scores 3.0) by 3.0×");
  });
});
