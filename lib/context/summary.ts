// The full-compaction summary, built from the transcript itself (a simulator calls no model): the
// facts of the summarised events (collect-facts.ts, summary-facts.ts) laid out in the nine sections
// of cc-2.1.88 or of the seed (summary-sections.ts), and sized in tokens (section-sizes.ts). This
// file holds what a summary is and the sizing choice.
import type { Session } from "../model";
import type { TextCounter } from "../tokens/estimators";
import { apportion, renderLines } from "./section-sizes";
import type { SummaryStyle } from "./settings-type";
import type { SummaryFacts } from "./summary-facts";
import { SECTION_TITLES, sectionLines } from "./summary-sections";

// For summary.test.ts, which reads these here; each
// lives in the file named beside it.
export { collectFacts } from "./collect-facts";
export { apportion } from "./section-sizes";
export { SECTION_TITLES } from "./summary-sections";

export interface SummarySection {
  /** 1..9 */
  n: number;
  title: string;
  tokens: number;
  /** the section as the simulator wrote it (long sections are cut to about their token size) */
  text: string;
}

export interface SummaryInfo {
  source: "transcript" | "session-memory";
  style: SummaryStyle | "session-memory";
  /** measured: the sections' own token counts; ratio: summarised tokens x summaryRatio (scenarios) */
  sizing: "measured" | "ratio" | "recorded" | "session-memory";
  /** recorded sizing: where the figure comes from */
  sizedBy?: string;
  /** tokens the sections measured before sizing and the cap */
  measuredTokens: number;
  tokens: number;
  /** the cap the summary obeys (summaryMaxTokens) */
  cap: number;
  capped: boolean;
  sections: SummarySection[];
  instructions?: string;
}

export type SummarySizing =
  | { mode: "measured" }
  | { mode: "ratio"; summarisedTokens: number; ratio: number }
  /** a recording: the size Claude Code's summaries have in recordings of its version (summary-size.ts) */
  | { mode: "recorded"; tokens: number; source: string };

/**
 * Lays the facts out in nine sections and sizes them. Measured: each line's tokens (verbatim user
 * messages at their table count, generated lines counted with `counter`), scaled down evenly when
 * the total is over `cap`. Ratio (scenarios with explicit counts): the total is
 * min(cap, round(summarised x ratio)), shared among the sections in proportion to what they measured.
 */
export function buildSummary(
  facts: SummaryFacts,
  opts: {
    style: SummaryStyle;
    sizing: SummarySizing;
    cap: number;
    counter: TextCounter;
    meta?: Session["meta"];
    instructions?: string;
  },
): SummaryInfo {
  const titles = SECTION_TITLES[opts.style];
  const perSection = sectionLines(opts.style, facts, opts.meta ?? {}, opts.instructions);
  const measured = perSection.map((lines, k) => {
    let t = opts.counter.count(`## ${k + 1}. ${titles[k]}`);
    for (const l of lines) t += l.tokens ?? opts.counter.count(l.text);
    return t;
  });
  const measuredTotal = measured.reduce((a, b) => a + b, 0);
  const wanted =
    opts.sizing.mode === "ratio"
      ? Math.round(opts.sizing.summarisedTokens * opts.sizing.ratio)
      : opts.sizing.mode === "recorded"
        ? opts.sizing.tokens
        : measuredTotal;
  const target = Math.min(opts.cap, wanted);
  const sizes = apportion(measured, target);
  const sections: SummarySection[] = perSection.map((lines, k) => ({
    n: k + 1,
    title: titles[k],
    tokens: sizes[k],
    text: renderLines(lines, sizes[k]),
  }));
  return {
    source: "transcript",
    style: opts.style,
    sizing: opts.sizing.mode,
    ...(opts.sizing.mode === "recorded" ? { sizedBy: opts.sizing.source } : {}),
    measuredTokens: measuredTotal,
    tokens: target,
    cap: opts.cap,
    capped: wanted > opts.cap,
    sections,
    ...(opts.instructions ? { instructions: opts.instructions } : {}),
  };
}
