"use client";
// The simulator's settings: a preset and every field of SETTING_FIELDS with its label, unit and
// documentation. A change re-simulates at once and keeps the step. The values and problems shown
// are resolveSettings()'s, on the same input the worker simulates. The choice and its edits are
// settings/useSettingsChoice.ts; each group of the drawer is a file in settings/.
import { useEffect, useRef } from "react";
import { SETTING_FIELDS } from "@/lib/context/settings";
import { useInspector } from "@/components/state/store";
import { FIELD_GROUPS } from "./settingsGroups";
import { useSettingsChoice, type SettingsChoice } from "./settings/useSettingsChoice";
import { PresetSection } from "./settings/PresetSection";
import { WindowSection } from "./settings/WindowSection";
import { SettingField } from "./settings/SettingField";

const FIELD = new Map(SETTING_FIELDS.map((f) => [f.key, f]));

/** Closes the drawer and gives the focus back to the button that opened it. */
function closeSettings() {
  useInspector.getState().setPanel("settings", false);
  document.querySelector<HTMLButtonElement>('[data-testid="settings-button"]')?.focus();
}

/** The fields of SETTING_FIELDS, in the groups settingsGroups.ts lays out. */
function FieldGroups({ settings }: { settings: SettingsChoice }) {
  const { resolved, originOf, setField, resetField } = settings;
  return FIELD_GROUPS.map((g) => (
    <fieldset key={g.id} className="sgroup" data-testid={`settings-group-${g.id}`}>
      <legend>{g.title}</legend>
      {g.keys.map((k) => {
        const f = FIELD.get(k);
        if (!f) return null;
        return (
          <SettingField
            key={k}
            f={f}
            value={resolved.settings[k]}
            origin={originOf(k)}
            onSet={(v) => setField(k, v)}
            onReset={() => resetField(k)}
            problems={resolved.problems.filter((p) => p.startsWith(`${k}:`) || p.startsWith(`scenario settings: ${k}:`))}
          />
        );
      })}
    </fieldset>
  ));
}

export function SettingsDrawer() {
  const busy = useInspector((s) => s.busy);
  const headRef = useRef<HTMLHeadingElement>(null);
  const settings = useSettingsChoice();

  useEffect(() => {
    headRef.current?.focus();
  }, []);

  // Escape closes the drawer wherever the focus is (a control that became disabled drops it).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || useInspector.getState().panels.examples) return;
      closeSettings();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <section className="drawer" role="region" aria-labelledby="settings-title" data-testid="settings-drawer">
      <div className="drawer-head">
        <h2 id="settings-title" ref={headRef} tabIndex={-1}>
          Simulator settings
        </h2>
        {busy?.phase === "simulate" && <span className="faint">simulating…</span>}
        <span className="spacer" />
        <button className="btn" onClick={closeSettings} data-testid="settings-close" aria-label="Close the settings">
          Close
        </button>
      </div>

      <div className="drawer-body" data-testid="settings-drawer-body">
        <PresetSection settings={settings} />
        <WindowSection settings={settings} />
        <FieldGroups settings={settings} />
      </div>
    </section>
  );
}
