"use client";
// The builder's column beside the inspector: compose a scenario event by event and watch the
// engine simulate it live. Starting points, open/save as a scenario file, share as a link, and
// captions at steps (which make it a lesson). Each of these is a component of its own; this file
// lays them out and restores the draft.
import { useEffect } from "react";
import { skillCount, stepOfEvent } from "@/lib/builder/draft";
import { plural } from "@/components/inspector/format";
import { useBuilder } from "./store";
import { EventList } from "./EventList";
import { Generators } from "./Generators";
import { SkillsBox } from "./SkillsBox";
import { useCurrentEvent, useLiveSync } from "./useLiveSync";
import { Captions } from "./Captions";
import { useUndoKeys } from "./useUndoKeys";
import { StartFrom } from "./StartFrom";
import { FileTools } from "./FileTools";
import { AddEvent } from "./AddEvent";

export function BuilderPanel() {
  const draft = useBuilder((s) => s.history.present);
  const skills = skillCount(draft);
  const canUndo = useBuilder((s) => s.history.past.length > 0);
  const canRedo = useBuilder((s) => s.history.future.length > 0);
  const selected = useBuilder((s) => s.selected);
  const storageError = useBuilder((s) => s.storageError);
  const { edit, undo, redo } = useBuilder.getState();
  const currentEvent = useCurrentEvent(draft);

  useEffect(() => {
    void useBuilder.getState().restore();
  }, []);
  useLiveSync();
  useUndoKeys();

  // new events go after the open one, else at the end
  const selIndex = selected ? draft.events.findIndex((e) => e.id === selected) : -1;
  const insertAt = selIndex >= 0 ? selIndex + 1 : draft.events.length;

  return (
    <aside className="lesson-col bld-col" data-testid="builder" aria-label="Scenario builder">
      <div className="bld-head">
        <input
          className="bld-title"
          aria-label="Scenario title"
          value={draft.title}
          data-testid="builder-title"
          onChange={(e) => edit({ op: "meta", patch: { title: e.currentTarget.value } })}
        />
        <div className="bld-tools">
          <button className="btn" onClick={undo} disabled={!canUndo} data-testid="builder-undo" title="Undo (Ctrl+Z)">
            Undo
          </button>
          <button className="btn" onClick={redo} disabled={!canRedo} data-testid="builder-redo" title="Redo (Ctrl+Shift+Z)">
            Redo
          </button>
          <StartFrom />
        </div>
        <FileTools draft={draft} />
        {storageError && (
          <p className="bld-msg warn" role="status">
            {storageError}
          </p>
        )}
      </div>

      <AddEvent draft={draft} selIndex={selIndex} insertAt={insertAt} />

      <details className="bld-section">
        <summary>Repeat and generate</summary>
        <Generators draft={draft} insertAt={insertAt} />
      </details>

      <details className="bld-section" open={skills > 0 || undefined}>
        <summary data-testid="builder-skills-summary">Skills ({skills})</summary>
        <SkillsBox draft={draft} />
      </details>

      <section className="bld-section bld-list" aria-label="Events">
        <h3>
          Events <span className="faint">{plural(draft.events.length, "event")}</span>
        </h3>
        <EventList draft={draft} currentEvent={currentEvent} />
      </section>

      <details className="bld-section" open={draft.lesson ? true : undefined}>
        <summary>Captions ({draft.lesson?.captions.length ?? 0})</summary>
        <Captions draft={draft} lastStep={Math.max(0, stepOfEvent(draft, draft.events.length) - 1)} />
      </details>
    </aside>
  );
}
