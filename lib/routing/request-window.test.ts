// The window a long request is read through (request-window.ts): where it cuts, on text of our own,
// and that a route reads the request's operation at either end as it reads the short request.
// No timing here: the speed of routing a long paste is `npm run bench`'s ("route a 100 KB pasted request").
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalog } from "../skills/catalog";
import { readCatalogDir } from "../../cli/io";
import { REQUEST_WINDOW_END, requestWindow } from "./request-window";
import { buildRouter, type Router } from "./router";

describe("requestWindow", () => {
  it("reads a request of up to twice the end whole", () => {
    expect(requestWindow("fix the login bug")).toEqual({ text: "fix the login bug", left: 0 });
    const edge = "a ".repeat(REQUEST_WINDOW_END);
    expect(edge.length).toBe(2 * REQUEST_WINDOW_END);
    expect(requestWindow(edge)).toEqual({ text: edge, left: 0 });
    expect(requestWindow(edge + "b").left).toBeGreaterThan(0);
  });

  it("keeps the two ends, each cut at whitespace, joined by a line break", () => {
    // 10 words of 4 characters, one space between: word n starts at 5n; 49 characters
    const text = "one1 two2 thr3 fou4 fiv5 six6 sev7 eig8 nin9 ten0";
    // end 16 (a cut looks 16 / 4 = 4 characters for whitespace): the head's cut at 16 ("fou4"'s "o")
    // moves back to the space at 14; the tail's start at 49 - 16 = 33 ("sev7"'s "7") moves on past the
    // space at 34. Left out: 35 - 14 = 21 characters, " fou4 fiv5 six6 sev7 ".
    const w = requestWindow(text, 16);
    expect(w.text).toBe("one1 two2 thr3\neig8 nin9 ten0");
    expect(w.left).toBe(21);
  });

  it("cuts inside a run with no whitespace near the cut, never inside a surrogate pair", () => {
    expect(requestWindow("a".repeat(100), 20)).toEqual({ text: `${"a".repeat(20)}\n${"a".repeat(20)}`, left: 60 });
    // each emoji is two UTF-16 units: a cut at 21 would split the 11th, so the head keeps 10 and the tail 10
    const w = requestWindow("😀".repeat(50), 21);
    expect(w.text).toBe(`${"😀".repeat(10)}\n${"😀".repeat(10)}`);
    expect(w.left).toBe(60);
  });
});

describe("a long request through the router (devkit catalog)", () => {
  let router: Router;
  beforeAll(() => {
    router = buildRouter(loadCatalog(readCatalogDir(path.resolve(__dirname, "../../fixtures/catalogs/devkit")), "devkit").entries);
  });
  // a 100,800-character paste of 1,400 lines of 71 dashes: no word a rule or the index reads
  const paste = ("-".repeat(71) + "\n").repeat(1_400);
  const outcome = (prompt: string) => {
    const t = router.route(prompt);
    return { decision: t.decision, chosen: t.chosen };
  };

  it("reads the operation at the end or the start of a long paste, and decides as for the short request", () => {
    for (const q of ["review my pull request for security issues", "write unit tests for the parser", "코드 리뷰해줘"]) {
      const short = outcome(q);
      expect(short.decision).toBe("skill");
      expect(outcome(paste + q)).toEqual(short);
      expect(outcome(`${q}\n${paste}`)).toEqual(short);
    }
    // a git command at the end of the paste: triage reads it and the request stays native
    const git = router.route(paste + "show me the git log of this branch");
    expect(git.decision).toBe("native");
    expect(git.stages.find((s) => s.stage === "triage")?.detail).toContain('run a command ("git log")');
  });

  it("says what it read of a long request, and nothing of a short one", () => {
    expect(router.route("review my pull request").requestWindow).toBeUndefined();
    // 100,801 characters. Lines are 72 long, each newline at 72k + 71. The head's cut at 2,000 moves back
    // to the newline at 1,943 (k = 26); the tail's start at 98,801 moves on past the newline at 98,855
    // (k = 1,372): 98,856 - 1,943 = 96,913 characters not read.
    expect(router.route(paste + "x").requestWindow).toBe(
      "a long request: read its first and last 2,000 characters (96,913 characters in the middle not read)",
    );
  });

  it("explains a long request's scores from the same window as its route", () => {
    const q = "review my pull request for security issues";
    const long = paste + q;
    const routed = router.route(long).candidates[0];
    expect(router.explain(long, routed.name)?.score).toBeCloseTo(router.explain(requestWindow(long).text, routed.name)!.score, 9);
    expect(router.retrieve(long).hits[0].name).toBe(router.retrieve(q).hits[0].name);
  });
});
