// usage: node shot.mjs <port> <path> <out.png> [dark] [actions-js-file]
import { chromium } from "@playwright/test";
const [port, path, out, theme, actions] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: theme === "dark" ? "dark" : "light" });
const page = await ctx.newPage();
page.on("pageerror", (e) => console.error("pageerror", e.message));
page.on("console", (m) => { if (m.type() === "error") console.error("console", m.text()); });
await page.goto(`http://127.0.0.1:${port}${path}`);
await page.waitForTimeout(1500);
if (actions) { const mod = await import(actions); await mod.default(page); }
await page.screenshot({ path: out });
await browser.close();
