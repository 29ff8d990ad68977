// Stored state and links read back as a stranger's (docs/hostile-inputs.md, mechanisms 2 and 7), in
// the built app: values in IndexedDB and localStorage that another version, tab or hand wrote, and
// share links that are damaged or nested past the depth limit. Nothing loaded may be lost: the
// session on screen stays, and what was refused is said.
import { deflateSync, strToU8 } from "fflate";
import { expect, test, type Page } from "@playwright/test";
import { loadText, ready } from "./helpers";

const user = (uuid: string, text: string) =>
  JSON.stringify({ type: "user", uuid, sessionId: "s", message: { role: "user", content: text } });
const GOOD = [user("u1", "hello"), user("u2", "again")].join("\n");

/** A share link fragment (#z=) holding `json`, deflated and base64url-encoded as the app writes it. */
function link(json: string): string {
  const b64 = Buffer.from(deflateSync(strToU8(json)))
    .toString("base64")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `#z=${b64}`;
}

/**
 * Writes `value` under `key` in one of the app's IndexedDB stores. The app opens its stores lazily,
 * so the store may not exist yet: it is created here as the app would (one version up if the
 * database exists without it), and any failure rejects rather than hanging the test.
 */
async function putStored(page: Page, db: string, store: string, key: string, value: unknown) {
  await page.evaluate(
    ([db, store, key, value]) => {
      const open = (version?: number) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open(db as string, version);
          req.onupgradeneeded = () => {
            if (!req.result.objectStoreNames.contains(store as string)) req.result.createObjectStore(store as string);
          };
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
          req.onblocked = () => reject(new Error("blocked"));
        });
      return (async () => {
        let conn = await open();
        if (!conn.objectStoreNames.contains(store as string)) {
          const next = conn.version + 1;
          conn.close();
          conn = await open(next);
        }
        await new Promise<void>((resolve, reject) => {
          const tx = conn.transaction(store as string, "readwrite");
          tx.objectStore(store as string).put(value, key as string);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
        conn.close();
      })();
    },
    [db, store, key, value] as const,
  );
}

/** Waits until the app has written its saved inputs (the session is stored). */
async function stored(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open("context-lab");
              open.onsuccess = () => {
                const get = open.result.transaction("inspector", "readonly").objectStore("inspector").get("inputs");
                get.onsuccess = () => resolve(get.result?.inputs?.length ?? 0);
                get.onerror = () => resolve(0);
              };
              open.onerror = () => resolve(0);
            }),
        ),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

test("stored values of the wrong kind are left out by name; the saved session still restores", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadText(page, "good.jsonl", GOOD);
  await stored(page);
  // a second saved file that is no file: the first still loads
  const inputs = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open("context-lab");
        open.onsuccess = () => {
          const get = open.result.transaction("inspector", "readonly").objectStore("inspector").get("inputs");
          get.onsuccess = () => resolve(get.result);
        };
      }),
  );
  const withBad = {
    ...(inputs as Record<string, unknown>),
    inputs: [...((inputs as { inputs: unknown[] }).inputs ?? []), { name: 5, text: {}, role: "main" }],
  };
  await putStored(page, "context-lab", "inspector", "inputs", withBad);
  await page.evaluate(() => window.localStorage.setItem("context-lab:guide-dismissed", '{"__proto__":{"x":1}}'));

  // a view a stranger wrote: an estimator that is an object, a step of 1e300, prototype names. Written
  // as the reloaded page starts, before it reads storage (the page being left writes its own view)
  await page.addInitScript(() => {
    const open = indexedDB.open("context-lab");
    open.onsuccess = () => {
      const tx = open.result.transaction("inspector", "readwrite");
      tx.objectStore("inspector").put(
        { estimator: { toString: 1 }, step: 1e300, tab: "constructor", sim: { preset: "constructor" }, prices: "not a table" },
        "view",
      );
      tx.oncomplete = () => open.result.close();
    };
  });
  await page.reload();
  await ready(page);
  await expect(page.getByTestId("session-name")).toHaveText("good.jsonl");
  await expect(
    page.getByText(
      "Some of what this browser saved could not be read and was left out (a saved file, the saved step and settings); the rest was restored.",
    ),
  ).toBeVisible();
  await expect(page.getByTestId("step-counter")).toContainText("/ 2");
  expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/hostile-stored-${scheme}.png` });
  }
});

test("a share link nested past the depth limit, or damaged, never replaces the session on screen", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadText(page, "good.jsonl", GOOD);
  const deep = "[".repeat(5_000) + "]".repeat(5_000);
  // a 2.7 KB-class link: small when deflated, an array 5,000 deep once expanded
  await page.evaluate((h) => (window.location.hash = h), link(`{"v":1,"scenario":{"format":"context-lab-scenario","events":${deep}}}`));
  await expect(page.getByTestId("error-banner")).toContainText("The share link is nested more than 100 levels deep (the limit): not read");
  await expect(page.getByTestId("session-name")).toHaveText("good.jsonl");
  // the first link is read and taken off the address bar before the second is pasted (once, in a
  // full run on a loaded machine, the second link's message never came)
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("");
  await page.evaluate(() => (window.location.hash = "#z=AAAA-not-deflate"));
  await expect(page.getByTestId("error-banner")).toContainText("The share link is damaged or cut short");
  await expect(page.getByTestId("session-name")).toHaveText("good.jsonl");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/hostile-link-${scheme}.png` });
  }
});

test("opened with a deep link, the page restores the saved session and says why the link was not read", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await loadText(page, "good.jsonl", GOOD);
  await stored(page);
  const deep = "[".repeat(3_000) + "]".repeat(3_000);
  await page.goto(`/${link(`{"v":1,"scenario":{"format":"context-lab-scenario","events":[],"x":${deep}}}`)}`);
  await ready(page);
  await expect(page.getByTestId("session-name")).toHaveText("good.jsonl");
  await expect(page.getByTestId("error-banner")).toContainText("nested more than 100 levels deep");
});

test("a stored routing catalog and settings of the wrong kind: the routing page opens, bad entries left out", async ({ page }) => {
  await page.goto("/routing/");
  await expect(page.getByTestId("routing-screen")).toBeVisible();
  await expect(page.getByTestId("route-input")).toBeVisible();
  await putStored(page, "context-lab-routing", "routing", "settings", {
    topK: 1e9,
    scoreMin: "x",
    koreanMode: "constructor",
    __proto__: 1,
  });
  await putStored(page, "context-lab-routing", "routing", "catalog", {
    source: "folder",
    label: "mine",
    entries: [
      { name: { toString: 1 }, body: 5 },
      {
        kind: "skill",
        name: "deploy",
        folder: "deploy",
        path: "deploy/SKILL.md",
        description: "ship the build to production",
        disableModelInvocation: false,
        userInvocable: true,
        frontMatter: { name: "deploy" },
        body: "Deploy steps.",
        bodyLine: 5,
        chars: 80,
        keyLines: {},
      },
    ],
  });
  await page.reload();
  await expect(page.getByTestId("routing-screen")).toBeVisible();
  await page.getByTestId("route-input").fill("ship the build to production");
  await expect(page.getByTestId("route-button")).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId("route-button").click();
  await expect(page.getByTestId("route-main")).toContainText("deploy", { timeout: 30_000 });
  await page.screenshot({ path: "test-results/hostile-routing-stored.png" });
});
