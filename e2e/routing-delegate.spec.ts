import { test, expect } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { SHOTS } from "./shots";

// A subagent as the outcome of routing (issue 34, rules.md#routing-delegate): on a catalog that
// ships skills beside subagents, a request only a subagent's description serves is handed to it;
// the screen says so in the decision, the flow and the list of skills and subagents, and says the
// subagent's body stays out of this context. Catalog text of our own. Descriptions are written as
// YAML double-quoted strings (JSON's quoting is valid YAML): a plain value holding ": " is not YAML,
// and the Catalog screen would list the entry as unreadable front matter.
const skill = (name: string, description: string) =>
  strToU8(`---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\n\n# ${name}\n\nSteps.\n`);
const agent = (name: string, description: string) =>
  strToU8(
    `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n---\nYou are ${name}. Work through the task and report what you found.\n`,
  );
const files = {
  "team/skills/api-convention/SKILL.md": skill(
    "api-convention",
    "REST API naming and versioning conventions for this team. Use when designing endpoints or reviewing route names.",
  ),
  "team/skills/commit-message/SKILL.md": skill(
    "commit-message",
    "Writes commit messages in the team's conventional commit format. Use when committing changes.",
  ),
  "team/skills/release-notes/SKILL.md": skill(
    "release-notes",
    "Drafts release notes from merged pull requests. Use when preparing a release.",
  ),
  "team/agents/migration-runner.md": agent(
    "migration-runner",
    "Plans and applies PostgreSQL schema migrations safely: checks locks, backfills columns, verifies rollback. Use for database migration work.",
  ),
  "team/agents/security-auditor.md": agent(
    "security-auditor",
    "Audits code for injection, secrets and authentication flaws and reports vulnerabilities with fixes.",
  ),
};

test("a request only a subagent serves is delegated to it, and the screen says what that costs", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1100 });
  await page.goto("/catalog/");
  await page
    .getByTestId("catalog-zip-input")
    .setInputFiles({ name: "team.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync(files)) });
  await expect(page.getByTestId("catalog-entry")).toHaveCount(5);
  // every entry's front matter reads (the migration-runner description holds ": ")
  await expect(page.getByTestId("catalog-counts")).not.toContainText("unreadable");
  await page.getByTestId("nav-routing").click();
  await page.getByTestId("routing-catalog-select").selectOption("catalog-screen");
  await expect(page.getByTestId("routing-catalog")).toHaveAttribute("data-status", "ready");

  await page.getByTestId("route-input").fill("plan the postgresql schema migration and check the locks before we backfill the new column");
  await page.getByTestId("route-input").press("Enter");
  const decision = page.getByTestId("route-decision");
  await expect(decision).toHaveAttribute("data-decision", "delegate");
  await expect(decision).toHaveAttribute("data-chosen", "migration-runner");
  await expect(page.getByTestId("route-delegated")).toContainText("subagent");
  await expect(page.getByTestId("route-reason")).toContainText("only its result comes back");
  // the flow: the decision chip and the incorporation node name the hand-over
  await expect(page.getByTestId("flow-decision")).toHaveAttribute("data-decision", "delegate");
  await expect(page.getByTestId("flow-node-incorporation")).toContainText("delegates to subagent");
  // skills and subagents as one list, each marked by kind; the subagent handed the request first
  const first = page.getByTestId("merged-row").first();
  await expect(first).toHaveAttribute("data-name", "migration-runner");
  await expect(first).toHaveAttribute("data-kind", "agent");
  await expect(first).toContainText("delegated");
  await expect(first).toContainText("subagent");
  // the subagent reads its body in its own context; the count is labelled with its estimator
  await expect(page.getByTestId("delegated-cost")).toContainText("in its own context");
  await expect(page.getByTestId("cost-estimator")).not.toBeEmpty();
  await page.screenshot({ path: `${SHOTS}/routing-delegate.png`, fullPage: true });

  // split into steps, the request's steps are the subagent's: the plan marks them as handed to it
  // (no skill matched, so they show under that line)
  await page.getByTestId("setting-decompose").check();
  await page.getByTestId("route-input").fill("plan the postgresql schema migration and check the locks, then backfill the new column");
  await page.getByTestId("route-input").press("Enter");
  await expect(decision).toHaveAttribute("data-decision", "delegate");
  const steps = page.getByTestId("subtask");
  await expect(steps.first()).toBeVisible();
  for (const step of await steps.all()) {
    await expect(step).toHaveAttribute("data-decision", "delegate");
    await expect(step).toContainText("subagent migration-runner");
  }
  await expect(page.getByTestId("route-reason")).toContainText("per step: 1. subagent migration-runner");
  await page.getByTestId("setting-decompose").uncheck();

  // a request a skill serves still loads the skill
  await page.getByTestId("route-input").fill("draft a commit message in the conventional commit format for my staged changes");
  await page.getByTestId("route-input").press("Enter");
  await expect(decision).toHaveAttribute("data-decision", "skill");
  await expect(decision).toHaveAttribute("data-chosen", "commit-message");
  await expect(page.getByTestId("route-delegated")).toHaveCount(0);
});
