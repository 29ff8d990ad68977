// Share links: the whole view in the URL fragment, opened in a fresh browser context; damaged and
// too-long links; a real session's link holds no text, path or title unless the sender ticks them
// (each link decoded and searched for what the example's file holds), and its secrets redacted.
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { decodeShare, encodeShare } from "../lib/share/link";
import { SIGNALS } from "../lib/share/blank";
import { ingest } from "../lib/transcripts";
import { FIXTURES, example, goStep, loadExample, loadText, openShare, ready } from "./helpers";

const KEY = "sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
const MAIL = "ops.lead@example.com";

/** A tiny Claude Code session whose prompts hold an API key, an email address and a password. */
function secretSession(): string {
  const at = (m: number) => `2026-01-01T00:0${m}:00.000Z`;
  const usage = { input_tokens: 3000, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 12 };
  return [
    {
      type: "user",
      uuid: "u1",
      sessionId: "s1",
      timestamp: at(0),
      message: { role: "user", content: `Deploy with ANTHROPIC_API_KEY=${KEY} and mail ${MAIL} when done` },
    },
    {
      type: "assistant",
      uuid: "a1",
      parentUuid: "u1",
      sessionId: "s1",
      timestamp: at(1),
      message: { id: "m1", role: "assistant", content: [{ type: "text", text: "Deploying now." }], usage },
    },
    {
      type: "user",
      uuid: "u2",
      parentUuid: "a1",
      sessionId: "s1",
      timestamp: at(2),
      message: { role: "user", content: "the db password: hunter2-very-secret" },
    },
    {
      type: "assistant",
      uuid: "a2",
      parentUuid: "u2",
      sessionId: "s1",
      timestamp: at(3),
      message: { id: "m2", role: "assistant", content: [{ type: "text", text: "Done." }], usage: { ...usage, input_tokens: 3040 } },
    },
  ]
    .map((r) => JSON.stringify(r))
    .join("\n");
}

