// The steps of a compound request handed to a subagent (rules.md#routing-delegate): the step the
// subagent's description covers is marked as handed to it in the plan; a step a skill serves keeps
// its skill. Catalog text of our own, the shape of a plugin shipping skills beside subagents.
import { describe, expect, it } from "vitest";
import { parseEntry, type CatalogEntry } from "../skills/catalog";
import { delegatedSteps } from "./delegated-steps";
import { buildRouter } from "./router";
import { DEFAULT_ROUTER_SETTINGS } from "./settings";
import type { SubtaskTrace } from "./trace";

const skill = (name: string, description: string): CatalogEntry =>
  parseEntry(`skills/${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`)!;
const agent = (name: string, description: string): CatalogEntry =>
  parseEntry(`agents/${name}.md`, `---\nname: ${name}\ndescription: ${description}\n---\nYou are ${name}.\n`)!;

const router = buildRouter([
  skill(
    "api-convention",
    "REST API naming and versioning conventions for this team. Use when designing endpoints or reviewing route names.",
  ),
  skill("test-convention", "How this team names, structures and runs its unit tests. Use when writing tests."),
  skill("commit-message", "Writes commit messages in the team's conventional commit format. Use when committing changes."),
  skill("release-notes", "Drafts release notes from merged pull requests. Use when preparing a release."),
  agent(
    "migration-runner",
    "Plans and applies PostgreSQL schema migrations safely: checks locks, backfills columns, verifies rollback. Use for database migration work.",
  ),
  agent("security-auditor", "Audits code for injection, secrets and authentication flaws and reports vulnerabilities with fixes."),
]);

describe("delegatedSteps", () => {
  it("a compound request handed to a subagent: the migration step is the subagent's, the commit step keeps its skill", () => {
    const t = router.route("write the commit message and then plan the postgresql schema migration with the locks and backfill", {
      settings: { decompose: true },
    });
    expect(t.decision).toBe("delegate");
    expect(t.chosen).toBe("migration-runner");
    expect(t.subtasks?.map((s) => [s.decision, s.chosen])).toEqual([
      ["skill", "commit-message"],
      ["delegate", "migration-runner"],
    ]);
    expect(t.subtasks?.[1].reason).toMatch(/^Handed to the subagent "migration-runner"/);
    // the plan in the reason says which step went to the subagent
    expect(t.reason).toMatch(/per step: 1\. commit-message, 2\. subagent migration-runner\.$/);
  });

  it("a native step none of whose words the subagent holds stays native", () => {
    const step = (text: string): SubtaskTrace => ({
      text,
      start: 0,
      decision: "native",
      reason: "",
      chosen: null,
      candidates: [],
      stages: [],
    });
    const terms = (text: string) => router.retrieve(text).terms;
    const [a, b] = delegatedSteps(
      router.agents.entries,
      "migration-runner",
      [step("backfill the column"), step("order a pizza")],
      [terms("backfill the column"), terms("order a pizza")],
      DEFAULT_ROUTER_SETTINGS,
    );
    expect([a.decision, a.chosen]).toEqual(["delegate", "migration-runner"]);
    expect([b.decision, b.chosen]).toEqual(["native", null]);
  });

  it("a request not handed to a subagent keeps each step's own outcome", () => {
    const t = router.route("write the commit message and then draft the release notes", { settings: { decompose: true } });
    expect(t.decision).not.toBe("delegate");
    expect(t.subtasks?.every((s) => s.decision !== "delegate")).toBe(true);
  });

  it("reads the subagent's name and description, not a when_to_use the model never reads when it hands over a task", () => {
    // the same catalog, the subagent with a when_to_use naming the on-call channel: its description
    // says nothing of notifying anyone, so the notify step is no part of what it is handed
    const withWhen = buildRouter([
      skill("commit-message", "Writes commit messages in the team's conventional commit format. Use when committing changes."),
      parseEntry(
        "agents/migration-runner.md",
        "---\nname: migration-runner\ndescription: Plans and applies PostgreSQL schema migrations safely: checks locks, backfills columns, verifies rollback.\nwhen_to_use: Also notify the oncall channel once a migration lands.\n---\nYou are migration-runner.\n",
      )!,
    ]);
    const t = withWhen.route("plan the postgresql schema migration with the locks and backfill and then notify the oncall channel", {
      settings: { decompose: true },
    });
    expect(t.decision).toBe("delegate");
    expect(t.subtasks?.map((s) => [s.decision, s.chosen])).toEqual([
      ["delegate", "migration-runner"],
      ["native", null],
    ]);
  });
});
