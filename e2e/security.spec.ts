// No egress and no eval: the built app may talk to its own origin only, under a CSP that allows
// nothing else. Every request of a whole session (load, step, catalog, lint) is recorded.
import { expect, test, type Page } from "@playwright/test";

async function guard(page: Page) {
  const outside: string[] = [];
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    outside.push(url);
    return route.abort();
  });
  page.on("request", (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:")) outside.push(u);
  });
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      // reported to the test as well, so a violation on a page left since is not lost
      void (window as unknown as { __reportCsp?: (s: string) => void }).__reportCsp?.(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return outside;
}

test("the built app sends nothing outside its origin and breaks no CSP rule", async ({ page }) => {
  const outside = await guard(page);
  const cspAll: string[] = [];
  await page.exposeFunction("__reportCsp", (v: string) => cspAll.push(v));
  await page.goto("/");
  await expect(page.getByTestId("step-counter")).toBeVisible();
  // step through the default example
  await page.keyboard.press("Home");
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  // load another example, with a tokenizer (its tables load in the worker, same origin)
  await page.getByRole("button", { name: /Examples/ }).click();
  await page.getByRole("menuitem").nth(2).click();
  await page.keyboard.press("End");
  await expect(page.getByTestId("progress-label")).toHaveCount(0);
  // share: the session reduced in its worker, the link made; the chart exported as PNG (data: image, canvas, blob:)
  await page.getByTestId("share-button").click();
  await expect(page.getByTestId("share-url")).toHaveValue(/#z=/, { timeout: 30_000 });
  const link = await page.getByTestId("share-url").inputValue();
  await page.keyboard.press("Escape");
  await page.getByTestId("export-button").click();
  await Promise.all([page.waitForEvent("download"), page.getByTestId("export-chart-png").click()]);
  // compare mode: both simulations in the worker
  await page.getByTestId("compare-button").click();
  await expect(page.getByTestId("compare-strips")).toBeVisible();
  // the share link, opened
  await page.goto(link);
  await expect(page.getByTestId("session-name")).toHaveText(/^Shared (scenario|session)/);
  // a lesson, through to its compare caption
  await page.goto("/lessons/");
  // Start stays disabled until the page has hydrated, so the click waits for it
  await page.locator('[data-testid="lesson-start"][data-lesson="session-memory"]').click();
  await expect(page.getByTestId("lesson-card")).toBeVisible();
  for (let i = 0; i < 3; i++) await page.getByTestId("lesson-next").click();
  await expect(page.getByTestId("compare-strips")).toBeVisible();
  // the catalog screen with the bundled catalog
  await page.goto("/catalog/");
  await page.locator('[data-testid="catalog-bundled"][data-catalog="devkit"]').click();
  await expect(page.getByTestId("catalog-name")).toContainText("devkit", { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toContain("unsafe-eval");
  const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  expect(violations).toEqual([]);
  expect(cspAll).toEqual([]);
  expect(outside).toEqual([]);
});

test("eval is refused by the page's policy", async ({ page }) => {
  await page.goto("/");
  // page.evaluate itself runs through the debugger, outside the policy; a blob worker the page
  // starts inherits the page's CSP, so eval inside it is what the policy decides.
  const result = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const src = "try { eval('1 + 1'); postMessage('ran') } catch (e) { postMessage(e instanceof EvalError ? 'blocked' : String(e)) }";
        const w = new Worker(URL.createObjectURL(new Blob([src], { type: "text/javascript" })));
        w.onmessage = (e) => resolve(String(e.data));
        w.onerror = (e) => resolve(`worker error: ${e.message}`);
      }),
  );
  expect(result).toBe("blocked");
  // and a script injected into the page does not run
  const injected = await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = 1";
    document.body.appendChild(s);
    return (window as unknown as { __injected?: number }).__injected ?? "blocked";
  });
  expect(injected).toBe("blocked");
});

test("HTML, <script> and javascript: links in a session are shown as text, never run or rendered", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto("/");
  await expect(page.getByTestId("step-counter")).toBeVisible();
  await page.getByTestId("file-input").setInputFiles("fixtures/hostile/html-everywhere.jsonl");
  await expect(page.getByTestId("session-name")).toContainText("html-everywhere.jsonl");
  await page.keyboard.press("Home");
  // the prompt's markup is on the page as characters
  await expect(page.getByText('<script>alert("x")</script>', { exact: false }).first()).toBeVisible();
  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(300);
  // nothing from the file became an element
  expect(await page.locator('img[src="x"], iframe, a[href^="javascript:"]').count()).toBe(0);
  expect(
    await page.locator("script:not([src])").evaluateAll((els) => els.filter((e) => (e.textContent ?? "").includes("alert")).length),
  ).toBe(0);
  expect(dialogs).toEqual([]);
});
