"use client";
// The builder's column beside the inspector: compose a scenario event by event and watch the
// engine simulate it live. Starting points, open/save as a scenario file, share as a link, and
// captions at steps (which make it a lesson).
import { useEffect, useRef, useState } from "react";
import { STARTERS } from "@/lib/builder/starters";
import { draftToScenario, draftToText, textToDraft } from "@/lib/builder/scenario-io";
import { slugOf } from "@/lib/builder/edit";
import { skillCount, stepOfEvent } from "@/lib/builder/draft";
import { encodeShare } from "@/lib/share/link";
import { useInspector } from "@/components/state/store";
import { copyText, download } from "@/components/share/build";
import { shareUrl } from "@/components/share/fragment";
import { LESSONS } from "@/components/lessons/data";
import { fmt, plural } from "@/components/inspector/format";
import { useBuilder } from "./store";
import { PALETTE } from "./events";
import { EventList } from "./EventList";
import { Generators } from "./Generators";
import { SkillsBox } from "./SkillsBox";
import { useCurrentEvent, useLiveSync } from "./useLiveSync";
import { Captions } from "./Captions";

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.isContentEditable ||
    t instanceof HTMLTextAreaElement ||
    (t instanceof HTMLInputElement && !["checkbox", "radio", "button", "range"].includes(t.type)));

export function BuilderPanel() {
  const draft = useBuilder((s) => s.history.present);
  const skills = skillCount(draft);
  const canUndo = useBuilder((s) => s.history.past.length > 0);
  const canRedo = useBuilder((s) => s.history.future.length > 0);
  const selected = useBuilder((s) => s.selected);
  const storageError = useBuilder((s) => s.storageError);
  const { edit, undo, redo, open } = useBuilder.getState();
  const fileRef = useRef<HTMLInputElement>(null);
  const [msg, setMsg] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const currentEvent = useCurrentEvent(draft);

  useEffect(() => {
    void useBuilder.getState().restore();
  }, []);
  useLiveSync();

  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes; inside a text field the field's own undo wins.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return;
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) useBuilder.getState().undo();
      else if ((k === "z" && e.shiftKey) || k === "y") useBuilder.getState().redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // new events go after the open one, else at the end
  const selIndex = selected ? draft.events.findIndex((e) => e.id === selected) : -1;
  const insertAt = selIndex >= 0 ? selIndex + 1 : draft.events.length;

  const share = async () => {
    const st = useInspector.getState();
    const { fragment, chars, tooLong } = encodeShare({
      v: 1,
      scenario: draftToScenario(draft),
      step: st.steps.main ?? 0,
      ...(st.simChoice.preset ? { preset: st.simChoice.preset } : {}),
      ...(Object.keys(st.simChoice.overrides).length ? { overrides: st.simChoice.overrides } : {}),
      panel: st.sideTab,
    });
    const url = shareUrl(fragment, "/");
    setLink(url);
    if (tooLong) {
      setMsg(`The link is ${fmt(chars)} characters, too long to paste in most places: save the scenario file instead.`);
      return;
    }
    const ok = await copyText(url);
    setMsg(
      ok
        ? `Link copied (${fmt(chars)} characters): it opens this scenario in the inspector, at this step.`
        : "The browser refused the copy; the link is below.",
    );
  };

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
          <select
            aria-label="Start from"
            data-testid="builder-start"
            value=""
            onChange={(e) => {
              const v = e.currentTarget.value;
              const s = STARTERS.find((x) => x.id === v);
              if (s) open(s.make());
              const l = LESSONS.find((x) => `lesson:${x.id}` === v);
              if (l) {
                const r = textToDraft(JSON.stringify(l.scenario));
                if (r.ok) open(r.draft);
              }
            }}
          >
            <option value="">Start from…</option>
            {STARTERS.map((s) => (
              <option key={s.id} value={s.id} title={s.description}>
                {s.title}
              </option>
            ))}
            <optgroup label="Lessons">
              {LESSONS.map((l) => (
                <option key={l.id} value={`lesson:${l.id}`}>
                  {l.title}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="bld-tools">
          <button className="btn" onClick={() => fileRef.current?.click()} title="Open a scenario file">
            Open…
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="builder-file"
            onChange={async (e) => {
              const f = e.currentTarget.files?.[0];
              e.currentTarget.value = "";
              if (!f) return;
              const r = textToDraft(await f.text());
              setLink(null);
              if (!r.ok) setMsg(`${f.name}: ${r.error}`);
              else {
                open(r.draft);
                setMsg(r.warnings.length ? `${f.name}: ${r.warnings.join("; ")}` : null);
              }
            }}
          />
          <button
            className="btn"
            data-testid="builder-save"
            onClick={() => download(`${slugOf(draft.title)}.json`, draftToText(draft))}
            title="Save as a scenario file"
          >
            Save
          </button>
          <button
            className="btn primary"
            data-testid="builder-share"
            onClick={() => void share()}
            title="Copy a link that opens this scenario"
          >
            Copy link
          </button>
        </div>
        {msg && (
          <p className="bld-msg" role="status" data-testid="builder-msg">
            {msg}{" "}
            {link && (
              <a href={link} data-testid="builder-link" target="_blank" rel="noreferrer">
                Open the link
              </a>
            )}
          </p>
        )}
        {storageError && (
          <p className="bld-msg warn" role="status">
            {storageError}
          </p>
        )}
      </div>

      <section className="bld-section" aria-label="Add an event">
        <h3>Add {selIndex >= 0 ? `after event ${selIndex + 1}` : "at the end"}</h3>
        <div className="bld-palette">
          {PALETTE.map((p) => (
            <button
              key={p.key}
              className="btn"
              title={p.title}
              data-testid={`add-${p.key}`}
              onClick={() => edit({ op: "insert", at: insertAt, events: [p.make(draft.skills)] })}
            >
              {p.label}
            </button>
          ))}
        </div>
      </section>

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
