"use client";
// The context window: the usual sizes as one click or a custom size, and the thresholds that
// follow from it (rules.md#thresholds). Alone because the window is the setting every threshold
// is measured from.
import { useState } from "react";
import { WINDOW_CHOICES, thresholds } from "@/lib/context/settings";
import { fmt } from "@/components/inspector/format";
import { fmtK } from "../labels";
import { NumberInput } from "./NumberInput";
import type { SettingsChoice } from "./useSettingsChoice";

/** The thresholds the current settings give, as the drawer lists them. */
function DerivedThresholds({ settings }: { settings: SettingsChoice }) {
  const limits = thresholds(settings.resolved.settings);
  return (
    <dl className="facts derived" data-testid="settings-thresholds">
      <dt>Effective window E = W − R</dt>
      <dd>{fmt(limits.effectiveWindow)}</dd>
      <dt>Warning</dt>
      <dd>{fmt(limits.warningThreshold)}</dd>
      <dt>Auto-compact A{limits.autoCompactEnabled ? "" : " (off)"}</dt>
      <dd>{fmt(limits.autoCompactThreshold)}</dd>
      <dt>Blocking</dt>
      <dd>{fmt(limits.blockingThreshold)}</dd>
      <dt>Autocompact buffer W − A</dt>
      <dd>{fmt(limits.autocompactBuffer)}</dd>
    </dl>
  );
}

export function WindowSection({ settings }: { settings: SettingsChoice }) {
  const [customWindow, setCustomWindow] = useState(false);
  const windowTokens = settings.resolved.settings.window;
  const { setField } = settings;
  const windowIsChoice = WINDOW_CHOICES.includes(windowTokens) && !customWindow;
  return (
    <fieldset className="sgroup">
      <legend>Window</legend>
      <div className="wchoices" role="radiogroup" aria-label="Context window">
        {WINDOW_CHOICES.map((w) => (
          <button
            key={w}
            role="radio"
            aria-checked={windowIsChoice && windowTokens === w}
            className={`btn${windowIsChoice && windowTokens === w ? " on" : ""}`}
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
            value={windowTokens}
            onCommit={(v) => v !== null && setField("window", v)}
            min={1000}
            step={1000}
            testid="window-custom-input"
          />
        )}
      </div>
      <DerivedThresholds settings={settings} />
    </fieldset>
  );
}
