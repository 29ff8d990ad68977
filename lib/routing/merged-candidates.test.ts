// Skills and subagents as one list (rules.md#routing-delegate): the subagent a request is delegated
// to stands first, and a subagent ranks above a skill only by the lead that would delegate to it.
// Catalog text of our own, in the shape of a plugin shipping skills beside subagents.
import { describe, expect, it } from "vitest";
import { parseEntry, type CatalogEntry } from "../skills/catalog";
import { DELEGATE_LEAD } from "./delegate";
import { buildRouter } from "./router";

const skill = (name: string, description: string): CatalogEntry =>
  parseEntry(`skills/${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`)!;
const agent = (name: string, description: string): CatalogEntry =>
  parseEntry(`agents/${name}.md`, `---\nname: ${name}\ndescription: ${description}\n---\nYou are ${name}.\n`)!;

const router = buildRouter([
  skill(
    "api-convention",
    "REST API naming and versioning conventions for this team. Use when designing endpoints or reviewing route names.",
  ),
  skill("commit-message", "Writes commit messages in the team's conventional commit format. Use when committing changes."),
  skill("release-notes", "Drafts release notes from merged pull requests. Use when preparing a release."),
  skill("test-convention", "How this team names, structures and runs its unit tests. Use when writing tests."),
  agent(
    "migration-runner",
    "Plans and applies PostgreSQL schema migrations safely: checks locks, backfills columns, verifies rollback. Use for database migration work.",
  ),
  agent("security-auditor", "Audits code for injection, secrets and authentication flaws and reports vulnerabilities with fixes."),
  agent("release-notes", "Drafts release notes from merged pull requests and tags the release. Use when preparing a release."),
]);
const trace = router.route("plan the postgresql schema migration and check the locks before we backfill the new column");

describe("mergedCandidates", () => {
  it("the delegated subagent stands first in the merged list, marked as a subagent", () => {
    expect(trace.merged?.[0]).toMatchObject({ name: "migration-runner", kind: "agent" });
  });
  it("a subagent ranks above the next skill only when it leads it by DELEGATE_LEAD", () => {
    let pairs = 0;
    for (const t of [
      trace,
      router.route("draft the release notes from the merged pull requests"),
      router.route("audit the api endpoints for injection"),
    ]) {
      const m = (t.merged ?? []).filter((c) => !(t.decision === "delegate" && c.kind === "agent" && c.name === t.chosen));
      for (let i = 0; i + 1 < m.length; i++) {
        const [a, b] = [m[i], m[i + 1]];
        if (a.kind === b.kind) continue;
        pairs++;
        // adjacent skill and subagent: the subagent is above only by the factor, else below
        if (a.kind === "agent") expect(a.score).toBeGreaterThanOrEqual(DELEGATE_LEAD * b.score);
        else expect(b.score).toBeLessThan(DELEGATE_LEAD * a.score);
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });
  it("every row is on the joint scale, once: the delegated subagent at the score that handed it the request", () => {
    const inc = trace.stages.find((x) => x.stage === "incorporation");
    const handed = inc?.stage === "incorporation" ? inc.delegated : undefined;
    expect(handed?.name).toBe("migration-runner");
    expect(trace.merged?.[0].score).toBe(handed?.score);
    const keys = (trace.merged ?? []).map((c) => `${c.kind}:${c.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
