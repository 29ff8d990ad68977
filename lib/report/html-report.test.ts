// The report's HTML from hand-built data: every string escaped, nothing that could make a request,
// the CSP tag, the what-came-back rows as given.
import { describe, expect, it } from "vitest";
import { REPORT_CSP, reportHtml } from "./html-report";
import type { ReportData, ReportRecorded, ReportSimulated } from "./report-data";

const HOSTILE = "<img src=x onerror=alert(1)>";

function recorded(more: Partial<ReportRecorded> = {}): ReportRecorded {
  return {
    n: 1,
    step: 40,
    line: 41,
    round: 12,
    kind: "compact",
    trigger: "auto",
    implied: false,
    preTokens: 155_912,
    postTokens: 9_000,
    estimatedPre: 155_100,
    recordedAfter: 24_005,
    ruleAfter: 32_095,
    ruleSummary: 9_636,
    taken: true,
    match: { n: 1, step: 40, tier: "full", roundDiff: 0, tokenDiff: -812 },
    account: {
      written: true,
      skillsEqual: false,
      filesSame: 1,
      filesRecorded: 2,
      filesRules: 1,
      skills: [
        { name: HOSTILE, recordedChars: 2_400, ruleChars: 2_400, mark: "same", why: "the rules put it back whole (2,400 characters)" },
        {
          name: "release-notes",
          recordedChars: 15_000,
          ruleChars: 20_000,
          mark: "cut-differently",
          why: "the rules cut it at character 19,900 of 28,687; the recording has 15,000 characters",
        },
        {
          name: "deploy",
          ruleChars: 1_200,
          mark: "only-rules",
          why: "the rules put it back whole (1,200 characters); not in the recording",
        },
      ],
      files: [
        { path: "file 1", mark: "same" },
        { path: '"><script>alert(2)</script>', mark: "only-recorded", namedOnly: true },
      ],
      others: ["Task list"],
      forgotten: [],
    },
    ...more,
  };
}

function simulated(more: Partial<ReportSimulated> = {}): ReportSimulated {
  return {
    n: 1,
    step: 40,
    round: 12,
    tier: "full",
    trigger: "auto",
    ok: true,
    predicted: true,
    tokensBefore: 155_100,
    tokensAfter: 32_095,
    summaryTokens: 9_636,
    summarised: { items: 120, tokens: 150_000 },
    kept: { items: 0, tokens: 0 },
    cleared: { count: 0, tokens: 0 },
    skills: [{ name: HOSTILE, status: "kept", chars: 2_400, originalChars: 2_400, tokens: 600 }],
    files: [{ path: "file 1", tokens: 500, named: false }],
    skippedFiles: [{ path: "file 3", reason: "over-file-count" }],
    memory: [],
    recorded: 1,
    ...more,
  };
}

function data(more: Partial<ReportData> = {}): ReportData {
  return {
    generatedAt: "2026-05-01 10:00",
    title: null,
    facts: {
      format: "claude-code-jsonl",
      versions: ["2.1.120"],
      version: "2.1.120",
      models: ["claude-sonnet-4-5"],
      window: 200_000,
      preset: "cc-2.1.88",
      presetWhy: ["2.1.120 is 2.1.21 or later: auto-compact at 167,000"],
      mode: "replay",
      fork: null,
      events: 80,
      rounds: 30,
      subagents: 0,
    },
    thresholds: { window: 200_000, effective: 180_000, auto: 167_000, warning: 147_000, blocking: 177_000, autoEnabled: true },
    timeline: {
      steps: 80,
      points: [
        [0, 12_000],
        [39, 155_100],
        [40, 24_000],
        [79, 40_000],
      ],
      max: 155_100,
      recorded: [{ n: 1, step: 40, kind: "compact" }],
      simulated: [{ n: 1, step: 40, tier: "full", predicted: true, ok: true }],
    },
    recorded: [recorded()],
    simulated: [simulated()],
    simulatedLeftOut: 0,
    notes: [],
    fidelity: null,
    fidelityWhy: "not judged here",
    counts: { estimator: "o200k", calibration: { ratio: 1.21, pairs: 40 }, sources: [{ source: "recorded usage", steps: 60 }] },
    redaction: { text: "drop", title: false, paths: false, secrets: [] },
    ...more,
  };
}

