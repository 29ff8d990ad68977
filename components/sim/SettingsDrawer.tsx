"use client";
// The simulator's settings: a preset and every field of SETTING_FIELDS with its label, unit and
// documentation. A change re-simulates at once and keeps the step. The values and problems shown
// are resolveSettings()'s, on the same input the worker simulates.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  PRESET_LABEL,
  PRESET_NAMES,
  SETTING_FIELDS,
  WINDOW_CHOICES,
  presetSettings,
  resolveSettings,
  thresholds,
  type FieldSpec,
  type PresetName,
  type Settings,
} from "@/lib/context/settings";
import { currentView, useInspector } from "@/components/state/store";
import type { SimChoice } from "@/components/worker/protocol";
import { fmt } from "@/components/inspector/format";
import { FIELD_HELP, FIELD_LABEL, PRESET_TEXT } from "./fieldDocs";
import { FIELD_GROUPS } from "./settingsGroups";
import { fmtK } from "./labels";

const FIELD = new Map(SETTING_FIELDS.map((f) => [f.key, f]));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Origin = "preset" | "scenario" | "changed";

/** A number input that lets the user type freely and commits each value that parses. */
function NumberInput({
  id,
  value,
  onCommit,
  min,
  max,
  step,
  allowEmpty,
  describedBy,
  testid,
}: {
  id: string;
  value: number | null;
  onCommit: (v: number | null) => void;
  min?: number;
  max?: number;
  step?: number | "any";
  allowEmpty?: boolean;
  describedBy?: string;
  testid?: string;
}) {
  const [text, setText] = useState(value === null ? "" : String(value));
  const focused = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!focused.current) setText(value === null ? "" : String(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** The value of a text, or undefined while it is no number yet. */
  const parse = (t: string): number | null | undefined =>
    t.trim() === "" ? (allowEmpty ? null : undefined) : Number.isFinite(Number(t)) ? Number(t) : undefined;
  const flush = (t: string) => {
    clearTimeout(timer.current);
    const v = parse(t);
    if (v !== undefined && v !== value) onCommit(v);
  };
  return (
    <input
      id={id}
      className="num-input"
      type="number"
      inputMode="decimal"
      value={text}
      min={min}
      max={max}
      step={step}
      placeholder={allowEmpty ? "unset" : undefined}
      aria-describedby={describedBy}
      data-testid={testid}
      onFocus={() => (focused.current = true)}
      onBlur={(e) => {
        focused.current = false;
        flush(e.target.value);
        setText(value === null ? "" : String(value));
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") flush(e.currentTarget.value);
      }}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        // Typing "500000" should not simulate windows of 5, 50, 500...: commit once typing pauses.
        clearTimeout(timer.current);
        timer.current = setTimeout(() => flush(t), 300);
      }}
    />
  );
}

