"use client";
import { currentStep, currentView, useInspector } from "@/components/state/store";
import { KIND_LABEL, fmt } from "./format";
import { SourceInfo } from "./TopBar";

function Icon({ d }: { d: string }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const ICON = {
  first: "M1.5 1.5h1.6v9H1.5zM10.5 1.5v9L4 6z",
  prev: "M9.5 1.5v9L3 6z",
  play: "M3 1.5v9L10 6z",
  pause: "M2.5 1.5h2.6v9H2.5zM6.9 1.5h2.6v9H6.9z",
  next: "M2.5 1.5v9L9 6z",
  last: "M8.9 1.5h1.6v9H8.9zM1.5 1.5v9L8 6z",
};

/** Keeps a mouse click from moving focus to the button, so Space keeps meaning play/pause. */
const noFocus = (e: React.MouseEvent) => e.preventDefault();

export function StepBar() {
  const view = useInspector(currentView);
  const step = useInspector(currentStep);
  const playing = useInspector((s) => s.playing);
  const speed = useInspector((s) => s.speed);
  const setStep = useInspector((s) => s.setStep);
  const stepBy = useInspector((s) => s.stepBy);
  const setPlaying = useInspector((s) => s.setPlaying);
  const setSpeed = useInspector((s) => s.setSpeed);

  const n = view?.session.events.length ?? 0;
  const ev = view?.session.events[step];
  const disabled = n === 0;

  return (
    <div className="stepbar" role="toolbar" aria-label="Step through the session" data-testid="stepbar">
      <button
        className="btn icon"
        data-testid="step-first"
        onMouseDown={noFocus}
        disabled={disabled || step === 0}
        onClick={() => setStep(0)}
        title="First event (Home)"
        aria-label="First event"
      >
        <Icon d={ICON.first} />
      </button>
      <button
        className="btn icon"
        data-testid="step-prev"
        onMouseDown={noFocus}
        disabled={disabled || step === 0}
        onClick={() => stepBy(-1)}
        title="Previous event (←)"
        aria-label="Previous event"
      >
        <Icon d={ICON.prev} />
      </button>
      <button
        className="btn icon"
        data-testid="step-play"
        onMouseDown={noFocus}
        disabled={disabled}
        onClick={() => setPlaying(!playing)}
        title={playing ? "Pause (Space)" : "Play (Space)"}
        aria-label={playing ? "Pause" : "Play"}
        aria-pressed={playing}
      >
        <Icon d={playing ? ICON.pause : ICON.play} />
      </button>
      <button
        className="btn icon"
        data-testid="step-next"
        onMouseDown={noFocus}
        disabled={disabled || step >= n - 1}
        onClick={() => stepBy(1)}
        title="Next event (→)"
        aria-label="Next event"
      >
        <Icon d={ICON.next} />
      </button>
      <button
        className="btn icon"
        data-testid="step-last"
        onMouseDown={noFocus}
        disabled={disabled || step >= n - 1}
        onClick={() => setStep(n - 1)}
        title="Last event (End)"
        aria-label="Last event"
      >
        <Icon d={ICON.last} />
      </button>
      <select
        className="select"
        value={speed}
        onChange={(e) => {
          setSpeed(Number(e.target.value));
          e.currentTarget.blur();
        }}
        title="Playback speed"
        aria-label="Playback speed"
        data-testid="speed-select"
      >
        {[1, 2, 4, 10, 30, 100].map((s) => (
          <option key={s} value={s}>
            {s}/s
          </option>
        ))}
      </select>
      <input
        type="range"
        data-testid="step-scrubber"
        aria-label="Step"
        min={0}
        max={Math.max(0, n - 1)}
        value={Math.min(step, Math.max(0, n - 1))}
        disabled={disabled}
        onChange={(e) => setStep(Number(e.target.value))}
      />
      <span className="step-counter" data-testid="step-counter">
        step {n ? fmt(step + 1) : 0} / {fmt(n)}
      </span>
      <span className="step-kind" data-testid="step-kind">
        {ev ? (
          <>
            <span className={`badge k-${ev.kind}`} title={KIND_LABEL[ev.kind]}>
              {KIND_LABEL[ev.kind]}
            </span>
            {ev.line !== undefined && <span className="faint mono step-line">line {ev.line}</span>}
          </>
        ) : (
          <span className="faint">—</span>
        )}
      </span>
      <SourceInfo />
    </div>
  );
}
