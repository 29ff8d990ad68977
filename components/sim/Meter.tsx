"use client";
// The meter: the window as a bar split by category, the auto-compact buffer, the three threshold
// lines and "N% until auto-compact", as /context shows it. Every number is the snapshot's.
import { CATEGORIES, CATEGORY_LABEL } from "@/lib/model";
import { fmt, fmtPct, plural } from "@/components/inspector/format";
import { METER_LABEL, fmtK } from "./labels";
import type { CurrentSim } from "./useSim";
import { ReplayMode } from "./ReplayMode";
import { RuleLink } from "@/components/ui/RuleLink";

export function Meter({ cur }: { cur: CurrentSim }) {
  const { snap } = cur;
  const t = snap.thresholds;
  const W = t.window;
  const pos = (x: number) => `${Math.max(0, Math.min(100, (x / W) * 100))}%`;
  const drift = snap.tokens - snap.estimated;
  const lines = [
    { key: "warning", label: "warning", value: t.warningThreshold, on: true },
    { key: "auto-compact", label: "auto-compact", value: t.autoCompactThreshold, on: t.autoCompactEnabled },
    { key: "blocking", label: "blocking", value: t.blockingThreshold, on: true },
  ];
  const pctText = t.autoCompactEnabled
    ? `${snap.percentLeft}% until auto-compact`
    : `${snap.percentLeft}% of the effective window left (auto-compact off)`;

  return (
    <section className="meter" data-testid="meter" data-state={snap.meter} aria-label="Context meter">
      <div className="meter-head">
        <span className="big" data-testid="side-total">
          {fmt(snap.tokens)}
        </span>
        <span className="muted">
          / {plural(W, "token")} · {fmtPct((snap.tokens / W) * 100)}
        </span>
        <span
          className={`meter-state st-${snap.meter}`}
          data-testid="meter-state"
          data-state={snap.meter}
          title="Which threshold the context has reached"
        >
          {METER_LABEL[snap.meter]}
        </span>
      </div>
      <div
        className="meter-bar"
        data-testid="meter-bar"
        role="img"
        aria-label={`${fmt(snap.tokens)} of ${plural(W, "token")}; ${pctText}; state ${METER_LABEL[snap.meter]}`}
      >
        <div className="meter-fill">
          {CATEGORIES.map((c) => {
            const v = snap.byCategory[c];
            if (v <= 0) return null;
            return (
              <span
                key={c}
                data-category={c}
                style={{ width: pos(v), background: `var(--cat-${c})` }}
                title={`${CATEGORY_LABEL[c]}: ${plural(v, "token")} (${fmtPct((v / W) * 100)} of the window)`}
              />
            );
          })}
        </div>
        {t.autoCompactEnabled && (
          <span
            className="meter-buffer"
            style={{ left: pos(t.autoCompactThreshold) }}
            title={`Autocompact buffer: ${plural(t.autocompactBuffer, "token")} (${fmtPct((t.autocompactBuffer / W) * 100)})`}
          />
        )}
        {lines.map((l) =>
          l.on && l.value > 0 && l.value < W ? (
            <span key={l.key} className={`meter-line th-${l.key}`} style={{ left: pos(l.value) }} title={`${l.label}: ${fmt(l.value)}`} />
          ) : null,
        )}
        {Math.abs(drift) > W * 0.002 && (
          <span
            className="meter-used"
            style={{ left: pos(snap.tokens) }}
            title={`used ${fmt(snap.tokens)} (${snap.source}): the estimate ${fmt(snap.estimated)} + recorded drift ${fmt(drift)}`}
          />
        )}
      </div>
      <ReplayMode sim={cur.sim} />
      <div className="meter-foot">
        <span className="meter-pct" data-testid="meter-percent">
          {pctText}
        </span>
        <span className="meter-keys">
          {lines.map((l) =>
            l.on ? (
              <span key={l.key} className="meter-key" title={`${l.label} threshold: ${plural(l.value, "token")}`}>
                <i className={`th-swatch th-${l.key}`} aria-hidden="true" />
                {l.label} {fmtK(l.value)}
              </span>
            ) : null,
          )}
          {t.autoCompactEnabled && (
            <span className="meter-key" title={`Autocompact buffer: W − A = ${plural(t.autocompactBuffer, "token")}`}>
              <i className="th-swatch buffer" aria-hidden="true" />
              buffer {fmtK(t.autocompactBuffer)} ({fmtPct((t.autocompactBuffer / W) * 100)})
            </span>
          )}
          <RuleLink anchor="thresholds" title="How the window, the thresholds and the buffer are derived" />
        </span>
      </div>
    </section>
  );
}
