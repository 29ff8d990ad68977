// Lint severity (issue 34): what loses behaviour comes before what misroutes, style after, and the
// language rule only for a bilingual catalog or on request. The catalog is text of our own in the
// shape of a real plugin catalog: a long skill whose rules sit past the 5,000-token cut, two
// plugins shipping a skill of the same name, one skill with no description, and English
// descriptions without triggers or boundaries (most of a real catalog's findings).
import { describe, expect, it } from "vitest";
import { loadCatalog } from "./catalog";
import { lintCatalog } from "./lint";
import { isBilingual, LINT_SEVERITY, SEVERITY_ORDER } from "./lint-severity";

const file = (path: string, fm: string, body = "# Skill\n") => ({ path, text: `---\n${fm}\n---\n${body}` });
// 900 lines of 32 characters: 28,800 characters, past the cut at 20,000 (5,000 tokens at characters / 4)
const longBody = "# Backtest\n" + "Load the daily bars before the run.\n".repeat(900) + "## Rules\n- Never trade on unadjusted prices.\n";

const english = [
  file("plugins/quant/skills/backtest/SKILL.md", "name: backtest\ndescription: Backtests a strategy on daily bars.", longBody),
  file("plugins/quant/skills/report/SKILL.md", "name: report\ndescription: Writes the weekly desk report."),
  file("plugins/office/skills/report/SKILL.md", "name: report\ndescription: Builds a report document from notes."),
  file("plugins/office/skills/slides/SKILL.md", "name: slides"),
];

describe("severity order on a real-shaped catalog", () => {
  const res = lintCatalog(loadCatalog(english));
  const of = (path: string) => res.find((r) => r.path === path)!.problems;

  it("each entry's findings come worst first", () => {
    for (const r of res) {
      const ranks = r.problems.map((p) => SEVERITY_ORDER.indexOf(p.severity));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it("a body cut, a duplicate name and no description lose behaviour; they lead their entries", () => {
    expect(of("plugins/quant/skills/backtest/SKILL.md")[0]).toMatchObject({ rule: "body-cut", severity: "loses-behaviour" });
    expect(of("plugins/quant/skills/report/SKILL.md")[0]).toMatchObject({ rule: "duplicate-name", severity: "loses-behaviour" });
    expect(of("plugins/office/skills/report/SKILL.md")[0]).toMatchObject({ rule: "duplicate-name", severity: "loses-behaviour" });
    expect(of("plugins/office/skills/slides/SKILL.md")[0]).toMatchObject({ rule: "description-missing", severity: "loses-behaviour" });
  });

  it("style findings (no triggers, no boundary, no third person) come after them", () => {
    const backtest = of("plugins/quant/skills/backtest/SKILL.md").map((p) => p.rule);
    expect(backtest.indexOf("body-cut")).toBeLessThan(backtest.indexOf("use-when"));
    expect(backtest.indexOf("body-cut")).toBeLessThan(backtest.indexOf("boundary"));
    expect(LINT_SEVERITY["use-when"]).toBe("style");
  });

  it("an English-only catalog gets no language rule unless asked", () => {
    expect(isBilingual(loadCatalog(english))).toBe(false);
    // "Backtests a strategy on daily bars." has no trigger, so ask on a catalog whose triggers are English only
    const triggers = [
      file("skills/news/SKILL.md", "name: news\ndescription: Summarises market news. Use when the user asks what moved today."),
    ];
    expect(lintCatalog(loadCatalog(triggers)).flatMap((r) => r.problems.map((p) => p.rule))).not.toContain("bilingual-triggers");
    const asked = lintCatalog(loadCatalog(triggers), { languageRules: "on" }).flatMap((r) => r.problems);
    expect(asked.find((p) => p.rule === "bilingual-triggers")).toMatchObject({ severity: "language" });
  });

  it("a bilingual catalog gets the language rule by itself", () => {
    const bilingual = [
      file("skills/news/SKILL.md", "name: news\ndescription: Summarises market news. Use when the user asks what moved today."),
      file("skills/kr-news/SKILL.md", "name: kr-news\ndescription: 국내 증시 뉴스를 요약한다. 오늘 시장 뉴스 요청 때 사용."),
    ];
    expect(isBilingual(loadCatalog(bilingual))).toBe(true);
    expect(lintCatalog(loadCatalog(bilingual)).flatMap((r) => r.problems.map((p) => p.rule))).toContain("bilingual-triggers");
    expect(lintCatalog(loadCatalog(bilingual), { languageRules: "off" }).flatMap((r) => r.problems.map((p) => p.rule))).not.toContain(
      "bilingual-triggers",
    );
  });
});
