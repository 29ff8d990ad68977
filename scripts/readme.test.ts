// The README's quick start, as a new user reads it: two commands (one installs and starts the app
// with an example loaded, one runs every test), and, before them in one line, the system Chromium
// the tests drive, which .ci/run installs.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, `README has a "## ${title}" section`).toBeGreaterThanOrEqual(0);
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe("README quick start", () => {
  const quick = section("Quick start");
  const fence = quick.indexOf("```sh\n");
  const box = quick.slice(fence + 6, quick.indexOf("```", fence + 6));

  it("is exactly two commands: install and start with an example loaded, then all the tests", () => {
    expect(fence).toBeGreaterThan(0);
    const commands = box
      .split("\n")
      .map((l) => l.replace(/#.*$/, "").trim())
      .filter(Boolean);
    expect(commands).toEqual(["npm ci && npm start", "npm test"]);
    expect(box).toMatch(/example session loaded/);
  });

  it("names Debian's chromium in one line above the commands, as .ci/run installs it", () => {
    const before = quick.slice(0, fence).split("\n");
    const line = before.find((l) => l.includes("apt-get install chromium"));
    expect(line, "a line above the commands with apt-get install chromium").toBeDefined();
    expect(line).toMatch(/Debian/);
    expect(line).toMatch(/\.ci\/run/);
    const ci = fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8");
    expect(ci).toMatch(/apt-get install[^\n]*\bchromium\b/);
    // the path the Playwright config drives
    const pw = fs.readFileSync(path.join(ROOT, "playwright.config.ts"), "utf8");
    const exe = /executablePath: "([^"]+)"/.exec(pw)?.[1];
    expect(exe).toBe("/usr/bin/chromium");
    expect(line).toContain(exe);
  });
});

describe("README as a front door", () => {
  it("stays short: at most 250 lines, the detail in docs/", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(250);
  });

  it("links every page in docs/, and every link to docs/ names a page that exists", () => {
    const pages = fs.readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md"));
    const linked = new Set([...readme.matchAll(/\]\(docs\/([\w.-]+\.md)(?:#[\w-]+)?\)/g)].map((m) => m[1]));
    for (const p of pages) expect(linked, `README links docs/${p}`).toContain(p);
    for (const l of linked) expect(pages, `docs/${l} exists`).toContain(l);
  });
});

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
const slug = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

describe("links between the README and docs/", () => {
  const files = [
    "README.md",
    ...fs
      .readdirSync(path.join(ROOT, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];
  for (const file of files) {
    it(`${file}: every relative link names a file that exists, and an anchor that is a heading there`, () => {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8").replace(/```[\s\S]*?```/g, "");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [rel, anchor] = target.split("#");
        const to = rel ? path.join(path.dirname(path.join(ROOT, file)), rel) : path.join(ROOT, file);
        expect(fs.existsSync(to), `${file} links ${target}`).toBe(true);
        if (anchor && to.endsWith(".md")) {
          const headings = [...fs.readFileSync(to, "utf8").matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]));
          const ids = [...fs.readFileSync(to, "utf8").matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]);
          expect([...headings, ...ids], `${file} links ${target}`).toContain(anchor);
        }
      }
    });
  }
});
