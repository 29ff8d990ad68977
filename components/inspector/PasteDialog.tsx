"use client";
import { useEffect, useRef, useState } from "react";
import { useInspector } from "@/components/state/store";

export function PasteDialog() {
  const open = useInspector((s) => s.panels.paste);
  const setPanel = useInspector((s) => s.setPanel);
  const loadText = useInspector((s) => s.loadText);
  const [text, setText] = useState("");
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);

  if (!open) return null;
  const close = () => setPanel("paste", false);
  const submit = () => {
    if (!text.trim()) return;
    close();
    void loadText(text);
    setText("");
  };
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="paste-title"
        data-testid="paste-dialog"
        onKeyDown={(e) => {
          if (e.key === "Escape") close();
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit();
        }}
      >
        <h2 id="paste-title">Paste a transcript</h2>
        <p className="muted" style={{ margin: 0, fontSize: "var(--fs-sm)" }}>
          A Claude Code session (JSONL), an Anthropic Messages API request (JSON) or a Context Lab scenario. Nothing leaves this browser.
        </p>
        <textarea
          ref={ref}
          data-testid="paste-textarea"
          value={text}
          spellCheck={false}
          onChange={(e) => setText(e.target.value)}
          placeholder='{"model": "claude-…", "messages": [{"role": "user", "content": "…"}]}'
        />
        <div className="actions">
          <span className="faint" style={{ marginRight: "auto", fontSize: "var(--fs-xs)" }}>
            Ctrl/Cmd+Enter loads
          </span>
          <button className="btn" onClick={close}>
            Cancel
          </button>
          <button className="btn primary" data-testid="paste-load" disabled={!text.trim()} onClick={submit}>
            Load
          </button>
        </div>
      </div>
    </div>
  );
}
