"use client";
// The simulation's outcome beside the what-if's, skill by skill: status and position before and
// after, and what changed.
import { fmt } from "@/components/inspector/format";
import type { ReattachResult } from "@/lib/skills/reattach";
import { compare, type Compared } from "./reattach-model";
import { cx, statusClass } from "./reattach-labels";
import s from "./skills.module.css";

export function CompareTable({ before, after, reinvoked }: { before: ReattachResult; after: ReattachResult; reinvoked: string[] }) {
  const rows = compare(before, after);
  const cell = (x: Compared["before"]) =>
    x ? (
      <>
        <span className={s.pos}>#{x.pos}</span> <span className={cx(s.status, statusClass(x.status))}>{x.status}</span>
      </>
    ) : null;
  return (
    <table className={cx(s.table, s.compare)} data-testid="whatif-table">
      <thead>
        <tr>
          <th>skill</th>
          <th>as simulated</th>
          <th>what if</th>
          <th>change</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const change: string[] = [];
          if (r.before && r.after) {
            if (r.before.status !== r.after.status) change.push(`${r.before.status} → ${r.after.status}`);
            else if (r.before.tokens !== r.after.tokens)
              change.push(`${r.after.tokens > r.before.tokens ? "+" : "−"}${fmt(Math.abs(r.after.tokens - r.before.tokens))}`);
            if (r.before.pos !== r.after.pos)
              change.push(r.after.pos < r.before.pos ? `↑${r.before.pos - r.after.pos}` : `↓${r.after.pos - r.before.pos}`);
          }
          const statusChanged = r.before && r.after && r.before.status !== r.after.status;
          return (
            <tr
              key={r.key}
              className={cx(r.changed && s.rowChanged)}
              data-testid="whatif-row"
              data-skill={r.name}
              data-status-before={r.before?.status}
              data-status-after={r.after?.status}
            >
              <td className={s.compareName}>
                {r.name}
                {reinvoked.includes(r.key) && (
                  <span className={s.faint} title="re-invoked after the compaction">
                    {" "}
                    ↻
                  </span>
                )}
              </td>
              <td>{cell(r.before)}</td>
              <td>{cell(r.after)}</td>
              <td className={cx(s.change, statusChanged && s.changeStrong)}>{change.join(" · ") || "–"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