test("a link opens the same scenario, step, panel and preset in a fresh browser context", async ({ page, browser, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await ready(page);
  await loadExample(page, "thresholds");
  await page.getByTestId("settings-button").click();
  await page.getByTestId("preset-select").selectOption("seed");
  await expect(page.getByTestId("settings-preset")).toContainText("design notes");
  await page.getByTestId("settings-button").click();
  await page.getByTestId("tab-compaction").click();
  await goStep(page, 20);

  const url = await openShare(page);
  expect(new URL(url).search).toBe(""); // nothing in the query string
  await expect(page.getByTestId("share-scenario-options")).toBeVisible();
  await expect(page.getByTestId("share-length")).toHaveAttribute("data-too-long", "false");
  await page.getByTestId("share-copy").click();
  await expect(page.getByTestId("share-copied")).toHaveText("Link copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("share-dialog")).toHaveCount(0);

  const fresh = await browser.newContext();
  const p = await fresh.newPage();
  await p.goto(url);
  await expect(p.getByTestId("session-name")).toHaveText(`Shared scenario: ${example("thresholds").title}`);
  await ready(p);
  await expect(p.getByTestId("step-counter")).toContainText("step 21 /");
  await expect(p.getByTestId("tab-compaction")).toHaveAttribute("aria-selected", "true");
  await expect(p.getByTestId("settings-preset")).toContainText("design notes");
  // the fragment is read once and removed, so a reload restores what the user does next
  expect(p.url()).not.toContain("#z=");
  await p.keyboard.press("ArrowRight");
  await expect(p.getByTestId("step-counter")).toContainText("step 22 /");
  await p.waitForTimeout(700);
  await p.reload();
  await ready(p);
  await expect(p.getByTestId("step-counter")).toContainText("step 22 /");
  await fresh.close();
});

test("a damaged link says why in one sentence and the app stays usable", async ({ page }) => {
  const scenario = JSON.parse(fs.readFileSync(path.join(FIXTURES, "scenarios/thresholds.json"), "utf8"));
  const { fragment } = encodeShare({ v: 1, scenario, step: 3 });
  await page.goto(`/${fragment.slice(0, Math.floor(fragment.length / 2))}`);
  const banner = page.getByTestId("error-banner");
  await expect(banner).toContainText(/share link/);
  const sentence = ((await banner.locator("p").textContent()) ?? "").trim();
  expect(sentence).toMatch(/^The share link [^\n]+\.$/);
  // the state that was there (here: the first example) loads and works
  await ready(page);
  await page.keyboard.press("Home");
  await expect(page.getByTestId("step-counter")).toContainText("step 1 /");
});

test("a link too long to paste is said to be so, and the scenario file is offered", async ({ page }) => {
  // 3,000 prompts of varied text: the compressed state is far over 16,000 characters
  const events = Array.from({ length: 3_000 }, (_, i) => ({
    type: "user",
    text: `prompt ${i} ${Math.sin(i)} ${Math.cos(i * 7)}`,
    tokens: 40 + (i % 17),
  }));
  const doc = { format: "context-lab-scenario", version: 1, title: "A very long scenario", events };
  await page.goto("/");
  await ready(page);
  await loadText(page, "long-scenario.json", JSON.stringify(doc));
  await openShare(page);
  await expect(page.getByTestId("share-too-long")).toBeVisible();
  await expect(page.getByTestId("share-length")).toHaveAttribute("data-too-long", "true");
  expect(Number(await page.getByTestId("share-length").getAttribute("data-chars"))).toBeGreaterThan(16_000);
  await expect(page.getByTestId("share-download")).toHaveClass(/primary/);
  await expect(page.getByTestId("share-copy")).toBeEnabled();
  const [dl] = await Promise.all([page.waitForEvent("download"), page.getByTestId("share-download").click()]);
  expect(dl.suggestedFilename()).toBe("a-very-long-scenario.scenario.json");
  const saved = JSON.parse(fs.readFileSync((await dl.path())!, "utf8"));
  expect(saved.events).toHaveLength(3_000);
  expect(saved.format).toBe("context-lab-scenario");
});

test("a real session's link holds no text by default; ticking the text redacts its secrets", async ({ page, browser }) => {
  await page.goto("/");
  await ready(page);
  await loadText(page, "deploy-session.jsonl", secretSession());
  const url = await openShare(page);
  await expect(page.getByTestId("share-reduce-options")).toBeVisible();
  for (const part of ["text", "paths", "title"]) await expect(page.getByTestId(`share-part-${part}`)).not.toBeChecked();
  await expect(page.getByTestId("share-no-secrets")).toContainText("no text is shared");
  await expect(page.getByTestId("share-holds")).toContainText("Each text as blanks of its length");
  await expect(page.getByTestId("share-holds")).toContainText("No title");
  // the file holds what the link holds: sizes, no text
  const [dl0] = await Promise.all([page.waitForEvent("download"), page.getByTestId("share-download").click()]);
  expect(dl0.suggestedFilename()).toBe("shared-session.scenario.json");
  const blank = fs.readFileSync((await dl0.path())!, "utf8");
  for (const s of [KEY, MAIL, "hunter2", "Deploy", "deploy-session"]) expect(blank).not.toContain(s);

  await page.getByTestId("share-part-text").check();
  await expect(page.getByTestId("share-holds")).toContainText("The text the simulator reads");
  await expect(page.getByTestId("share-reduce-options").locator("legend").first()).toContainText("with the text the simulator reads");
  const kinds = page.getByTestId("share-secret-kind");
  await expect(page.getByTestId("share-secrets-summary")).toContainText("3 secrets redacted");
  await expect(kinds.filter({ hasText: "Anthropic API key" })).toHaveAttribute("data-count", "1");
  await expect(kinds.filter({ hasText: "email address" })).toHaveAttribute("data-count", "1");
  await expect(kinds.filter({ hasText: "password" })).toHaveAttribute("data-count", "1");
  await page.getByTestId("share-review").click();
  await expect(page.getByTestId("share-snippets")).toContainText("[REDACTED:anthropic-key]");
  await expect(page.getByTestId("share-snippets")).not.toContainText(KEY);
  await expect(page.getByTestId("share-url")).not.toHaveValue(url);
  const withText = await page.getByTestId("share-url").inputValue();
  const [dl] = await Promise.all([page.waitForEvent("download"), page.getByTestId("share-download").click()]);
  const text = fs.readFileSync((await dl.path())!, "utf8");
  expect(text).toContain("[REDACTED:anthropic-key]");
  expect(text).toContain("Deploy with");
  for (const s of [KEY, MAIL, "hunter2"]) expect(text).not.toContain(s);
  await page.getByTestId("share-close").click();

  // each link opens with the same token counts: the default with blanks, the other with the redacted text
  const opened = async (link: string) => {
    const fresh = await browser.newContext();
    const p = await fresh.newPage();
    await p.goto(link);
    await expect(p.getByTestId("session-name")).toHaveText("Shared session");
    await ready(p);
    const list = (await p.getByTestId("message-list").textContent()) ?? "";
    const meter = await p.getByTestId("meter").first().textContent();
    await fresh.close();
    return { list, meter };
  };
  const a = await opened(url);
  const b = await opened(withText);
  expect(a.meter).toBe(b.meter);
  expect(a.list).not.toContain("Deploy");
  expect(a.list).not.toContain(KEY);
  expect(b.list).toContain("[REDACTED:anthropic-key]");
  expect(b.list).not.toContain(KEY);
});

/** The document a share link holds, decoded as the receiving page decodes it. */
function decoded(url: string): Record<string, unknown> {
  const r = decodeShare(new URL(url).hash);
  if (!r || !r.ok) throw new Error(r ? r.error : "not a share link");
  return r.state.scenario;
}

/** Every leaf of a document with where it sits (list indices as []). */
function leaves(v: unknown, at = "", out: { at: string; value: unknown }[] = []): { at: string; value: unknown }[] {
  if (Array.isArray(v)) v.forEach((x) => leaves(x, `${at}[]`, out));
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) leaves(x, `${at}.${k}`, out);
  else out.push({ at, value: v });
  return out;
}

/** Where two documents of one session differ: the places (indices as []) whose values differ or exist on one side only. */
function changed(a: unknown, b: unknown, at = "", out = new Set<string>()): Set<string> {
  const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === "object";
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) changed(a[i], b[i], `${at}[]`, out);
  } else if (isObj(a) && isObj(b) && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) changed(a[k], b[k], `${at}.${k}`, out);
  } else if (isObj(a) || isObj(b)) {
    for (const l of leaves(isObj(a) ? a : b, at)) out.add(l.at);
  } else if (a !== b) out.add(at);
  return out;
}

