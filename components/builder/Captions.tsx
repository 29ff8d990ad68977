"use client";
// Captions at steps turn the scenario into a lesson (docs/scenario-format.md#lessons): each shows
// at its step, in a panel, on the lessons page.
import { useState } from "react";
import type { Draft } from "@/lib/builder/draft";
import { useInspector, SIDE_TABS } from "@/components/state/store";
import { PANEL_LABEL } from "@/components/share/labels";
import { useBuilder } from "./store";

export function Captions({ draft, lastStep }: { draft: Draft; lastStep: number }) {
  const edit = useBuilder((s) => s.edit);
  const step = useInspector((s) => s.steps.main ?? 0);
  const tab = useInspector((s) => s.sideTab);
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const captions = draft.lesson?.captions ?? [];

  return (
    <div className="bld-captions" data-testid="builder-captions">
      {captions.length > 0 && (
        <ol>
          {captions.map((c) => (
            <li key={c.step}>
              <button className="linkbtn" onClick={() => useInspector.getState().setStep(c.step)}>
                step {c.step + 1}
              </button>{" "}
              <strong>{c.title}</strong> <span className="faint">({PANEL_LABEL[c.panel] ?? c.panel})</span>
              <button
                className="btn icon"
                aria-label={`Remove the caption at step ${c.step + 1}`}
                onClick={() => edit({ op: "removeCaption", step: c.step })}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim() || !text.trim()) return;
          const s = Math.min(step, lastStep);
          edit({
            op: "caption",
            caption: {
              step: s,
              panel: (SIDE_TABS as readonly string[]).includes(tab) ? tab : "context",
              title: title.trim(),
              text: text.trim(),
            },
          });
          setTitle("");
          setText("");
        }}
      >
        <input
          type="text"
          placeholder={`Caption at step ${Math.min(step, lastStep) + 1}`}
          aria-label="Caption title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-testid="caption-title"
        />
        <textarea
          rows={2}
          placeholder="What happens here, and which rule is at work"
          aria-label="Caption text"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button className="btn" type="submit" disabled={!title.trim() || !text.trim()} data-testid="caption-add">
          Add caption at this step
        </button>
      </form>
      {draft.lesson && (
        <>
          <label className="bld-field">
            <span>The rule, in one sentence</span>
            <input type="text" value={draft.lesson.rule} onChange={(e) => edit({ op: "lesson", patch: { rule: e.currentTarget.value } })} />
          </label>
          <p className="faint">
            With captions, the saved file is a lesson: open it on the Lessons page and it walks through them like the bundled ones.
          </p>
        </>
      )}
    </div>
  );
}
