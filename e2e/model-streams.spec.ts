// A file whose main chain moves from Haiku to Sonnet (rules.md#model-streams): the Context tab's
// system prompt + tools row carries each stream's own figure at its steps, named by stream.
import { expect, test } from "@playwright/test";
// a Haiku reply recording 50,000 in, then a Sonnet reply recording 31,200: by hand (chars/4), 49,000 and 30,000 of system prompt + tools
import { twoStreamSession } from "../test-support/recorded-session";
import { goStep, loadText, openShare, ready } from "./helpers";
import { shotBoth } from "./shots";

test("the Context tab's system row gives each model stream its own figure", async ({ page }) => {
  await page.goto("/");
  await loadText(page, "two-streams.jsonl", twoStreamSession());
  const row = page.getByTestId("system-row");
  await goStep(page, 1);
  await expect(row).toContainText("System prompt + tools (inferred, Haiku)");
  const haiku = Number((await row.locator(".num").textContent())!.replace(/,/g, ""));
  await row.scrollIntoViewIfNeeded();
  await shotBoth(page, "model-streams-haiku");
  await goStep(page, 3);
  await expect(row).toContainText("System prompt + tools (inferred, Sonnet, Opus and other models)");
  const sonnet = Number((await row.locator(".num").textContent())!.replace(/,/g, ""));
  await row.scrollIntoViewIfNeeded();
  await shotBoth(page, "model-streams-sonnet");
  // Haiku is sent more: 49,000 against 30,000 on chars/4 (the app may calibrate, so by share only)
  expect(haiku).toBeGreaterThan(sonnet * 1.4);
});

test("at the first Sonnet request the meter and the request agree, and the notes name each stream's figure", async ({ page }) => {
  await page.goto("/");
  await loadText(page, "two-streams.jsonl", twoStreamSession());
  await goStep(page, 3);
  // the request is sent on Sonnet's figure, sized from this very request's recorded input: 31,200,
  // and the meter after its reply is 31,300 (Haiku's figure made the request 50,200)
  await expect(page.getByTestId("request-cache").locator(".num").first()).toHaveText("31,200");
  await expect(page.getByTestId("side-total")).toContainText("31,300");
  await expect(page.getByTestId("recorded-vs-estimated")).toContainText(
    "of which system prompt + tools (inferred, Sonnet, Opus and other models)",
  );
  const figures = page.getByTestId("overhead-figures");
  await expect(figures).toContainText("System prompt + tools, by model stream: Haiku");
  await expect(figures).toContainText("; Sonnet, Opus and other models");
  await page.getByTestId("request-cache").scrollIntoViewIfNeeded();
  await shotBoth(page, "model-streams-first-request");
  await figures.scrollIntoViewIfNeeded();
  await shotBoth(page, "model-streams-figures");
});

test("a share link's receiver shows the sender's system row on each stream", async ({ page, browser }) => {
  await page.goto("/");
  await loadText(page, "two-streams.jsonl", twoStreamSession());
  const row = page.getByTestId("system-row");
  const sent: string[] = [];
  for (const step of [1, 3]) {
    await goStep(page, step);
    sent.push((await row.textContent())!);
  }
  const url = await openShare(page);
  const fresh = await browser.newContext();
  try {
    const p = await fresh.newPage();
    await p.goto(url);
    await expect(p.getByTestId("step-counter")).toContainText("step 4 /");
    await ready(p);
    const got: string[] = [];
    for (const step of [1, 3]) {
      await goStep(p, step);
      got.push((await p.getByTestId("system-row").textContent())!);
    }
    // the same figure and the same stream named at each step; the sender's Haiku figure is not Sonnet's
    expect(got).toEqual(sent);
    expect(sent[0]).not.toEqual(sent[1]);
  } finally {
    await fresh.close();
  }
});

// The Session box named only the first reply's model, Haiku, on a file that goes on in Sonnet; and a
// name is never broken across lines.
test("the Session box names each model the file uses", async ({ page }) => {
  await page.goto("/");
  await loadText(page, "two-streams.jsonl", twoStreamSession());
  const facts = page.getByTestId("session-facts");
  await expect(facts).toContainText("Models");
  await expect(facts).toContainText("claude-haiku-4-5, claude-sonnet-4-5");
  // each name whole on its line: the side panel's width broke "claude-sonnet-" from "4-5"
  const models = facts.getByTestId("fact-models");
  const lines = await models.evaluate((dd) =>
    ["claude-haiku-4-5", "claude-sonnet-4-5"].map((name) => {
      // the line boxes the name's letters fall on, wherever the text nodes split it
      const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const at = node.data.indexOf(name);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + name.length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }
      return 0;
    }),
  );
  expect(lines, "lines each name is drawn on").toEqual([1, 1]);
  await facts.scrollIntoViewIfNeeded();
  await shotBoth(page, "model-streams-session-box", facts);
});
