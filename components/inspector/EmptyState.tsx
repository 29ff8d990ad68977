"use client";
// What the message list's place says while nothing is loaded: loading, or how to load something.
import { useInspector } from "@/components/state/store";

export function EmptyState() {
  const busy = useInspector((s) => s.busy);
  const booted = useInspector((s) => s.booted);
  const setPanel = useInspector((s) => s.setPanel);
  return (
    <div className="empty" data-testid="empty-state">
      {busy || !booted ? (
        <p>Loading…</p>
      ) : (
        <div>
          <h2>No session loaded</h2>
          <p>
            Drop a Claude Code session (<span className="mono">.jsonl</span>, with its <span className="mono">agent-*.jsonl</span> subagent
            files),
            <br />
            an Anthropic Messages API request (<span className="mono">.json</span>) or a Context Lab scenario anywhere on this page.
          </p>
          <p>
            <button className="btn" onClick={() => setPanel("paste", true)}>
              Paste…
            </button>{" "}
            <button className="btn" onClick={() => setPanel("examples", true)}>
              Pick an example
            </button>
          </p>
          <p className="faint">Everything stays in this browser.</p>
        </div>
      )}
    </div>
  );
}
