"use client";
// Compare mode's side panel: pick A and B (a preset and overrides each; A is the inspector's own
// settings), see the meter of each at the current step, what each side costs (CostSection.tsx),
// the compactions of both lined up by step with what differs highlighted, and the settings that
// differ. The comparison itself is lib/context/compare.ts; every number is the engine's.
import { useMemo } from "react";
import { PRESET_NAMES, WINDOW_CHOICES, isPresetName, type PresetName } from "@/lib/context/settings";
import { compareSimulations, type CompareRow, type CompactionBrief } from "@/lib/context/compare";
import { currentStep, useInspector } from "@/components/state/store";
import type { SimChoice } from "@/components/worker/protocol";
import { Meter } from "@/components/sim/Meter";
import { cachedSnapshot, type CurrentSim } from "@/components/sim/useSim";
import { METER_LABEL, TIER_SHORT, fmtK, signed, tierVar } from "@/components/sim/labels";
import { fmt } from "@/components/inspector/format";
import { settingWord, showValue, sideLabel } from "./labels";
import { CostSection } from "./CostSection";

/** B when compare mode is switched on: the other window size, everything else as A. */
interface Pair {
  id: string;
  label: string;
  make: (a: SimChoice) => { sim: SimChoice; compare: SimChoice };
}

const PAIRS: Pair[] = [
  {
    id: "window",
    label: "200k vs 1M",
    make: (a) => ({
      sim: { preset: a.preset, overrides: { ...a.overrides, window: 200_000 } },
      compare: { preset: a.preset, overrides: { ...a.overrides, window: 1_000_000 } },
    }),
  },
  {
    id: "presets",
    label: "Claude Code 2.1.88 vs design notes",
    make: () => ({ sim: { preset: "cc-2.1.88", overrides: {} }, compare: { preset: "seed", overrides: {} } }),
  },
  {
    id: "session-memory",
    label: "session memory on vs off",
    make: (a) => ({
      sim: { preset: a.preset, overrides: { ...a.overrides, sessionMemoryEnabled: true } },
      compare: { preset: a.preset, overrides: { ...a.overrides, sessionMemoryEnabled: false } },
    }),
  },
  {
    id: "auto-compact",
    label: "auto-compact on vs off",
    make: (a) => ({
      sim: { preset: a.preset, overrides: { ...a.overrides, autoCompactEnabled: true } },
      compare: { preset: a.preset, overrides: { ...a.overrides, autoCompactEnabled: false } },
    }),
  },
];

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

