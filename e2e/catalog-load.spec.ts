import { test, expect } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// A folder picked on the Catalog screen: the page streams its files in (without asking each File's
// size, a synchronous call into the browser) and the catalog worker parses them; the screen names
// each phase's time; a reload loads the same catalog again from browser storage.

function folder(): { dir: string; skills: number } {
  // three skills of our own, one file the reader ignores, one unsafe to read (a name, not a path)
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cl-e2e-cat-")), "mini");
  const put = (p: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), text);
  };
  for (const name of ["alpha-notes", "beta-report", "gamma-chart"])
    put(
      `skills/${name}/SKILL.md`,
      `---\nname: ${name}\ndescription: Writes ${name.replace("-", " ")} for the team. Use when asked for ${name}.\n---\n# ${name}\n\nSteps.\n`,
    );
  put("skills/alpha-notes/logo.png", "not markdown");
  return { dir, skills: 3 };
}

test("a picked folder is read, timed by phase, and survives a reload", async ({ page }) => {
  const { dir, skills } = folder();
  await page.goto("/catalog/");
  await expect(page.locator('[data-testid="catalog-folder-input"][webkitdirectory]')).toHaveCount(1);
  await page.getByTestId("catalog-folder-input").setInputFiles(dir);
  await expect(page.getByTestId("catalog-name")).toHaveText("mini");
  await expect(page.getByTestId("catalog-counts")).toContainText(`${skills} skills`);
  await expect(page.getByTestId("catalog-entry")).toHaveCount(skills);
  const phases = page.getByTestId("catalog-phases");
  // parsed while the files were being read; linted after the table was drawn
  await expect(phases).toHaveText(
    /^Read \d+ ms · parsed \d+ ms while reading · counted \d+ ms · drawn \d+ ms \(\d+ ms in all\) · then linted \d+ ms\.$/,
  );
  await expect(page.getByTestId("catalog-tab-lint")).toContainText(/Lint\d+$/);
  await expect(page.getByText("1 other file ignored")).toBeVisible();
  fs.mkdirSync("/tmp/shots", { recursive: true });
  await page.screenshot({ path: "/tmp/shots/catalog-folder.png" });
  // the texts the worker read, stored by the worker: the reload reads them back from storage
  await expect
    .poll(
      async () =>
        page.reload().then(() =>
          page
            .getByTestId("catalog-counts")
            .textContent({ timeout: 10_000 })
            .catch(() => ""),
        ),
      { timeout: 20_000 },
    )
    .toContain(`${skills} skills`);
  await expect(page.getByTestId("catalog-name")).toHaveText("mini");
  await expect(page.getByTestId("catalog-entry")).toHaveCount(skills);
  // the texts are stored once, apart from the record: a tab changed after the reload saves the
  // record alone, and the next reload still finds the texts it names
  await page.getByTestId("catalog-tab-lint").click();
  await expect
    .poll(
      async () =>
        page.reload().then(async () => {
          const selected = await page.getByTestId("catalog-tab-lint").getAttribute("aria-selected", { timeout: 10_000 });
          const counts = await page.getByTestId("catalog-counts").textContent({ timeout: 10_000 });
          return `${selected} ${counts}`;
        }),
      { timeout: 20_000 },
    )
    .toContain(`true ${skills} skills`);
});

test("a folder picked on the Routing screen is named by its folder once indexed", async ({ page }) => {
  const { dir, skills } = folder();
  await page.goto("/routing/");
  await expect(page.locator('[data-testid="routing-folder-input"][webkitdirectory]')).toHaveCount(1);
  await page.getByTestId("routing-folder-input").setInputFiles(dir);
  const info = page.getByTestId("routing-catalog");
  await expect(info).toHaveAttribute("data-status", "ready");
  await expect(page.getByTestId("routing-catalog-name")).toHaveText("mini");
  await expect(page.getByTestId("routing-catalog-size")).toContainText(`${skills} skills`);
  // each phase as it ran in the worker, then the page's whole time; the body index when built
  await expect(page.getByTestId("routing-catalog-phases")).toHaveText(
    // a duration reads "940 ms" or, on a busy machine, "1.2 s" (format.ts dur)
    /^Loaded in the background: read \d+(?:\.\d)? m?s · parsed \d+(?:\.\d)? m?s while reading · indexed \d+(?:\.\d)? m?s \(\d+(?:\.\d)? m?s in all\)( · then bodies indexed \d+(?:\.\d)? m?s)?$/,
  );
  await expect(page.getByTestId("routing-rerank-building")).toHaveCount(0);
  await expect(page.getByTestId("routing-catalog-phases")).toContainText(/then bodies indexed \d+(?:\.\d)? m?s$/);
  fs.mkdirSync("/tmp/shots", { recursive: true });
  await page.screenshot({ path: "/tmp/shots/routing-folder.png" });
});
