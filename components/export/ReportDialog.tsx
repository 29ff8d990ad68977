"use client";
// The Export menu's "Bug report (HTML)": one session as a single HTML file to attach to a bug,
// which opens offline and loads nothing. The engine worker builds it (lib/report) from the
// session, its simulation under the view's settings and its fidelity figures; this dialog only
// offers the share links' ticks (message text, title, paths: none unless ticked) and saves the file.
import { useId, useState } from "react";
import { useInspector } from "@/components/state/store";
import { engine } from "@/components/state/simulation";
import { CancelledError } from "@/components/worker/client";
import { Modal } from "@/components/ui/Modal";
import { download, slug } from "@/components/share/build";
import { DEFAULT_REPORT_REDACTION, type ReportRedaction } from "@/lib/report/redaction";

/** "2026-05-01 10:00 UTC": when the report was made, as it prints it. */
const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export function ReportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const descId = useId();
  const [text, setText] = useState(DEFAULT_REPORT_REDACTION.text !== "drop");
  const [title, setTitle] = useState(DEFAULT_REPORT_REDACTION.title);
  const [paths, setPaths] = useState(DEFAULT_REPORT_REDACTION.paths);
  const [state, setState] = useState<{ kind: "idle" } | { kind: "busy" } | { kind: "error"; message: string }>({ kind: "idle" });

  const save = async () => {
    const st = useInspector.getState();
    if (!engine || !st.inputsKey || !st.views[0]) return setState({ kind: "error", message: "Nothing is loaded to report." });
    const redaction: ReportRedaction = { text: text ? "redact" : "drop", title, paths };
    setState({ kind: "busy" });
    try {
      const r = await engine.report({
        inputsKey: st.inputsKey,
        inputs: st.inputs,
        estimator: st.views[0].table.estimator,
        sim: st.simChoice,
        redaction,
        generatedAt: stamp(new Date()),
      });
      download(`${r.title ? `${slug(r.title)}-` : ""}context-report.html`, r.html, "text/html");
      onClose();
    } catch (e) {
      setState({
        kind: "error",
        message:
          e instanceof CancelledError
            ? "The session changed while the report was made: try again."
            : e instanceof Error
              ? e.message
              : String(e),
      });
    }
  };

  return (
    <Modal titleId={titleId} describedBy={descId} onClose={onClose} testid="report-dialog">
      <h2 id={titleId}>Bug report (HTML)</h2>
      <p className="muted" id={descId}>
        One HTML file to attach to a bug: the timeline, each compaction with what came back (as recorded and by the rules), and the fidelity
        figures. It opens offline in any browser and loads nothing.
      </p>
      <fieldset className="share-box" data-testid="report-options">
        <legend>What the file may hold</legend>
        <label className="check">
          <input type="checkbox" checked={text} onChange={(e) => setText(e.target.checked)} data-testid="report-text" />
          Message text: the /compact instructions, the summary&apos;s opening, quoted errors (secrets replaced)
        </label>
        <label className="check">
          <input type="checkbox" checked={title} onChange={(e) => setTitle(e.target.checked)} data-testid="report-title" />
          The session&apos;s title, file name, id and branch
        </label>
        <label className="check">
          <input type="checkbox" checked={paths} onChange={(e) => setPaths(e.target.checked)} data-testid="report-paths" />
          File paths (otherwise each file is &quot;file 1&quot;, &quot;file 2&quot;…)
        </label>
        <p className="note">Always in it: skill names, models, Claude Code versions and every count.</p>
      </fieldset>
      {state.kind === "error" && (
        <p className="is-error" role="alert" data-testid="report-error">
          {state.message}
        </p>
      )}
      <div className="actions">
        <button className="btn primary" disabled={state.kind === "busy"} onClick={() => void save()} data-testid="report-download">
          {state.kind === "busy" ? "Preparing the report…" : "Download the report"}
        </button>
        <span className="spacer" />
        <button className="btn" onClick={onClose} data-testid="report-close">
          Close
        </button>
      </div>
    </Modal>
  );
}
