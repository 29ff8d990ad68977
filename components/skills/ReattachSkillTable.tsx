"use client";
// The re-attached skills as a table, most recent first: each one's status, tokens kept of its body,
// tokens lost, and the step of the invocation that counts (a link to it when the inspector gives one).
import { fmt } from "@/components/inspector/format";
import type { ReattachResult } from "@/lib/skills/reattach";
import { keyOf } from "./reattach-model";
import { cx, statusClass } from "./reattach-labels";
import s from "./skills.module.css";

export function SkillTable({
  result,
  selected,
  onSelect,
  onJump,
}: {
  result: ReattachResult;
  selected: string;
  onSelect: (k: string) => void;
  onJump?: (step: number) => void;
}) {
  const scale = Math.max(1, result.budget.perSkill, ...result.skills.map((x) => x.originalTokens));
  return (
    <table className={s.table} data-testid="skills-table">
      <thead>
        <tr>
          <th className={s.numCol}>#</th>
          <th>skill</th>
          <th>status</th>
          <th className={s.numCol} title="tokens re-attached, of the body's tokens">
            kept / of
          </th>
          <th className={s.numCol}>lost</th>
          <th className={s.numCol} title="the step of the invocation that counts (the most recent)">
            step
          </th>
        </tr>
      </thead>
      <tbody>
        {result.skills.map((x, i) => {
          const k = keyOf(x);
          const lost = x.status === "dropped" ? x.originalTokens : x.lostTokens;
          return (
            <tr
              key={k}
              className={cx(k === selected && s.rowSel)}
              onClick={() => onSelect(k)}
              data-testid="skills-row"
              data-skill={x.name}
              data-status={x.status}
              aria-selected={k === selected}
            >
              <td className={s.numCol}>{i + 1}</td>
              <td className={s.nameCell}>
                <button className={s.nameBtn} onClick={() => onSelect(k)} title={x.reason}>
                  {x.name}
                  {x.agent && <span className={s.faint}> · {x.agent}</span>}
                </button>
                <span className={s.mini} aria-hidden>
                  <span className={cx(s.miniKept, statusClass(x.status))} style={{ width: `${(x.tokens / scale) * 100}%` }} />
                  <span
                    className={cx(s.miniLost, x.status === "dropped" && s.miniLostDrop)}
                    style={{ width: `${(lost / scale) * 100}%` }}
                  />
                  <span className={s.miniCap} style={{ left: `${(result.budget.perSkill / scale) * 100}%` }} />
                </span>
              </td>
              <td>
                <span className={cx(s.status, statusClass(x.status))} data-testid="skills-status">
                  {x.status}
                </span>
              </td>
              <td className={s.numCol}>
                <span data-testid="skills-kept">{fmt(x.tokens)}</span>
                <span className={s.of}>of {fmt(x.originalTokens)}</span>
              </td>
              <td className={cx(s.numCol, lost > 0 && (x.status === "dropped" ? s.tDropped : s.tTruncated))} data-testid="skills-lost">
                {lost > 0 ? fmt(lost) : "–"}
              </td>
              <td className={s.numCol}>
                {onJump ? (
                  <button
                    className={s.linkish}
                    onClick={(e) => {
                      e.stopPropagation();
                      onJump(x.step);
                    }}
                    title={`Go to step ${fmt(x.step + 1)}, this invocation`}
                    data-testid="skills-jump"
                  >
                    {fmt(x.step + 1)}
                  </button>
                ) : (
                  <>{fmt(x.step + 1)}</>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td />
          <td>total</td>
          <td />
          <td className={s.numCol}>
            {fmt(result.totalTokens)}
            <span className={s.of}>of {fmt(result.skills.reduce((a, x) => a + x.originalTokens, 0))}</span>
          </td>
          <td className={s.numCol}>
            {fmt(result.skills.reduce((a, x) => a + (x.status === "dropped" ? x.originalTokens : x.lostTokens), 0))}
          </td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
