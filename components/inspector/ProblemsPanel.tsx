"use client";
import { useEffect, useMemo } from "react";
import { currentView, useInspector } from "@/components/state/store";

const NONE: readonly never[] = [];

export function ProblemsPanel() {
  const view = useInspector(currentView);
  const open = useInspector((s) => s.panels.problems);
  const setPanel = useInspector((s) => s.setPanel);
  const setStep = useInspector((s) => s.setStep);
  const inputsKey = useInspector((s) => s.inputsKey);

  const session = view?.session;
  const errors = session?.errors ?? NONE;
  const warnings = session?.warnings ?? NONE;
  const total = errors.length + warnings.length;

  // A new file with damaged lines opens the panel by itself.
  const mainErrors = useInspector((s) => s.views[0]?.session.errors.length ?? 0);
  useEffect(() => {
    if (mainErrors > 0) setPanel("problems", true);
  }, [inputsKey, mainErrors, setPanel]);

  const byLine = useMemo(() => {
    const m = new Map<number, number>();
    for (const ev of session?.events ?? []) if (ev.line !== undefined && !m.has(ev.line)) m.set(ev.line, ev.i);
    return m;
  }, [session]);

  const items = useMemo(
    () =>
      [...errors.map((p) => ({ ...p, sev: "error" as const })), ...warnings.map((p) => ({ ...p, sev: "warning" as const }))].sort(
        (a, b) => a.line - b.line,
      ),
    [errors, warnings],
  );

  if (!session) return <div />;
  return (
    <section className="problems" data-testid="problems-panel">
      <button
        className="problems-head"
        data-testid="problems-toggle"
        aria-expanded={open}
        onClick={() => setPanel("problems", !open)}
        disabled={total === 0}
      >
        <span className="mono">{open && total ? "▾" : "▸"}</span>
        <strong>Problems</strong>
        <span className={errors.length ? "is-error" : "faint"} data-testid="problems-errors">
          {errors.length} error{errors.length === 1 ? "" : "s"}
        </span>
        <span
          className={warnings.length ? "" : "faint"}
          style={warnings.length ? { color: "var(--warn)" } : undefined}
          data-testid="problems-warnings"
        >
          {warnings.length} warning{warnings.length === 1 ? "" : "s"}
        </span>
        {total > 0 && <span className="faint">in {session.name} · the valid part is loaded</span>}
      </button>
      {open && total > 0 && (
        <ul className="problems-list" data-testid="problems-list">
          {items.map((p, k) => {
            const target = byLine.get(p.line);
            return (
              <li key={k} className={p.sev} data-testid="problem-item" data-line={p.line} data-severity={p.sev}>
                <span className="sev">{p.sev}</span>
                <span className="ln">
                  {target !== undefined ? (
                    <button className="linkbtn" onClick={() => setStep(target)}>
                      line {p.line}
                    </button>
                  ) : p.line > 0 ? (
                    <>line {p.line}</>
                  ) : (
                    <>file</>
                  )}
                </span>
                <span>{p.message}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
