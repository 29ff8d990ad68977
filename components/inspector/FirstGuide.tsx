"use client";
// The one-line guide above the step bar: what is loaded, what to press, where Claude Code keeps
// the user's own sessions and the three ways to load one. Dismissed once, it stays dismissed
// (localStorage); the shortcuts sheet (`?`) keeps the keys.
import { useState, useSyncExternalStore } from "react";
import { useInspector } from "@/components/state/store";
import { fmt } from "./format";

const KEY = "context-lab:guide-dismissed";

const noSubscribe = () => () => {};
function readHidden(): boolean {
  try {
    return window.localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function FirstGuide() {
  const origin = useInspector((s) => s.origin);
  const events = useInspector((s) => s.views[0]?.session.events.length ?? 0);
  const examples = useInspector((s) => s.examples);
  const setPanel = useInspector((s) => s.setPanel);
  // hidden in the exported HTML (no storage there), then as this browser remembers it
  const stored = useSyncExternalStore(noSubscribe, readHidden, () => true);
  const [dismissed, setDismissed] = useState(false);
  if (stored || dismissed) return null;
  const example =
    origin && (origin.kind === "default" || origin.kind === "example") ? examples?.find((e) => e.title === origin.label) : undefined;
  const what = example
    ? `${example.title}: an example session.`
    : origin
      ? `${origin.label}: ${fmt(events)} event${events === 1 ? "" : "s"}.`
      : "Nothing is loaded yet.";
  return (
    <div className="guide" role="note" aria-label="How to start" data-testid="first-guide">
      <p>
        <strong data-testid="guide-what" title={example?.description}>
          {what}
        </strong>{" "}
        <kbd>→</kbd> or <kbd>Space</kbd> steps, <kbd>T</kbd> for the next notable event, <kbd>?</kbd> for{" "}
        <button className="linklike" onClick={() => setPanel("shortcuts", true)} data-testid="guide-keys">
          every key
        </button>
        . Your own sessions are{" "}
        <span className="mono" data-testid="guide-path">
          ~/.claude/projects/&lt;project&gt;/&lt;session&gt;.jsonl
        </span>{" "}
        (macOS, Linux; Windows: <span className="mono">%USERPROFILE%\.claude\projects</span>): drop one here,{" "}
        <button className="linklike" onClick={() => setPanel("paste", true)}>
          paste
        </button>{" "}
        or{" "}
        <button className="linklike" onClick={() => setPanel("examples", true)}>
          pick an example
        </button>
        .{" "}
        <a href="/rules/" data-testid="guide-rules">
          How the rules work
        </a>
      </p>
      <button
        className="close"
        aria-label="Hide this guide"
        data-testid="guide-dismiss"
        onClick={() => {
          setDismissed(true);
          try {
            window.localStorage.setItem(KEY, "1");
          } catch {
            /* private mode: hidden for this visit */
          }
        }}
      >
        ✕
      </button>
    </div>
  );
}
