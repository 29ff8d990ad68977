"use client";
// Which invoked skills come back after a compaction, where each is cut, and which silently
// disappear (rules.md#skills). Renders `compaction.reattached.skills`, the result of lib/skills/reattach.ts
// as the simulation ran it, and a what-if: other budgets, other estimators, skills re-invoked
// after the compaction, recomputed with the same rule and shown beside the original.
import { plural } from "@/components/inspector/format";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Compaction } from "@/lib/context/simulate";
import type { Settings } from "@/lib/context/settings";
import { ESTIMATOR_LABEL, type Estimator, type Session } from "@/lib/model";
import {
  lostAfterCut,
  TRUNCATION_MARKER,
  type LostSection,
  type ReattachedSkill,
  type ReattachResult,
  type ReattachStatus,
} from "@/lib/skills/reattach";
import { CancelledError, sharedEngine } from "@/components/worker/client";
import { compare, keyOf, type Compared, lineAt, skillBody, whatIfInvocations } from "./reattach-model";
import { RuleLink } from "@/components/ui/RuleLink";
import s from "./skills.module.css";

export interface ReattachPanelProps {
  compaction: Compaction;
  session: Session;
  settings: Settings;
  /** when given, the "invoked at" step of each skill is a link to that step */
  onJump?: (step: number) => void;
}

const nf = new Intl.NumberFormat("en-US");
const fmt = (n: number) => nf.format(Math.round(n));
const cx = (...c: (string | false | undefined | null)[]) => c.filter(Boolean).join(" ");

const STATUS_LABEL: Record<ReattachStatus, string> = { kept: "kept whole", truncated: "truncated", dropped: "dropped" };
const statusClass = (st: ReattachStatus) => (st === "kept" ? s.kept : st === "truncated" ? s.truncated : s.dropped);

function estimatorNote(e: Estimator): string {
  return e === "chars4"
    ? "chars/4, what Claude Code 2.1.88 does"
    : `${ESTIMATOR_LABEL[e]}, a reference tokenizer (Claude Code 2.1.88 counts chars/4)`;
}

export function ReattachPanel({ compaction, session, settings, onJump }: ReattachPanelProps) {
  const result = compaction.reattached.skills;
  if (!result || result.skills.length === 0) {
    const micro = compaction.tier.startsWith("microcompact") || compaction.tier === "file-unchanged";
    return (
      <div className={cx(s.vars, s.panel)} data-testid="skills-reattach-panel">
        <p className={s.muted} data-testid="skills-empty">
          {micro
            ? "A microcompact re-attaches nothing: invoked skills stay in the messages as they were."
            : result
              ? "Every skill invoked before this compaction is still in the kept messages: nothing needs re-attaching."
              : "No skill was invoked before this compaction, so none is re-attached."}{" "}
          <RuleLink anchor="reattachment-skills" />
        </p>
      </div>
    );
  }
  return (
    <Inner
      key={`${compaction.index}:${compaction.step}`}
      compaction={compaction}
      session={session}
      settings={settings}
      result={result}
      onJump={onJump}
    />
  );
}

export default ReattachPanel;

