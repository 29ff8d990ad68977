"use client";
// The drawer's first group: the preset, how the recording's own settings were chosen (or the way
// back to them), what the scenario sets itself, the reset and the problems of the whole choice.
import { presetWord } from "@/components/compare/labels";
import { PRESET_LABEL, PRESET_NAMES, presetSettings, type PresetName } from "@/lib/context/settings";
import { fmt } from "@/components/inspector/format";
import { PRESET_TEXT } from "../fieldDocs";
import type { SettingsChoice } from "./useSettingsChoice";

/** Which settings the recording ran under, and why; or, once a preset is picked, the way back. */
function RecordingChoice({ settings }: { settings: SettingsChoice }) {
  const { recording, sim, choice, setChoice } = settings;
  if (recording && sim)
    return (
      <p className="help recording-choice" data-testid="recording-choice" data-preset={recording.preset}>
        Chosen from the recording: {sim.version.version ? `Claude Code ${sim.version.version}` : "no version in the file"}
        {sim.version.known ? "" : " (no evidence for this version)"} → {presetWord(recording.preset)}. {sim.version.reason}.
        {recording.window !== presetSettings(recording.preset).window
          ? ` Window ${fmt(recording.window)}: the recorded usage (or the model) needs it.`
          : ""}{" "}
        Pick another preset to see what it would have done.
      </p>
    );
  if (choice.preset && sim && sim.mode !== "simulation")
    return (
      <p className="help recording-choice" data-testid="recording-choice" data-preset={sim.version.preset}>
        The recording ran under {presetWord(sim.recording?.preset ?? sim.version.preset)}
        {sim.version.version ? ` (Claude Code ${sim.version.version})` : ""}.{" "}
        <button
          type="button"
          className="linklike"
          data-testid="use-recording-preset"
          onClick={() => setChoice({ preset: null, overrides: {} })}
        >
          Back to the recording&apos;s settings
        </button>
      </p>
    );
  return null;
}

export function PresetSection({ settings }: { settings: SettingsChoice }) {
  const { choice, setChoice, resolved, scenario, changed, fromScenario } = settings;
  return (
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
            value={resolved.settings.preset}
            aria-describedby="preset-help"
            onChange={(e) => setChoice({ ...choice, preset: e.target.value as PresetName })}
          >
            {PRESET_NAMES.map((p) => (
              <option key={p} value={p}>
                {PRESET_TEXT[p] ?? PRESET_LABEL[p]}
              </option>
            ))}
          </select>
        </div>
        <RecordingChoice settings={settings} />
        <p className="help" id="preset-help">
          Where sources disagree, each preset is one reading of them.
          {scenario?.preset && !choice.preset ? ` This scenario asks for ${presetWord(scenario.preset)}.` : ""}
          {fromScenario.length ? ` The scenario sets ${fromScenario.join(", ")} itself (marked “scenario”).` : ""}
        </p>
      </div>
      <div className="sactions">
        <button
          className="btn"
          data-testid="settings-reset"
          disabled={changed === 0}
          onClick={() => setChoice({ ...choice, overrides: {} })}
        >
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
  );
}