// tool-input keys: a path, a command or search, a name the link always carries (lib/share/snapshot.ts)
const PATH_KEYS = ["file_path", "notebook_path", "path", "command", "pattern", "glob", "url"];
const NAME_KEYS = ["skill", "subagent_type", "status"];
/** leaves whose values are structure (kinds, ids, times, tool and skill names), not anything a person wrote */
const STRUCTURE =
  /\.(kind|recordType|subtype|type|role|model|version|versions|messageId|id|toolUseId|timestamp|estimator|format|source|category|afterCompaction|trigger|phase|name|names|blockType|label|status|subagent_type|skill)$/;

/** What of a session is private, read from its file: the texts people and tools wrote, its paths and commands, its title. */
function privateParts(file: string) {
  const raw = fs.readFileSync(path.join(FIXTURES, file), "utf8");
  const s = ingest(raw, path.basename(file));
  const texts: string[] = [];
  const paths: string[] = [];
  const walkInput = (v: unknown, key?: string) => {
    if (typeof v === "string") (key && PATH_KEYS.includes(key) ? paths : key && NAME_KEYS.includes(key) ? [] : texts).push(v);
    else if (Array.isArray(v)) v.forEach((x) => walkInput(x, key));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walkInput(x, k);
  };
  for (const ev of s.events) {
    for (const b of ev.blocks) {
      if (b.type === "text") texts.push(b.text);
      else if (b.type === "tool_result" && !b.content.startsWith("File unchanged since last read")) texts.push(b.content);
      else if (b.type === "tool_use") walkInput(b.input);
    }
    if (ev.compact?.instructions) texts.push(ev.compact.instructions);
    if (ev.skill?.dir) paths.push(ev.skill.dir);
    for (const f of ev.attachment?.files ?? []) paths.push(f.path);
    for (const k of ev.attachment?.skills ?? []) if (k.path) paths.push(k.path);
  }
  if (s.meta.cwd) paths.push(s.meta.cwd);
  // every title the file gives, not only the one the reader picked
  const titles = [...raw.matchAll(/"(?:aiTitle|customTitle|summary)":"([^"]+)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
  for (const t of [s.meta.title, s.meta.sessionId, s.meta.gitBranch, path.basename(file)]) if (t) titles.push(t);
  return { texts, paths, titles, meta: s.meta };
}

const WINDOW = 12;

/**
 * The private strings a document holds. Any run of 12 characters of one in a value a person could
 * have written, apart from the words the simulator looks for (blanks keep them) and Claude Code's
 * markup (<command-name>); a whole one in a value that is structure (a kind, an id, a tool or skill
 * name); a shorter one in a value a person could have written.
 */
