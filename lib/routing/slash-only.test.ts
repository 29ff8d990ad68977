// No veto from a slash-only skill (issue 34, rules.md#skills-names): a skill only the user can
// start never turns a request that a loadable skill serves into native; at most it asks, naming
// both. The catalog is text of our own in the shape of a real trading/office catalog, where a
// slash-only pipeline ("/backtest-report") shares most words with the loadable skill that does the
// job, as the 248 slash-only skills of the 1,195-skill catalog do (rules.md#skills-names).
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { buildRouter } from "./router";
import { applySlashOnlyClaim } from "./slash-only";
import type { Incorporation } from "./incorporate";

const skill = (name: string, description: string, slashOnly = false) =>
  parseEntry(
    `${name}/SKILL.md`,
    `---\nname: ${name}\ndescription: ${description}\n${slashOnly ? "disable-model-invocation: true\n" : ""}---\n# ${name}\n`,
  )!;

const entries = [
  skill(
    "strategy-backtest",
    "Backtests a trading strategy on historical prices and reports returns. Use when the user wants to backtest a strategy. 백테스트, 전략 검증 요청 시 사용.",
  ),
  skill(
    "backtest-report",
    "Runs the nightly backtest of the house trading strategy on historical daily prices, writes the drawdown and win rate report and posts it to the desk channel. Invoke with /backtest-report.",
    true,
  ),
  skill(
    "slide-deck",
    "Builds a slide deck (pptx) from an outline with speaker notes. Use when the user asks for slides or a presentation. 발표 자료, 슬라이드 제작.",
  ),
  skill(
    "stock-screener",
    "Screens stocks by valuation and momentum filters. Use when the user wants a list of stocks matching criteria. 종목 검색.",
  ),
  skill(
    "news-digest",
    "Summarises the day's market news into a short digest. Use when the user asks what happened in the markets today. 시장 뉴스 요약.",
  ),
  skill(
    "meeting-notes",
    "Turns a meeting transcript into notes with decisions and action items. Use when the user pastes a transcript. 회의록 정리.",
  ),
  skill(
    "tax-report",
    "Prepares a capital gains tax report from a trade history export. Use when the user asks about taxes on trades. 양도세 계산.",
  ),
];

const router = buildRouter(entries);
const PROMPT = "backtest the trading strategy on daily prices and write the drawdown and win rate report";

describe("a slash-only skill asks, never vetoes", () => {
  it("the slash-only skill holds more of the request than the loadable one, by the rule's margins", () => {
    const t = router.route(PROMPT, { settings: { confidenceMin: 0 } });
    const inc = t.stages.find((s) => s.stage === "incorporation");
    // backtest-report's text holds every word of the request; strategy-backtest lacks daily,
    // drawdown, win, rate: the claim's two conditions hold
    expect(inc && inc.stage === "incorporation" && inc.slashOnly).toBe("backtest-report");
  });

  it("a request the loadable skill serves ends in a question naming both, not native", () => {
    const t = router.route(PROMPT, { settings: { confidenceMin: 0 } });
    expect(t.decision).toBe("ask");
    expect(t.chosen).toBeNull();
    expect(t.options).toEqual(["strategy-backtest", "backtest-report"]);
    expect(t.reason).toContain('"strategy-backtest"');
    expect(t.reason).toContain("/backtest-report");
  });

  it("every name in the reason is a candidate on screen or the /name the user types", () => {
    const t = router.route(PROMPT, { settings: { confidenceMin: 0 } });
    const shown = new Set(t.candidates.map((c) => c.name));
    for (const m of t.reason.matchAll(/"([a-z0-9-]+)"/g)) expect(shown.has(m[1])).toBe(true);
    for (const m of t.reason.matchAll(/\/([a-z0-9-]+)/g)) expect(m[1]).toBe("backtest-report");
  });

  it("without the slash-only skill the same request loads the loadable one", () => {
    const bare = buildRouter(entries.filter((e) => !e.disableModelInvocation));
    const t = bare.route(PROMPT, { settings: { confidenceMin: 0 } });
    expect(t.decision).toBe("skill");
    expect(t.chosen).toBe("strategy-backtest");
  });

  it("a request the slash-only skill does not claim loads as before", () => {
    const t = router.route("make a slide deck for the quarterly review with speaker notes", { settings: { confidenceMin: 0 } });
    expect(t.decision).toBe("skill");
    expect(t.chosen).toBe("slide-deck");
  });

  it("the slash-only skill is never a candidate and never chosen", () => {
    for (const p of [PROMPT, "백테스트 리포트 돌려줘", "post the backtest drawdown report to the desk channel"]) {
      const t = router.route(p);
      expect(t.candidates.map((c) => c.name)).not.toContain("backtest-report");
      expect(t.chosen).not.toBe("backtest-report");
    }
  });
});

describe("applySlashOnlyClaim on each outcome", () => {
  const claim = { name: "backtest-report", coverage: 0.8, winnerCoverage: 0.4 };
  const stage = { stage: "incorporation" as const, passed: true, detail: "", outcome: "skill" as const };
  it("a load becomes a question between the winner and /name", () => {
    const done: Incorporation = { decision: "skill", reason: "Loads", chosen: "strategy-backtest", stage };
    const out = applySlashOnlyClaim(done, claim, "strategy-backtest");
    expect(out).toMatchObject({ decision: "ask", chosen: null, options: ["strategy-backtest", "backtest-report"] });
    expect(out.reason).toContain("80%");
    expect(out.reason).toContain("40%");
  });
  it("a question keeps its options and gains /name once", () => {
    const done: Incorporation = {
      decision: "ask",
      reason: "Ask",
      chosen: null,
      options: ["strategy-backtest", "stock-screener"],
      stage: { ...stage, outcome: "ask" },
    };
    const out = applySlashOnlyClaim(done, claim, "strategy-backtest");
    expect(out.options).toEqual(["strategy-backtest", "stock-screener", "backtest-report"]);
    expect(applySlashOnlyClaim(out, claim, "strategy-backtest").options).toEqual(out.options);
  });
  it("native stays native", () => {
    const done: Incorporation = { decision: "native", reason: "Native", chosen: null, stage: { ...stage, outcome: "native" } };
    expect(applySlashOnlyClaim(done, claim, "strategy-backtest")).toBe(done);
  });
});