function TextListInput({
  id,
  value,
  onCommit,
  describedBy,
}: {
  id: string;
  value: string[];
  onCommit: (v: string[]) => void;
  describedBy?: string;
}) {
  const [text, setText] = useState(value.join(", "));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(value.join(", "));
  }, [value]);
  return (
    <input
      id={id}
      className="text-input"
      type="text"
      value={text}
      aria-describedby={describedBy}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false;
        setText(value.join(", "));
      }}
      onChange={(e) => {
        setText(e.target.value);
        onCommit(
          e.target.value
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

function Field({
  f,
  value,
  origin,
  onSet,
  onReset,
  problems,
}: {
  f: FieldSpec;
  value: unknown;
  origin: Origin;
  onSet: (v: unknown) => void;
  onReset: () => void;
  /** what resolveSettings() said about this field's value */
  problems: string[];
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const unit = "unit" in f && f.unit ? f.unit : f.kind === "pct-or-null" ? "% of E" : undefined;
  let control: React.ReactNode;
  switch (f.kind) {
    case "bool":
      control = (
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-describedby={helpId}
          onChange={(e) => onSet(e.target.checked)}
          data-testid={`setting-${f.key}`}
        />
      );
      break;
    case "enum":
      control = (
        <select
          id={id}
          className="select"
          value={String(value)}
          aria-describedby={helpId}
          onChange={(e) => onSet(e.target.value)}
          data-testid={`setting-${f.key}`}
        >
          {f.values.map((v) => (
            <option key={v} value={v}>
              {VALUE_LABEL[v] ?? v}
            </option>
          ))}
        </select>
      );
      break;
    case "strings":
      control = <TextListInput id={id} value={(value as string[]) ?? []} onCommit={onSet} describedBy={helpId} />;
      break;
    case "pct-or-null":
      control = (
        <NumberInput
          id={id}
          value={(value as number | null) ?? null}
          onCommit={onSet}
          min={0}
          max={100}
          step="any"
          allowEmpty
          describedBy={helpId}
          testid={`setting-${f.key}`}
        />
      );
      break;
    default:
      control = (
        <NumberInput
          id={id}
          value={value as number}
          onCommit={onSet}
          min={f.min}
          max={f.max}
          step={f.kind === "int" ? 1 : "any"}
          describedBy={helpId}
          testid={`setting-${f.key}`}
        />
      );
  }
  return (
    <div
      className={`sfield${f.kind === "bool" ? " bool" : ""}${origin !== "preset" ? ` ${origin}` : ""}`}
      data-testid="setting-field"
      data-key={f.key}
      data-origin={origin}
    >
      <div className="sfield-row">
        <label htmlFor={id}>{FIELD_LABEL[f.key] ?? f.label}</label>
        {origin === "changed" && (
          <button
            className="linkbtn mark"
            onClick={onReset}
            title="Back to the preset's value"
            aria-label={`Reset ${f.label} to the preset's value`}
          >
            changed ↺
          </button>
        )}
        {origin === "scenario" && (
          <span className="mark faint" title="The scenario file sets this value">
            scenario
          </span>
        )}
        <span className="sfield-control">
          {control}
          {unit && <span className="unit">{unit}</span>}
        </span>
      </div>
      <p className="help" id={helpId}>
        {FIELD_HELP[f.key].text}{" "}
        <a href={`/rules/#${FIELD_HELP[f.key].rule}`} className="rule-link" target="_blank" rel="noopener">
          Source
        </a>
      </p>
      {problems.map((p) => (
        <p key={p} className="field-problem" role="status" data-testid="setting-problem">
          {p}
        </p>
      ))}
    </div>
  );
}

/** Option values in the user's words where the value is an internal name. */
const VALUE_LABEL: Record<string, string> = { seed: "as the design notes list them", "cc-2.1.88": "as Claude Code 2.1.88 writes them" };

export function SettingsDrawer() {
  const view = useInspector((s) => s.views[0] ?? currentView(s));
  const choice = useInspector((s) => s.simChoice);
  const setSimChoice = useInspector((s) => s.setSimChoice);
  const setPanel = useInspector((s) => s.setPanel);
  const busy = useInspector((s) => s.busy);
  const headRef = useRef<HTMLHeadingElement>(null);
  const [customWindow, setCustomWindow] = useState(false);

  useEffect(() => {
    headRef.current?.focus();
  }, []);

  // Escape closes the drawer wherever the focus is (a control that became disabled drops it).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || useInspector.getState().panels.examples) return;
      setPanel("settings", false);
      document.querySelector<HTMLButtonElement>('[data-testid="settings-button"]')?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [setPanel]);

  const scenario = view?.session.scenario;
  // A recorded session with no preset chosen runs under the settings its recording ran under (the
  // worker picked them from its Claude Code version): those are the base here, as in the worker.
  const sim = view?.sim ?? null;
  const recording = !choice.preset && sim && sim.mode !== "simulation" ? sim.recording : null;
  const recPreset = recording?.preset ?? null;
  const recWindow = recording?.window ?? null;
  const resolved = useMemo(
    () =>
      resolveSettings(scenario, {
        ...(choice.preset ? { preset: choice.preset } : recPreset ? { preset: recPreset } : {}),
        overrides: recWindow !== null ? { window: recWindow, ...choice.overrides } : choice.overrides,
      }),
    [scenario, choice, recPreset, recWindow],
  );
  const base = useMemo(
    () =>
      resolveSettings(scenario, {
        ...(choice.preset ? { preset: choice.preset } : recPreset ? { preset: recPreset } : {}),
        ...(recWindow !== null ? { overrides: { window: recWindow } } : {}),
      }).settings,
    [scenario, choice.preset, recPreset, recWindow],
  );
  const S = resolved.settings;
  const preset = presetSettings(S.preset);
  const T = thresholds(S);

  const close = () => {
    setPanel("settings", false);
    document.querySelector<HTMLButtonElement>('[data-testid="settings-button"]')?.focus();
  };

  const set = (next: SimChoice) => setSimChoice(next);
  const setField = (key: keyof Settings, v: unknown) => {
    const overrides = { ...choice.overrides };
    // A value equal to what the preset and scenario give is no override.
    if (same(v, base[key])) delete overrides[key];
    else overrides[key] = v;
    set({ ...choice, overrides });
  };
  const resetField = (key: keyof Settings) => {
    const overrides = { ...choice.overrides };
    delete overrides[key];
    set({ ...choice, overrides });
  };
  const originOf = (key: keyof Settings): Origin =>
    key in choice.overrides && !same(S[key], base[key]) ? "changed" : !same(base[key], preset[key]) ? "scenario" : "preset";
  const changed = Object.keys(choice.overrides).length;
  const fromScenario = SETTING_FIELDS.filter(
    (f) => f.key !== "preset" && !(recording && f.key === "window") && !same(base[f.key], preset[f.key]),
  ).map((f) => f.label.toLowerCase());
  const windowIsChoice = WINDOW_CHOICES.includes(S.window) && !customWindow;

  return (
    <section className="drawer" role="region" aria-labelledby="settings-title" data-testid="settings-drawer">
      <div className="drawer-head">
        <h2 id="settings-title" ref={headRef} tabIndex={-1}>
          Simulator settings
        </h2>
        {busy?.phase === "simulate" && <span className="faint">simulating…</span>}
        <span className="spacer" />
        <button className="btn" onClick={close} data-testid="settings-close" aria-label="Close the settings">
          Close
        </button>
      </div>

      <div className="drawer-body" data-testid="settings-drawer-body">
        <div className="sgroup">
          <div className="sfield stacked">
            <div className="sfield-row">
              <label htmlFor="preset-select">Preset</label>
            </div>
            <div className="sfield-row">
              <select
                id="preset-select"
                className="select wide"
                data-testid="preset-select"
                value={S.preset}
                aria-describedby="preset-help"
                onChange={(e) => set({ ...choice, preset: e.target.value as PresetName })}
              >
                {PRESET_NAMES.map((p) => (
                  <option key={p} value={p}>
                    {PRESET_TEXT[p] ?? PRESET_LABEL[p]}
                  </option>
                ))}
              </select>
            </div>
            {recording && sim && (
              <p className="help recording-choice" data-testid="recording-choice" data-preset={recording.preset}>
                Chosen from the recording: {sim.version.version ? `Claude Code ${sim.version.version}` : "no version in the file"}
                {sim.version.known ? "" : " (no evidence for this version)"} → {recording.preset}. {sim.version.reason}.
                {recording.window !== presetSettings(recording.preset).window
                  ? ` Window ${fmt(recording.window)}: the recorded usage (or the model) needs it.`
                  : ""}{" "}
                Pick another preset to see what it would have done.
              </p>
            )}
            {choice.preset && sim && sim.mode !== "simulation" && (
              <p className="help recording-choice" data-testid="recording-choice" data-preset={sim.version.preset}>
                The recording ran under {sim.recording?.preset ?? sim.version.preset}
                {sim.version.version ? ` (Claude Code ${sim.version.version})` : ""}.{" "}
                <button
                  type="button"
                  className="linklike"
                  data-testid="use-recording-preset"
                  onClick={() => set({ preset: null, overrides: {} })}
                >
                  Back to the recording&apos;s settings
                </button>
              </p>
            )}
            <p className="help" id="preset-help">
              Where sources disagree, each preset is one reading of them.
              {scenario?.preset && !choice.preset ? ` This scenario asks for ${scenario.preset}.` : ""}
              {fromScenario.length ? ` The scenario sets ${fromScenario.join(", ")} itself (marked “scenario”).` : ""}
            </p>
          </div>
          <div className="sactions">
            <button className="btn" data-testid="settings-reset" disabled={changed === 0} onClick={() => set({ ...choice, overrides: {} })}>
              Reset to preset
            </button>
            <span className="faint" data-testid="settings-changed-count">
              {changed ? `${changed} changed` : "no changes"}
            </span>
          </div>
          {resolved.problems.length > 0 && (
            <ul className="sproblems" role="status" data-testid="settings-problems">
              {resolved.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </div>

        <fieldset className="sgroup">
          <legend>Window</legend>
          <div className="wchoices" role="radiogroup" aria-label="Context window">
            {WINDOW_CHOICES.map((w) => (
              <button
                key={w}
                role="radio"
                aria-checked={windowIsChoice && S.window === w}
                className={`btn${windowIsChoice && S.window === w ? " on" : ""}`}
                data-testid={`window-${fmtK(w)}`}
                onClick={() => {
                  setCustomWindow(false);
                  setField("window", w);
                }}
              >
                {fmtK(w)}
              </button>
            ))}
            <button
              role="radio"
              aria-checked={!windowIsChoice}
              className={`btn${!windowIsChoice ? " on" : ""}`}
              data-testid="window-custom"
              onClick={() => {
                setCustomWindow(true);
                requestAnimationFrame(() => document.getElementById("window-custom-input")?.focus());
              }}
            >
              custom
            </button>
            {!windowIsChoice && (
              <NumberInput
                id="window-custom-input"
                value={S.window}
                onCommit={(v) => v !== null && setField("window", v)}
                min={1000}
                step={1000}
                testid="window-custom-input"
              />
            )}
          </div>
          <dl className="facts derived" data-testid="settings-thresholds">
            <dt>Effective window E = W − R</dt>
            <dd>{fmt(T.effectiveWindow)}</dd>
            <dt>Warning</dt>
            <dd>{fmt(T.warningThreshold)}</dd>
            <dt>Auto-compact A{T.autoCompactEnabled ? "" : " (off)"}</dt>
            <dd>{fmt(T.autoCompactThreshold)}</dd>
            <dt>Blocking</dt>
            <dd>{fmt(T.blockingThreshold)}</dd>
            <dt>Autocompact buffer W − A</dt>
            <dd>{fmt(T.autocompactBuffer)}</dd>
          </dl>
        </fieldset>

        {FIELD_GROUPS.map((g) => (
          <fieldset key={g.id} className="sgroup" data-testid={`settings-group-${g.id}`}>
            <legend>{g.title}</legend>
            {g.keys.map((k) => {
              const f = FIELD.get(k);
              if (!f) return null;
              return (
                <Field
                  key={k}
                  f={f}
                  value={S[k]}
                  origin={originOf(k)}
                  onSet={(v) => setField(k, v)}
                  onReset={() => resetField(k)}
                  problems={resolved.problems.filter((p) => p.startsWith(`${k}:`) || p.startsWith(`scenario settings: ${k}:`))}
                />
              );
            })}
          </fieldset>
        ))}
      </div>
    </section>
  );
}
