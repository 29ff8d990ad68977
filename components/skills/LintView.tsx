"use client";
// Lint: the findings of lib/skills/lint.ts per entry, with rule, message and line; counts per
// rule, each a filter, grouped by what they cost (lib/skills/lint-severity.ts), worst first, and
// the entries by their worst finding. Virtualised: a large catalog has thousands of findings.
import { useMemo, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { LintResult, LintRule } from "@/lib/skills/lint";
import { LINT_SEVERITY, SEVERITY_LABEL, SEVERITY_ORDER, type LintSeverity } from "@/lib/skills/lint-severity";
import { ALL_LISTING_PRESETS } from "@/lib/skills/listing";
import type { ListingPreset } from "./catalog-protocol";
import { PRESET_NAME, PresetSelect } from "./ListingView";
import { RuleLink } from "@/components/ui/RuleLink";
import c from "./catalog.module.css";

const RULE_HELP: Record<LintRule, string> = {
  "front-matter": "the front matter could not be read as YAML data",
  "name-format": "name: 1-64 characters of a-z, 0-9 and single hyphens",
  "name-folder": "a skill's name should match its folder",
  "description-missing": "no description: the model cannot know when to use it",
  "description-length": "descriptions are limited to 1,024 characters",
  "description-capped": "longer than the listing's per-entry cap: the rest is never seen",
  "third-person": "one capability sentence in the third person",
  "use-when": '"Use when ..." triggers',
  "bilingual-triggers": "triggers in English and Korean",
  boundary: '"Do NOT use for ... (use other-skill)"',
  "boundary-unknown-skill": "the boundary names a skill that is not in the catalog",
  "body-cut": "rules after the 5,000-token cut are lost after a compaction",
  "near-duplicate": "two descriptions share most words: they collide in retrieval",
  "duplicate-name": "another entry of the same kind has this name",
  "description-title": "the description only repeats the name",
};

const SEV_CLASS: Record<LintSeverity, string> = {
  "loses-behaviour": c.sevLoses,
  misroutes: c.sevMisroutes,
  style: "",
  language: "",
};

type Row = { type: "entry"; k: number; n: number } | { type: "problem"; k: number; p: number };

export function LintView({
  lint: results,
  preset,
  onPreset,
}: {
  lint: LintResult[];
  preset: ListingPreset;
  onPreset: (p: ListingPreset) => void;
}) {
  const [rule, setRule] = useState<LintRule | "all">("all");
  const scroller = useRef<HTMLDivElement>(null);

  const counts = useMemo(() => {
    const m = new Map<LintRule, { findings: number; entries: number }>();
    for (const r of results) {
      const seen = new Set<LintRule>();
      for (const p of r.problems) {
        const x = m.get(p.rule) ?? { findings: 0, entries: 0 };
        x.findings++;
        if (!seen.has(p.rule)) x.entries++;
        seen.add(p.rule);
        m.set(p.rule, x);
      }
    }
    const sev = (r: LintRule) => SEVERITY_ORDER.indexOf(LINT_SEVERITY[r]);
    return [...m].sort((a, b) => sev(a[0]) - sev(b[0]) || b[1].findings - a[1].findings || a[0].localeCompare(b[0]));
  }, [results]);
  const total = results.reduce((a, r) => a + r.problems.length, 0);
  const clean = results.filter((r) => !r.problems.length).length;

  const rows = useMemo(() => {
    const out: Row[] = [];
    // entries by their worst finding (each entry's findings come worst first), then catalog order
    const worst = (r: LintResult) => (r.problems.length ? SEVERITY_ORDER.indexOf(r.problems[0].severity) : SEVERITY_ORDER.length);
    const order = results.map((r, k) => [r, k] as const).sort(([a, i], [b, j]) => worst(a) - worst(b) || i - j);
    order.forEach(([r, k]) => {
      const ps = r.problems.map((p, i) => [p, i] as const).filter(([p]) => rule === "all" || p.rule === rule);
      if (!ps.length) return;
      out.push({ type: "entry", k, n: ps.length });
      for (const [, i] of ps) out.push({ type: "problem", k, p: i });
    });
    return out;
  }, [results, rule]);

  const virt = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i].type === "entry" ? 30 : 24),
    overscan: 16,
  });

  return (
    <div className={c.lint} data-testid="catalog-lint">
      <aside className={c.rules}>
        <div className={c.toolbarCol}>
          <PresetSelect preset={preset} onPreset={onPreset} block />
          <p className={c.small}>
            Description cap {ALL_LISTING_PRESETS[preset].perEntryCap.toLocaleString("en-US")} characters ({PRESET_NAME[preset]}); body cut
            at 5,000 tokens by chars/4 (Claude Code). Worst first: what loses behaviour, then what misroutes, then style; the language rule
            only for a bilingual catalog. <RuleLink anchor="skills-lint" />
          </p>
        </div>
        <p className={c.small} data-testid="lint-total">
          <b>{total}</b> finding{total === 1 ? "" : "s"} in {results.length - clean} of {results.length} entries; {clean} clean.
        </p>
        <ul className={c.ruleList}>
          <li>
            <button
              className={`${c.ruleBtn} ${rule === "all" ? c.ruleOn : ""}`}
              onClick={() => setRule("all")}
              aria-pressed={rule === "all"}
            >
              <span>all rules</span>
              <span className={c.ruleN}>{total}</span>
            </button>
          </li>
          {counts.map(([r, n], i) => (
            <li key={r}>
              {(i === 0 || LINT_SEVERITY[counts[i - 1][0]] !== LINT_SEVERITY[r]) && (
                <span className={c.sevHead} data-testid="lint-severity" data-severity={LINT_SEVERITY[r]}>
                  {SEVERITY_LABEL[LINT_SEVERITY[r]]}
                </span>
              )}
              <button
                className={`${c.ruleBtn} ${rule === r ? c.ruleOn : ""}`}
                onClick={() => setRule(rule === r ? "all" : r)}
                aria-pressed={rule === r}
                title={RULE_HELP[r]}
                data-testid="lint-rule-count"
                data-rule={r}
                data-count={n.findings}
              >
                <span className={c.ruleName}>{r}</span>
                <span className={c.ruleN}>{n.findings}</span>
                <span className={c.ruleHelp}>{RULE_HELP[r]}</span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <div className={c.scroll} ref={scroller} data-testid="lint-scroll" role="region" aria-label="Lint findings" tabIndex={0}>
        {rows.length === 0 && (
          <p className="muted" style={{ padding: 16 }}>
            No findings{rule === "all" ? "" : ` for ${rule}`}.
          </p>
        )}
        <div style={{ height: virt.getTotalSize(), position: "relative" }}>
          {virt.getVirtualItems().map((vi) => {
            const row = rows[vi.index];
            const r = results[row.k];
            return (
              <div
                key={vi.key}
                data-index={vi.index}
                ref={virt.measureElement}
                className={c.vrow}
                style={{ transform: `translateY(${vi.start}px)` }}
              >
                {row.type === "entry" ? (
                  <div className={c.lintEntry} data-testid="lint-entry" data-skill={r.skill}>
                    <span className={c.kind}>{r.kind}</span>
                    <span className={c.name}>{r.skill}</span>
                    <span className="mono faint">{r.path}</span>
                    <span className={c.lintN}>
                      {row.n} finding{row.n === 1 ? "" : "s"}
                    </span>
                  </div>
                ) : (
                  <div className={c.lintProblem} data-testid="lint-problem" data-rule={r.problems[row.p].rule}>
                    <span className={c.lintLine}>{r.problems[row.p].line ? `line ${r.problems[row.p].line}` : ""}</span>
                    <span className={c.rule}>{r.problems[row.p].rule}</span>
                    <span className={`${c.sev} ${SEV_CLASS[r.problems[row.p].severity]}`}>
                      {SEVERITY_LABEL[r.problems[row.p].severity]}
                    </span>
                    <span className={c.lintMsg}>{r.problems[row.p].message}</span>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