function SideControls({
  side,
  choice,
  window: w,
  onChange,
}: {
  side: "A" | "B";
  choice: SimChoice;
  window: number;
  onChange: (c: SimChoice) => void;
}) {
  const id = `cmp-${side}`;
  const custom = !WINDOW_CHOICES.includes(w);
  return (
    <fieldset className="cmp-side" data-testid={`compare-side-${side}`}>
      <legend>
        <b className={`side-tag side-${side}`}>{side}</b> {side === "A" ? "the inspector's settings" : "the other settings"}
      </legend>
      <label className="field" htmlFor={`${id}-preset`}>
        Preset
        <select
          id={`${id}-preset`}
          className="select"
          value={choice.preset ?? ""}
          data-testid={`compare-preset-${side}`}
          onChange={(e) => onChange({ ...choice, preset: isPresetName(e.target.value) ? (e.target.value as PresetName) : null })}
        >
          <option value="">scenario&apos;s own</option>
          {PRESET_NAMES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={`${id}-window`}>
        Window
        <select
          id={`${id}-window`}
          className="select"
          value={String(w)}
          data-testid={`compare-window-${side}`}
          onChange={(e) => onChange({ ...choice, overrides: { ...choice.overrides, window: Number(e.target.value) } })}
        >
          {WINDOW_CHOICES.map((x) => (
            <option key={x} value={String(x)}>
              {fmtK(x)}
            </option>
          ))}
          {custom && <option value={String(w)}>{fmt(w)}</option>}
        </select>
      </label>
      {Object.keys(choice.overrides).filter((k) => k !== "window").length > 0 && (
        <span className="faint">
          +{" "}
          {Object.keys(choice.overrides)
            .filter((k) => k !== "window")
            .map(settingWord)
            .join(", ")}
        </span>
      )}
    </fieldset>
  );
}

function Brief({ c }: { c: CompactionBrief | null }) {
  if (!c) return <span className="faint">—</span>;
  return (
    <span>
      <i className="tier-dot" style={{ background: tierVar(c.tier) }} aria-hidden="true" /> {TIER_SHORT[c.tier]}
      {c.ok ? "" : " (failed)"}
      <br />
      <span className="mono">
        {fmtK(c.tokensBefore)} → {fmtK(c.tokensAfter)}
      </span>
    </span>
  );
}

const DIFF_TEXT: Record<CompareRow["diff"][number], string> = {
  "only-a": "only A",
  "only-b": "only B",
  tier: "tier",
  outcome: "outcome",
  before: "tokens before",
  after: "tokens after",
};

export function ComparePanel() {
  const view = useInspector((s) => s.views[0]);
  const step = useInspector(currentStep);
  const simChoice = useInspector((s) => s.simChoice);
  const compare = useInspector((s) => s.compare);
  const setCompare = useInspector((s) => s.setCompare);
  const setStep = useInspector((s) => s.setStep);
  const a = view?.sim ?? null;
  const b = view?.compare?.sim ?? null;
  const cmp = useMemo(() => (a && b ? compareSimulations(a, b) : null), [a, b]);

  if (!view) return null;
  if (!compare) {
    return (
      <div role="tabpanel" id="tabpanel-compare" aria-labelledby="tab-compare" data-testid="tabpanel-compare" className="section">
        <h2>Compare two settings</h2>
        <p className="muted">Simulate this session twice, under A (the inspector&apos;s settings) and B, and see where they part.</p>
        <div className="cmp-pairs">
          {PAIRS.map((p) => (
            <button
              key={p.id}
              className="btn"
              data-testid={`compare-pair-${p.id}`}
              onClick={() => {
                const x = p.make(simChoice);
                setCompare(x.compare, { sim: x.sim });
              }}
            >
              {p.label}
            </button>
          ))}
        </div>
      </div>
    );
  }

  const sA = a ? cachedSnapshot(a, Math.min(step, a.steps - 1)) : null;
  const sB = b ? cachedSnapshot(b, Math.min(step, b.steps - 1)) : null;
  const curA: CurrentSim | null = a && sA ? { view, sim: a, step, snap: sA } : null;
  const curB: CurrentSim | null = b && sB ? { view, sim: b, step, snap: sB } : null;
  const soFar = (x: typeof a) => (x ? x.compactions.filter((c) => c.step <= step).length : 0);
  const rows: { label: string; a: string; b: string; diff: boolean; testid: string }[] =
    sA && sB
      ? [
          {
            label: "Used tokens",
            a: fmt(sA.tokens),
            b: fmt(sB.tokens),
            diff: Math.round(sA.tokens) !== Math.round(sB.tokens),
            testid: "used",
          },
          { label: "State", a: METER_LABEL[sA.meter], b: METER_LABEL[sB.meter], diff: sA.meter !== sB.meter, testid: "state" },
          {
            label: "Until auto-compact",
            a: `${sA.percentLeft}%`,
            b: `${sB.percentLeft}%`,
            diff: sA.percentLeft !== sB.percentLeft,
            testid: "percent",
          },
          { label: "Compactions so far", a: fmt(soFar(a)), b: fmt(soFar(b)), diff: soFar(a) !== soFar(b), testid: "so-far" },
        ]
      : [];

  return (
    <div role="tabpanel" id="tabpanel-compare" aria-labelledby="tab-compare" data-testid="tabpanel-compare">
      <section className="section">
        <h2>Compare two settings</h2>
        <div className="cmp-pairs" role="group" aria-label="Common comparisons">
          {PAIRS.map((p) => {
            const x = p.make(simChoice);
            const on = same(x.sim, simChoice) && same(x.compare, compare);
            return (
              <button
                key={p.id}
                className={`btn${on ? " on" : ""}`}
                aria-pressed={on}
                data-testid={`compare-pair-${p.id}`}
                onClick={() => setCompare(x.compare, { sim: x.sim })}
              >
                {p.label}
              </button>
            );
          })}
        </div>
        <div className="cmp-sides">
          <SideControls
            side="A"
            choice={simChoice}
            window={a?.settings.window ?? view.settings.window}
            onChange={(c) => setCompare(compare, { sim: c })}
          />
          <SideControls
            side="B"
            choice={compare}
            window={b?.settings.window ?? view.compare?.settings.window ?? 200_000}
            onChange={(c) => setCompare(c)}
          />
        </div>
        <p className="note">
          <button className="linkbtn" onClick={() => setCompare(simChoice, { sim: compare })} data-testid="compare-swap">
            swap A and B
          </button>
          {" · "}
          <button className="linkbtn" onClick={() => setCompare(null)}>
            exit compare mode
          </button>
        </p>
        {view.compare?.problems.length ? <p className="note is-error">B: {view.compare.problems.join("; ")}</p> : null}
      </section>

      {curA && curB && (
        <section className="section" data-testid="compare-at-step">
          <h2>At step {fmt(step + 1)}</h2>
          <table className="cats cmp-table" data-testid="compare-step-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Figure</span>
                </th>
                <th scope="col">A</th>
                <th scope="col">B</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.testid} className={r.diff ? "diff" : ""} data-testid={`compare-step-${r.testid}`} data-diff={r.diff}>
                  <th scope="row">
                    {r.label}
                    {r.diff && <span className="visually-hidden"> (differs)</span>}
                  </th>
                  <td className="num">{r.a}</td>
                  <td className="num">{r.b}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="cmp-meter" data-testid="compare-meter-A">
            <div className="cmp-meter-label">
              <b className="side-tag side-A">A</b> {sideLabel(curA.sim.settings)}
            </div>
            <Meter cur={curA} />
          </div>
          <div className="cmp-meter" data-testid="compare-meter-B">
            <div className="cmp-meter-label">
              <b className="side-tag side-B">B</b> {sideLabel(curB.sim.settings)}
            </div>
            <Meter cur={curB} />
          </div>
        </section>
      )}

      {a && b && <CostSection a={a} b={b} session={view.session} step={step} />}

      {cmp && (
        <section className="section" data-testid="compare-compactions">
          <h2>Compactions, A vs B</h2>
          <p className="note" data-testid="compare-summary">
            A: {cmp.a.compactions} compaction{cmp.a.compactions === 1 ? "" : "s"} ({cmp.a.rewrites} rewriting the context), peak{" "}
            {fmt(cmp.a.peak)}. B: {cmp.b.compactions} ({cmp.b.rewrites} rewriting), peak {fmt(cmp.b.peak)}.{" "}
            {cmp.firstDivergence === null ? (
              "The two never differ."
            ) : (
              <>
                They part at{" "}
                <button className="linkbtn" onClick={() => setStep(cmp.firstDivergence!)}>
                  step {fmt(cmp.firstDivergence + 1)}
                </button>
                .
              </>
            )}
          </p>
          {cmp.rows.length === 0 ? (
            <p className="muted">Neither side compacts.</p>
          ) : (
            <table className="cats cmp-table" data-testid="compare-table">
              <thead>
                <tr>
                  <th scope="col">Step</th>
                  <th scope="col">A</th>
                  <th scope="col">B</th>
                  <th scope="col">Differs</th>
                </tr>
              </thead>
              <tbody>
                {cmp.rows.map((r, k) => (
                  <tr
                    key={k}
                    className={`${r.diff.length ? "diff" : ""}${r.step === step ? " here" : ""}`}
                    data-testid="compare-row"
                    data-diff={r.diff.join(" ")}
                    data-step={r.step}
                  >
                    <td>
                      <button className="linkbtn" onClick={() => setStep(r.step)} aria-label={`Go to step ${fmt(r.step + 1)}`}>
                        {fmt(r.step + 1)}
                      </button>
                    </td>
                    <td>
                      <Brief c={r.a} />
                    </td>
                    <td>
                      <Brief c={r.b} />
                    </td>
                    <td>
                      {r.diff.length ? r.diff.map((d) => DIFF_TEXT[d]).join(", ") : <span className="faint">same</span>}
                      {r.a && r.b && Math.round(r.a.tokensAfter) !== Math.round(r.b.tokensAfter) && (
                        <span className="faint mono"> ({signed(r.b.tokensAfter - r.a.tokensAfter, fmtK)})</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}

      {cmp && (
        <section className="section" data-testid="compare-settings">
          <h2>Settings that differ</h2>
          {cmp.settings.length === 0 ? (
            <p className="muted">None: A and B are the same settings.</p>
          ) : (
            <table className="cats cmp-table">
              <thead>
                <tr>
                  <th scope="col">Setting</th>
                  <th scope="col">A</th>
                  <th scope="col">B</th>
                </tr>
              </thead>
              <tbody>
                {cmp.settings.map((s) => (
                  <tr key={s.key}>
                    <th scope="row">{s.label}</th>
                    <td className="num">{showValue(s.a)}</td>
                    <td className="num">{showValue(s.b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