function Inner({ compaction, session, settings, result, onJump }: ReattachPanelProps & { result: ReattachResult }) {
  const budget = result.budget;
  const firstCut = result.skills.find((x) => x.status === "truncated") ?? result.skills[0];
  const [sel, setSel] = useState<string>(keyOf(firstCut));
  const [viewSide, setViewSide] = useState<"sim" | "what-if">("sim");

  // ---- what-if ----
  const [perSkill, setPerSkill] = useState(budget.perSkill);
  const [total, setTotal] = useState(budget.total);
  const [reinvoked, setReinvoked] = useState<string[]>([]);
  const [sizes, setSizes] = useState<"table" | Estimator>("table");
  // The what-if runs the rule in the engine worker, where the tokenizer tables are; the page only
  // renders its answer. Explicit sizes ("table") need no tokenizer: the rule counts chars/4 there
  // and the sizes it is given win.
  const dirty = reinvoked.length > 0 || perSkill !== budget.perSkill || total !== budget.total || sizes !== "table";
  const request = useMemo(
    () => ({
      invocations: whatIfInvocations(result, session, compaction.step, reinvoked, sizes === "table"),
      estimator: (sizes === "table" ? "chars4" : sizes) as Estimator,
      budget: { perSkill, total },
    }),
    [result, session, compaction.step, reinvoked, sizes, perSkill, total],
  );
  const [answer, setAnswer] = useState<{ request: typeof request; result: ReattachResult | null; error: string | null } | null>(null);
  useEffect(() => {
    const engine = sharedEngine();
    if (!engine) return;
    let live = true;
    engine.reattach(request).then(
      (r) => live && setAnswer({ request, result: sizes === "table" ? { ...r, estimator: result.estimator } : r, error: null }),
      (e: Error) =>
        live &&
        !(e instanceof CancelledError) &&
        setAnswer({ request, result: null, error: `Could not count with ${ESTIMATOR_LABEL[request.estimator]}: ${e.message}` }),
    );
    return () => {
      live = false;
    };
  }, [request, sizes, result.estimator]);
  const current = answer && answer.request === request ? answer : null;
  const whatIf = current?.result ?? null;
  const counterError = current?.error ?? null;

  const bodies = useMemo(() => new Map(result.skills.map((x) => [keyOf(x), skillBody(session, x)])), [result, session]);
  const truncated = result.skills.filter((x) => x.status === "truncated");
  const dropped = result.skills.filter((x) => x.status === "dropped");
  const lostByCut = useMemo(
    () =>
      truncated.reduce(
        (a, x) => {
          const b = bodies.get(keyOf(x));
          if (!b || x.cutAt === undefined) return a;
          const l = lostAfterCut(b, x.cutAt);
          return {
            headings: a.headings + l.filter((y) => y.kind === "heading").length,
            rules: a.rules + l.filter((y) => y.kind === "rule").length,
          };
        },
        { headings: 0, rules: 0 },
      ),
    [truncated, bodies],
  );
  const reattached = result.skills.length - dropped.length;
  const scenarioSizes = session.format === "scenario";
  const defaults = { perSkill: settings.skillReattachPerSkillTokens, total: settings.skillReattachTotalTokens };

  const viewResult = viewSide === "what-if" && dirty && whatIf ? whatIf : result;
  const selSkill = viewResult.skills.find((x) => keyOf(x) === sel) ?? result.skills.find((x) => keyOf(x) === sel) ?? firstCut;

  return (
    <div className={cx(s.vars, s.panel)} data-testid="skills-reattach-panel">
      <header className={s.panelHead}>
        <h3 className={s.h3}>Skills re-attached after the compaction at step {fmt(compaction.step + 1)}</h3>
        <p className={s.summary} data-testid="skills-summary">
          <b>{reattached}</b> of {result.skills.length} re-attached · <span className="mono">{fmt(result.totalTokens)}</span> of{" "}
          <span className="mono">{fmt(budget.total)}</span> tokens
          {truncated.length > 0 && (
            <>
              {" "}
              · <span className={s.tTruncated}>{truncated.length} truncated</span>
            </>
          )}
          {dropped.length > 0 && (
            <>
              {" "}
              · <span className={s.tDropped}>{dropped.length} dropped</span>
            </>
          )}
        </p>
        <p className={s.note} data-testid="skills-estimator">
          Sizes by {estimatorNote(result.estimator)}
          {scenarioSizes ? ", as the scenario states them" : ""}. Most recent first, each cut to {fmt(budget.perSkill)}, while the total
          stays within {fmt(budget.total)}; a skill that does not fit is skipped whole. Claude Code shows none of this.{" "}
          <RuleLink anchor="reattachment-skills" />
        </p>
      </header>

      {dropped.length > 0 && (
        <div className={s.warnBox} role="note" data-testid="skills-dropped">
          <p className={s.warnTitle}>
            ⚠ {dropped.length === 1 ? "1 skill is" : `${dropped.length} skills are`} silently dropped: after this compaction the model no
            longer has {dropped.length === 1 ? "its" : "their"} instructions, and nothing tells the user.
          </p>
          <ul className={s.warnList}>
            {dropped.map((d) => (
              <li key={keyOf(d)} data-testid="skills-dropped-item" data-skill={d.name}>
                <button className={s.linkish} onClick={() => setSel(keyOf(d))}>
                  {d.name}
                </button>{" "}
                <span className="mono">{fmt(d.originalTokens)}</span> tokens, invoked at step {fmt(d.step + 1)}: {d.reason}.
              </li>
            ))}
          </ul>
        </div>
      )}
      {truncated.length > 0 && (
        <p className={s.cutNote} data-testid="skills-cut-summary">
          ✂ {truncated.length === 1 ? "1 skill is" : `${truncated.length} skills are`} cut at {plural(budget.perSkill, "token")}:{" "}
          <span className="mono">{fmt(truncated.reduce((a, x) => a + x.lostTokens, 0))}</span> tokens lost
          {lostByCut.headings + lostByCut.rules > 0 && (
            <>
              , with {lostByCut.headings} heading{lostByCut.headings === 1 ? "" : "s"} and {lostByCut.rules} rule line
              {lostByCut.rules === 1 ? "" : "s"} after the cuts
            </>
          )}
          .
        </p>
      )}

      <BudgetBar result={result} selected={sel} onSelect={setSel} testid="skills-bar" />
      <SkillTable result={result} selected={sel} onSelect={setSel} onJump={onJump} />

      {selSkill && (
        <SkillView
          key={`${keyOf(selSkill)}:${viewSide}`}
          skill={selSkill}
          body={bodies.get(keyOf(selSkill)) ?? null}
          perSkill={viewResult.budget.perSkill}
          side={dirty && whatIf ? viewSide : null}
          onSide={setViewSide}
        />
      )}

      <section className={s.whatIf} data-testid="skills-whatif">
        <h4 className={s.h4}>What if</h4>
        <div className={s.controls}>
          <label className={s.field}>
            per skill
            <NumberInput value={perSkill} onChange={setPerSkill} testid="whatif-per-skill" label="Per-skill budget in tokens" />
          </label>
          <label className={s.field}>
            total
            <NumberInput value={total} onChange={setTotal} testid="whatif-total" label="Total budget in tokens" />
          </label>
          <label className={s.field}>
            sizes
            <select
              className="select"
              value={sizes}
              onChange={(e) => setSizes(e.currentTarget.value as typeof sizes)}
              data-testid="whatif-sizes"
            >
              <option value="table">as simulated ({ESTIMATOR_LABEL[result.estimator]})</option>
              <option value="chars4">chars/4 of the body (Claude Code)</option>
              <option value="o200k">o200k of the body</option>
              <option value="cl100k">cl100k of the body</option>
            </select>
          </label>
          <button
            className="btn"
            disabled={!dirty}
            onClick={() => {
              setPerSkill(budget.perSkill);
              setTotal(budget.total);
              setReinvoked([]);
              setSizes("table");
              setViewSide("sim");
            }}
          >
            Reset
          </button>
        </div>
        {(defaults.perSkill !== perSkill || defaults.total !== total) && (
          <p className={s.note}>
            The settings say {fmt(defaults.perSkill)} per skill and {fmt(defaults.total)} in all.
          </p>
        )}
        <fieldset className={s.reinvoke}>
          <legend>Re-invoke after the compaction (each becomes the most recent, in the order ticked):</legend>
          {result.skills.map((x) => {
            const k = keyOf(x);
            const at = reinvoked.indexOf(k);
            return (
              <label key={k} className={s.check}>
                <input
                  type="checkbox"
                  checked={at >= 0}
                  data-testid="whatif-reinvoke"
                  data-skill={x.name}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setReinvoked((r) => (on ? [...r.filter((y) => y !== k), k] : r.filter((y) => y !== k)));
                  }}
                />
                <span>{x.name}</span>
                {at >= 0 && <span className={s.faint}>#{at + 1}</span>}
              </label>
            );
          })}
        </fieldset>
        {counterError && <p className={s.tDropped}>{counterError}</p>}
        {!whatIf && !counterError && <p className={s.muted}>Counting in the background…</p>}
        {whatIf && dirty && (
          <>
            <p className={s.note}>
              {reinvoked.length > 0 ? "At the next compaction" : "With these budgets"}:{" "}
              <b>{whatIf.skills.filter((x) => x.status !== "dropped").length}</b> of {whatIf.skills.length} re-attached,{" "}
              <span className="mono">{fmt(whatIf.totalTokens)}</span> of <span className="mono">{fmt(whatIf.budget.total)}</span> tokens (
              {estimatorNote(whatIf.estimator)}).
            </p>
            <BudgetBar
              result={whatIf}
              selected={sel}
              onSelect={(k) => {
                setSel(k);
                setViewSide("what-if");
              }}
              testid="whatif-bar"
            />
            <CompareTable before={result} after={whatIf} reinvoked={reinvoked} />
          </>
        )}
        {whatIf && !dirty && (
          <p className={s.muted}>
            Change a budget, the sizes, or tick a skill to re-invoke: the outcome is recomputed here, beside the original.
          </p>
        )}
      </section>
    </div>
  );
}

