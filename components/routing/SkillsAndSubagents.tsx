"use client";
// Skills and subagents as one list (rules.md#routing-delegate): the router's skill candidates and
// its subagent candidates with their BM25 on both indexes' statistics, each marked by kind, in the
// list's order (merged-candidates.ts): each kind in the router's own order, a subagent above a skill
// only by the lead that would hand it the request, so a score can stand above a higher one (the note
// says why); the subagent the request was handed to stands first. Figures from the trace.
import type { RouteTrace } from "@/lib/routing";
import { DELEGATE_LEAD } from "@/lib/routing/delegate";
import s from "./routing.module.css";

export function SkillsAndSubagents({ trace }: { trace: RouteTrace }) {
  const merged = trace.merged;
  if (!merged?.length) return null;
  const delegated = trace.decision === "delegate" ? trace.chosen : null;
  return (
    <div data-testid="merged-candidates">
      <h3 className={s.h3}>Skills and subagents together</h3>
      <p className={s.note}>
        Scored on the words of both lists at once (BM25 with their counts added), so a skill and a subagent compare. Listed in the
        router&apos;s order: the skills as the rerank left them, a subagent above a skill only when it scores {DELEGATE_LEAD} times as much
        (the lead that hands it the request). A subagent works in its own context: when it takes the request, only its result comes back
        here.
      </p>
      <table className={`${s.cands} ${s.compact}`}>
        <thead>
          <tr>
            <th className={s.num}>#</th>
            <th>name</th>
            <th>kind</th>
            <th className={s.num} title="BM25 on skills and subagents scored together: every row on this one scale">
              joint score
            </th>
          </tr>
        </thead>
        <tbody>
          {merged.map((c, i) => {
            const handed = c.kind === "agent" && c.name === delegated;
            const loaded = c.kind === "skill" && c.name === trace.chosen && trace.decision === "skill";
            return (
              <tr
                key={`${c.kind}:${c.name}`}
                className={`${s.candRow} ${handed || loaded ? s.chosenRow : ""}`}
                data-testid="merged-row"
                data-name={c.name}
                data-kind={c.kind}
              >
                <td className={s.num}>{i + 1}</td>
                <td>
                  <span className="mono">{c.name}</span>
                  {handed && <span className={s.tag}>delegated</span>}
                  {loaded && <span className={s.tag}>loaded</span>}
                </td>
                <td className="muted">{c.kind === "agent" ? "subagent" : "skill"}</td>
                <td className={`${s.num} mono`}>{c.score.toFixed(2)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