describe("the report's HTML", () => {
  it("escapes every string from the session: a skill named like a tag, a path that closes an attribute", () => {
    const html = reportHtml(data({ title: `${HOSTILE} & co` }));
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    // no tag carries an attribute of the session's: a "<" in the file only ever opens the report's own tags
    expect(html).not.toMatch(/<[^>]*onerror/i);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(2)&lt;&#47;script&gt;");
    expect(html).toContain("<title>Context report: &lt;img src=x onerror=alert(1)&gt; &amp; co</title>");
  });

  it("holds nothing that could make a request: no URL, no script, no external style; links stay in the page", () => {
    // a path written as a URL is text: its slashes are escaped, so no "//" spells a URL
    const html = reportHtml(
      data({ recorded: [recorded({ account: { ...recorded().account!, files: [{ path: "https://example.com/x.ts", mark: "same" }] } })] }),
    );
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toContain("//");
    expect(html).not.toMatch(/<(script|link|iframe|object|embed|img|audio|video|source|base|form)\b/i);
    expect(html).not.toMatch(/<[^>]*\s(src|srcset|action|background)=/i);
    expect(html).not.toMatch(/@import|url\(/i);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(5);
    for (const h of hrefs) expect(h).toMatch(/^#[a-z0-9-]+$/);
    expect(html).not.toMatch(/xmlns/);
  });

  it("carries a strict Content-Security-Policy in its head, before anything else is read", () => {
    const html = reportHtml(data());
    expect(REPORT_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      /^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">/,
    );
    expect(head).toContain('<meta name="color-scheme" content="light dark">');
    expect(head).toContain("@media (prefers-color-scheme: dark)");
  });

  it("writes the what-came-back rows: skill, recorded chars, rules chars, mark, why; then the files", () => {
    const html = reportHtml(data());
    const rows = [...html.matchAll(/<tr class="skill-row">(.*?)<\/tr>/g)].map((m) =>
      [...m[1].matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1].replace(/<[^>]+>/g, "")),
    );
    expect(rows).toEqual([
      ["&lt;img src=x onerror=alert(1)&gt;", "2,400", "2,400", "same", "the rules put it back whole (2,400 characters)"],
      [
        "release-notes",
        "15,000",
        "20,000",
        "cut differently",
        "the rules cut it at character 19,900 of 28,687; the recording has 15,000 characters",
      ],
      ["deploy", "—", "1,200", "only in the rules", "the rules put it back whole (1,200 characters); not in the recording"],
    ]);
    const marks = [...html.matchAll(/data-mark="([^"]+)"/g)].map((m) => m[1]);
    expect(marks).toEqual(["same", "cut-differently", "only-rules", "same", "only-recorded"]);
    const files = [...html.matchAll(/<tr class="file-row">(.*?)<\/tr>/g)].map((m) =>
      [...m[1].matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1].replace(/<[^>]+>/g, "")),
    );
    expect(files).toEqual([
      ["file 1", "same", ""],
      ["&quot;&gt;&lt;script&gt;alert(2)&lt;&#47;script&gt;", "only in the recording", "named only, too large to re-read"],
    ]);
    expect(html).toContain("Also written after the boundary: Task list.");
  });

  it("draws the timeline as inline SVG with thresholds and both kinds of compaction, each linked to its section", () => {
    const html = reportHtml(data());
    const svg = html.slice(html.indexOf('<svg class="timeline"'), html.indexOf("</svg>") + 6);
    expect(svg).toContain('<path class="meter" d="M');
    expect(svg).toMatch(/class="th th-auto"/);
    expect(svg).toMatch(/class="th th-warning"/);
    expect(svg).toMatch(/class="th th-blocking"/);
    expect(svg).toContain("auto-compact 167k");
    expect(svg).toContain('<a href="#rec-1">');
    expect(svg).toContain('<a href="#sim-1"><path class="sim tier-full predicted"');
    expect(html).toContain('<article class="compaction recorded" id="rec-1" data-step="40">');
    expect(html).toContain('<article class="compaction simulated" id="sim-1" data-step="40">');
  });

  it("says how each figure was counted and what was left out", () => {
    const html = reportHtml(data());
    const footer = html.slice(html.indexOf("<footer"));
    expect(footer).toContain("o200k estimator, calibrated by 1.210 over 40 measured pairs");
    expect(footer).toContain("60 steps from recorded usage");
    expect(footer).toContain("Message text: left out.");
    expect(footer).toContain("Title, file name, session id and branch: left out.");
    expect(footer).toMatch(/Paths: left out; each file is an alias/);
    const shared = reportHtml(
      data({ redaction: { text: "redact", title: true, paths: true, secrets: [{ kind: "anthropic-key", count: 2 }] } }),
    );
    expect(shared).toContain("Message text: included, secrets (keys, tokens, passwords, emails) replaced.");
    expect(shared).toContain("Secrets replaced: anthropic-key ×2.");
    expect(html).toContain("not judged here");
  });
});

describe("the report's fidelity section", () => {
  it("says the compactions predicted before the count were reached before the boundary's own count, as the CLI and the app say", () => {
    const reattach = { accounts: 0, skillsEqual: 0, skillEntries: 0, skillEntriesSame: 0, filesRecorded: 0, filesRules: 0, filesSame: 0 };
    const fidelity = {
      version: "2.1.19",
      preset: "cc-2.1.19",
      window: 200_000,
      versionKnown: true,
      recorded: 2,
      matched: 2,
      matchedByEstimate: 1,
      far: 0,
      missed: 0,
      extra: 0,
      implied: 0,
      microcompactions: 0,
      errorBefore: null,
      errorAfter: null,
      errorHeldOut: null,
      calibration: { pairs: 0, ratio: 1, placeholderOutputs: 0, responses: 0, hiddenThinkingTokens: 0 },
      reattach: { ...reattach, postTokensSize: null, ruleSize: null },
    } as unknown as ReportData["fidelity"];
    const html = reportHtml(data({ fidelity }));
    expect(html).toContain("2 (1 before the boundary's own count)");
    // the decision reads Claude Code's count (rules.md#check-count), not the meter
    expect(html).not.toContain("from the meter alone");
  });
});