function NumberInput({ value, onChange, testid, label }: { value: number; onChange: (n: number) => void; testid: string; label: string }) {
  // a new value from outside replaces what is typed (adjusted while rendering, not in an effect)
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <input
      className={s.num}
      type="number"
      min={0}
      step={500}
      value={text}
      aria-label={label}
      data-testid={testid}
      onChange={(e) => {
        const t = e.currentTarget.value;
        setText(t);
        const n = Number(t);
        if (t.trim() !== "" && Number.isFinite(n) && n >= 0) onChange(Math.round(n));
      }}
    />
  );
}

// ---------------------------------------------------------------------------------------------

function BudgetBar({
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

function SkillTable({
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

// ---------------------------------------------------------------------------------------------

interface Line {
  no: number;
  start: number;
  text: string;
}

function splitLines(body: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  body.split("\n").forEach((text, i) => {
    out.push({ no: i + 1, start, text });
    start += text.length + 1;
  });
  return out;
}

const MAX_LOST_LISTED = 40;
const RULE_HEADING =
  /\b(never|do not|don't|must|always|forbidden|prohibited|avoid|rules?|warnings?|caution|important)\b|금지|주의|절대|반드시/i;
const lostRank = (l: LostSection) => (l.kind === "heading" ? (RULE_HEADING.test(l.text) ? 0 : 2) : 1);

function SkillView({
  skill,
  body,
  perSkill,
  side,
  onSide,
}: {
  skill: ReattachedSkill;
  body: string | null;
  perSkill: number;
  side: "sim" | "what-if" | null;
  onSide: (s: "sim" | "what-if") => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const cutAt = skill.status === "truncated" ? skill.cutAt : skill.status === "dropped" ? 0 : undefined;
  const lines = useMemo(() => (body === null ? [] : splitLines(body)), [body]);
  const lost = useMemo<LostSection[]>(() => (body !== null && cutAt !== undefined ? lostAfterCut(body, cutAt) : []), [body, cutAt]);
  // What matters most first: headings that announce rules ("## Never do"), then rule lines, then other headings.
  const lostListed = useMemo(() => [...lost].sort((a, b) => lostRank(a) - lostRank(b) || a.line - b.line), [lost]);
  const lostLines = useMemo(() => new Map(lost.map((l) => [l.line, l.kind])), [lost]);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const cut = box.querySelector<HTMLElement>("[data-cut]");
    box.scrollTop = cut ? Math.max(0, cut.offsetTop - box.clientHeight / 3) : 0;
  }, [skill, body]);

  const goTo = (line: number) => {
    const box = scroller.current;
    const el = box?.querySelector<HTMLElement>(`[data-line="${line}"]`);
    if (box && el) box.scrollTop = Math.max(0, el.offsetTop - 24);
  };

  const cutLine = cutAt !== undefined && body !== null && skill.status === "truncated" ? lineAt(body, cutAt) : null;

  return (
    <section className={s.view} data-testid="skills-view" data-skill={skill.name} data-status={skill.status}>
      <div className={s.viewHead}>
        <h4 className={s.h4}>
          {skill.name} <span className={cx(s.status, statusClass(skill.status))}>{STATUS_LABEL[skill.status]}</span>
        </h4>
        {side && (
          <span className={s.seg2} role="group" aria-label="Which outcome to show">
            <button className={cx(s.seg2Btn, side === "sim" && s.seg2On)} onClick={() => onSide("sim")} aria-pressed={side === "sim"}>
              as simulated
            </button>
            <button
              className={cx(s.seg2Btn, side === "what-if" && s.seg2On)}
              onClick={() => onSide("what-if")}
              aria-pressed={side === "what-if"}
            >
              what if
            </button>
          </span>
        )}
      </div>
      <p className={s.note}>
        {skill.status === "kept" && (
          <>
            Re-attached whole: {plural(skill.tokens, "token")}, within the {fmt(perSkill)} cap.
          </>
        )}
        {skill.status === "truncated" && (
          <>
            Cut at character {fmt(cutAt ?? 0)}
            {cutLine !== null && (
              <>
                {" "}
                (line {fmt(cutLine)} of {fmt(lines.length)})
              </>
            )}
            : {fmt(skill.tokens)} of {plural(skill.originalTokens, "token")} re-attached,{" "}
            <span className={s.tTruncated}>{fmt(skill.lostTokens)} lost</span>. The model sees the text above the line and a note that the
            rest was cut.
          </>
        )}
        {skill.status === "dropped" && (
          <>
            <span className={s.tDropped}>Dropped whole</span>: {skill.reason}. None of its {plural(skill.originalTokens, "token")} come
            back.
          </>
        )}
      </p>
      {lost.length > 0 && (
        <div className={s.lost} data-testid="skills-lost-list">
          <p className={s.lostTitle}>
            {skill.status === "dropped" ? "Headings and rules lost with it" : "Headings and rules after the cut, lost"} (
            {lost.filter((l) => l.kind === "heading").length} heading{lost.filter((l) => l.kind === "heading").length === 1 ? "" : "s"},{" "}
            {lost.filter((l) => l.kind === "rule").length} rule
            {lost.filter((l) => l.kind === "rule").length === 1 ? "" : "s"}):
          </p>
          <ul>
            {lostListed.slice(0, MAX_LOST_LISTED).map((l) => (
              <li key={l.line} data-testid="skills-lost-item" data-kind={l.kind}>
                <button className={s.linkish} onClick={() => goTo(l.line)}>
                  line {l.line}
                </button>{" "}
                <span className={s.lostKind}>{l.kind}</span> <span className={cx(l.kind === "heading" && s.lostHeadingText)}>{l.text}</span>
              </li>
            ))}
            {lost.length > MAX_LOST_LISTED && <li className={s.faint}>and {lost.length - MAX_LOST_LISTED} more</li>}
          </ul>
        </div>
      )}
      {body === null ? (
        <p className={s.muted}>The body of this skill is not recorded in the session, so the cut cannot be drawn in it.</p>
      ) : (
        <div className={s.body} ref={scroller} data-testid="skills-body" role="region" aria-label={`Body of ${skill.name}`} tabIndex={0}>
          {skill.status === "dropped" && <div className={s.dropRule}>✕ dropped: nothing of this body is re-attached</div>}
          {lines.map((l) => {
            const end = l.start + l.text.length;
            const tag = lostLines.get(l.no);
            if (skill.status === "dropped") return <BodyLine key={l.no} line={l} text={l.text} after tag={tag} />;
            if (cutAt === undefined || end < cutAt) return <BodyLine key={l.no} line={l} text={l.text} after={false} tag={undefined} />;
            if (l.start >= cutAt) {
              return (
                <div key={l.no}>
                  {l.start === cutAt && <CutRule />}
                  <BodyLine line={l} text={l.text} after tag={tag} />
                </div>
              );
            }
            // the cut falls inside this line (or at its end)
            const keep = l.text.slice(0, cutAt - l.start);
            const rest = l.text.slice(cutAt - l.start);
            return (
              <div key={l.no}>
                <BodyLine line={l} text={keep} after={false} tag={undefined} />
                <CutRule />
                {rest && <BodyLine line={l} text={rest} after tag={tag} continued />}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

function CutRule() {
  return (
    <div className={s.cut} data-cut role="separator" data-testid="skills-cut-line" aria-label="The cut: nothing below is re-attached">
      <span className={s.cutLabel}>✂ cut here: the model sees “{TRUNCATION_MARKER.trim()}” and nothing below</span>
    </div>
  );
}

function BodyLine({
  line,
  text,
  after,
  tag,
  continued,
}: {
  line: Line;
  text: string;
  after: boolean;
  tag: LostSection["kind"] | undefined;
  continued?: boolean;
}) {
  return (
    <div className={cx(s.line, after && s.lineAfter, tag && s.lineLost)} data-line={continued ? undefined : line.no}>
      <span className={s.ln}>{continued ? "…" : line.no}</span>
      <span className={s.lt}>{text || " "}</span>
      {tag && <span className={s.lostTag}>lost {tag}</span>}
    </div>
  );
}

function CompareTable({ before, after, reinvoked }: { before: ReattachResult; after: ReattachResult; reinvoked: string[] }) {
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