function leaked(doc: Record<string, unknown>, strings: string[]): string[] {
  const values = leaves(doc).filter((l) => typeof l.value === "string") as { at: string; value: string }[];
  const content = values.filter((l) => !STRUCTURE.test(l.at)).map((l) => l.value);
  const structure = values.filter((l) => STRUCTURE.test(l.at)).map((l) => l.value);
  const windows = new Set<string>();
  for (const v of content) for (let i = 0; i + WINDOW <= v.length; i++) windows.add(v.slice(i, i + WINDOW));
  const out = new Set<string>();
  for (const raw of strings) {
    const t = raw.trim();
    let s = raw.replace(/<\/?[\w-]+>/g, (m) => "\u0000".repeat(m.length));
    for (const re of SIGNALS) s = s.replace(new RegExp(re.source, re.flags), (m) => "\u0000".repeat(m.length));
    for (let i = 0; i + WINDOW <= s.length; i++) {
      const w = s.slice(i, i + WINDOW);
      if (!w.includes("\u0000") && /\p{L}/u.test(w) && windows.has(w))
        out.add(`${JSON.stringify(raw.slice(0, 60))} (${JSON.stringify(w)})`);
    }
    if (t.length >= WINDOW && structure.some((v) => v.includes(t))) out.add(`${JSON.stringify(t.slice(0, 60))} (in a kind, id or name)`);
    if (t.length >= 4 && t.length < WINDOW && !/\u0000/.test(s) && content.some((v) => v.includes(t))) out.add(JSON.stringify(t));
  }
  return [...out];
}

for (const id of ["real-shape-recent", "compaction", "skills"]) {
  test(`the example "${id}" shares no text, title or path by default, and each tick adds exactly its part`, async ({ page }) => {
    const parts = privateParts(example(id).file);
    expect(parts.texts.length).toBeGreaterThan(5);
    expect(parts.paths.length).toBeGreaterThan(0);
    expect(parts.titles.length).toBeGreaterThan(1);
    await page.goto("/");
    await ready(page);
    await loadExample(page, id);
    const url = await openShare(page);
    await expect(page.getByTestId("share-holds")).toContainText("Each file as an alias");
    const base = decoded(url);
    expect(leaked(base, parts.texts), "message text").toEqual([]);
    expect(leaked(base, parts.paths), "paths").toEqual([]);
    expect(leaked(base, parts.titles), "title").toEqual([]);
    expect(base.title).toBeUndefined();

    // each tick alone: its own places change, no other
    const own: Record<string, RegExp> = {
      text: new RegExp(
        `^(\\.events\\[\\]\\.blocks\\[\\]\\.(text|content)|\\.events\\[\\]\\.blocks\\[\\]\\.input(\\.\\w+|\\[\\])*\\.(?!(${PATH_KEYS.join("|")})$)\\w+|\\.events\\[\\]\\.compact\\.instructions|\\.(errors|warnings)\\[\\]\\.message)$`,
      ),
      paths: new RegExp(
        `^(\\.events\\[\\]\\.blocks\\[\\]\\.input(\\.\\w+|\\[\\])*\\.(${PATH_KEYS.join("|")})|\\.events\\[\\]\\.attachment\\.(files|skills)\\[\\]\\.path|\\.events\\[\\]\\.skill\\.dir|\\.meta\\.cwd)$`,
      ),
      title: /^(\.title|\.name|\.meta\.(title|sessionId|gitBranch|description))$/,
    };
    let last = url;
    for (const part of ["text", "paths", "title"]) {
      await page.getByTestId(`share-part-${part}`).check();
      await expect(page.getByTestId("share-url")).not.toHaveValue(last);
      await expect(page.getByTestId("share-url")).toHaveValue(/#z=/);
      last = await page.getByTestId("share-url").inputValue();
      const doc = decoded(last);
      const diff = [...changed(base, doc)];
      expect(diff.length, part).toBeGreaterThan(0);
      expect(
        diff.filter((at) => !own[part].test(at)),
        `${part} changes only its own places`,
      ).toEqual([]);
      const json = JSON.stringify(doc);
      if (part === "text") {
        expect(leaked(doc, parts.texts).length, "the text is there").toBeGreaterThan(0);
        await expect(page.getByTestId("share-holds")).toContainText("The text the simulator reads");
      } else if (part === "paths") {
        expect(json).toContain(JSON.stringify(parts.meta.cwd));
        expect(leaked(doc, parts.paths).length, "the paths are there").toBeGreaterThan(0);
        await expect(page.getByTestId("share-holds")).toContainText("File paths, commands");
      } else {
        expect(doc.title).toBe(parts.meta.title ?? path.basename(example(id).file));
        expect((doc.meta as Record<string, unknown>).sessionId).toBe(parts.meta.sessionId);
        await expect(page.getByTestId("share-holds")).toContainText("The session's title");
      }
      await page.getByTestId(`share-part-${part}`).uncheck();
      await expect(page.getByTestId("share-url")).toHaveValue(url);
    }
  });
}
