// Hostile input in the built app (docs/hostile-inputs.md): a line the reader reports never
// loses the rest of the file, and a file refused whole never loses the session before it.
import { expect, test } from "@playwright/test";
import { loadText, ready } from "./helpers";

const user = (uuid: string, text: string) =>
  JSON.stringify({ type: "user", uuid, sessionId: "s", message: { role: "user", content: text } });
const asst = (uuid: string) =>
  JSON.stringify({
    type: "assistant",
    uuid,
    sessionId: "s",
    message: {
      id: `m-${uuid}`,
      role: "assistant",
      content: [{ type: "text", text: "ok" }],
      usage: { input_tokens: 1e308, output_tokens: 5 },
    },
  });

test("a line nested 5,000 deep is reported on its line; the rest of the file loads in the browser", async ({ page }) => {
  const deep = "[".repeat(5_000) + "]".repeat(5_000);
  const text = [
    user("u1", "first"),
    `{"type":"assistant","uuid":"a0","message":{"id":"m0","role":"assistant","content":[{"type":"tool_use","id":"t","name":"X","input":${deep}}]}}`,
    asst("a1"),
    `{"type":{"toString":1},"uuid":"x","message":{"role":"user","content":"x"}}`,
    user("u2", "last"),
  ].join("\r");
  await page.goto("/");
  await ready(page);
  await loadText(page, "deep.jsonl", text);
  await expect(page.getByTestId("fact-events")).toHaveText("4");
  const panel = page.getByTestId("problems-panel");
  const toggle = page.getByTestId("problems-toggle");
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(panel.locator('[data-testid="problem-item"][data-line="2"]')).toContainText("nested more than 100 levels");
  await expect(panel.locator('[data-testid="problem-item"][data-line="3"]').first()).toContainText("input_tokens");
  await page.screenshot({ path: "test-results/hostile-deep.png", fullPage: false });
});

test("a file refused whole leaves the session before it on screen", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadText(page, "good.jsonl", [user("u1", "hello"), asst("a1")].join("\n"));
  await page.getByTestId("file-input").setInputFiles({
    name: "codex.jsonl",
    mimeType: "application/x-ndjson",
    buffer: Buffer.from('{"type":"session_meta","payload":{}}\n{"type":"event_msg"}\n'),
  });
  await expect(page.getByTestId("error-banner")).toContainText("none of its 2 records is a Claude Code record");
  await expect(page.getByTestId("session-name")).toHaveText("good.jsonl");
});
