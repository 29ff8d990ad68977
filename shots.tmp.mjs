import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3118";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const only = process.argv[2];
for (const scheme of ["light", "dark"]) {
  const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: scheme });
  const p = await ctx.newPage();
  const ready = async () => { await p.getByTestId("event-row").first().waitFor(); await p.getByTestId("progress-label").waitFor({ state: "detached" }).catch(() => {}); await p.waitForTimeout(1500); };
  const shot = async (n) => { if (!only || n.includes(only)) await p.screenshot({ path: `/tmp/shots18/${n}-${scheme}.png` }); };
  await p.goto(base + "/"); await ready(); await shot("first");
  await p.keyboard.press("?"); await p.getByTestId("shortcuts-sheet").waitFor(); await shot("keys"); await p.keyboard.press("Escape");
  await p.getByTestId("settings-button").click(); await p.waitForTimeout(500); await shot("settings"); await p.getByTestId("settings-button").click();
  await p.getByTestId("share-button").click(); await p.getByTestId("share-url").waitFor(); await p.waitForFunction(() => document.querySelector('[data-testid="share-url"]')?.value.includes("#z="), null, { timeout: 60000 }); await shot("share"); await p.keyboard.press("Escape");
  await p.getByTestId("compare-button").click(); await p.waitForTimeout(2500); await shot("compare"); await p.getByTestId("compare-button").click();
  await p.getByTestId("examples-button").click(); await p.locator('[data-example="subagents"]').click(); await ready();
  await shot("subagents-main");
  const o = p.getByTestId("open-subagent").first(); if (await o.count()) { await o.click(); await ready(); await shot("subagent"); }
  await p.goto(base + "/routing/"); await p.waitForTimeout(3000); await shot("routing");
  const dict = p.getByRole("tab", { name: /Dictionary/i }); if (await dict.count()) { await dict.first().click(); await p.waitForTimeout(1500); await shot("dictionary"); }
  await p.goto(base + "/catalog/"); await p.waitForTimeout(1500); await shot("catalog");
  await p.goto(base + "/rules/"); await p.waitForTimeout(500); await shot("rules");
  await ctx.close();
}
await b.close();
