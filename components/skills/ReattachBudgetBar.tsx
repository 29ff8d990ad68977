"use client";
// The re-attachment budget as a bar: each skill's share in re-attachment order, the per-skill cap as
// ticks, the free room, and each dropped skill as a ghost past the budget line. Drawn for the
// simulation and again for the what-if.
import { fmt, plural } from "@/components/inspector/format";
import type { ReattachResult } from "@/lib/skills/reattach";
import { keyOf } from "./reattach-model";
import { STATUS_LABEL, cx, statusClass } from "./reattach-labels";
import s from "./skills.module.css";

export function BudgetBar({
  result,
  selected,
  onSelect,
  testid,
}: {
  result: ReattachResult;
  selected: string;
  onSelect: (k: string) => void;
  testid: string;
}) {
  const { budget } = result;
  const placed = result.skills.filter((x) => x.status !== "dropped");
  const dropped = result.skills.filter((x) => x.status === "dropped");
  const domain = Math.max(1, budget.total, result.totalTokens, ...dropped.map((d) => d.runningTotal + d.triedTokens));
  const pct = (t: number) => `${(t / domain) * 100}%`;
  const ticks: number[] = [];
  if (budget.perSkill > 0) for (let t = budget.perSkill; t < budget.total && ticks.length < 40; t += budget.perSkill) ticks.push(t);
  const free = Math.max(0, budget.total - result.totalTokens);
  return (
    <div className={s.barWrap} data-testid={testid}>
      <div className={s.barTop}>
        <span className={s.faint}>re-attachment order, most recent first →</span>
        <span className={s.budgetLabel} style={{ right: `calc(${100 - (budget.total / domain) * 100}% - 1px)` }}>
          budget {fmt(budget.total)}
        </span>
      </div>
      <div
        className={s.bar}
        role="group"
        aria-label={`Skill re-attachment budget: ${fmt(result.totalTokens)} of ${plural(budget.total, "token")} used`}
      >
        {ticks.map((t) => (
          <span key={t} className={s.capTick} style={{ left: pct(t) }} />
        ))}
        {placed.map((x) => {
          const k = keyOf(x);
          const start = x.runningTotal - x.tokens;
          return (
            <button
              key={k}
              className={cx(s.seg, statusClass(x.status), k === selected && s.segSel)}
              style={{ left: pct(start), width: pct(x.tokens) }}
              title={`${x.name}: ${STATUS_LABEL[x.status]}, ${fmt(x.tokens)} of ${plural(x.originalTokens, "token")} (running total ${fmt(x.runningTotal)})`}
              onClick={() => onSelect(k)}
              data-testid="skills-bar-seg"
              data-skill={x.name}
              data-status={x.status}
            >
              <span className={s.segLabel}>{x.name}</span>
              {x.status === "truncated" && <span className={s.segCut} aria-hidden />}
            </button>
          );
        })}
        {free > 0 && free / domain > 0.2 && (
          <span className={s.free} style={{ left: pct(result.totalTokens), width: pct(free) }}>
            {fmt(free)} free
          </span>
        )}
        <span className={s.budgetLine} style={{ left: pct(budget.total) }} />
      </div>
      <div className={s.axis} aria-hidden>
        <span style={{ left: 0 }}>0</span>
        {ticks.length <= 10 &&
          ticks.map((t) => (
            <span key={t} style={{ left: pct(t) }} className={s.axisMid}>
              {t % 1000 === 0 ? `${t / 1000}k` : fmt(t)}
            </span>
          ))}
      </div>
      <p className={s.legend}>
        <span className={cx(s.sw, s.kept)} /> kept whole <span className={cx(s.sw, s.truncated)} /> truncated at the cap{" "}
        <span className={cx(s.sw, s.dropped, s.swGhost)} /> dropped <span className={s.tickSw} /> every {plural(budget.perSkill, "token")}{" "}
        (one capped skill)
      </p>
      {dropped.map((d) => {
        const start = (d.runningTotal / domain) * 100;
        const tried = d.triedTokens;
        const label = `✕ ${d.name}: ${fmt(tried)} would make ${fmt(d.runningTotal + tried)}`;
        return (
          <div key={keyOf(d)} className={s.ghostRow}>
            <span className={s.budgetLine} style={{ left: pct(budget.total) }} />
            <span
              className={s.ghostLabel}
              style={start > 45 ? { right: `calc(${100 - start}% + 6px)` } : { left: `calc(${start + (tried / domain) * 100}% + 6px)` }}
            >
              {label}
            </span>
            <button
              className={cx(s.ghost, keyOf(d) === selected && s.segSel)}
              style={{ left: pct(d.runningTotal), width: pct(tried) }}
              onClick={() => onSelect(keyOf(d))}
              title={`${d.name}: ${d.reason}`}
              aria-label={`${d.name}, dropped: ${d.reason}`}
              data-testid="skills-bar-dropped"
              data-skill={d.name}
            />
          </div>
        );
      })}
    </div>
  );
}
