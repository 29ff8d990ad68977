"use client";
// The Share dialog: the whole view (scenario, preset and overrides, step, open panel, estimator,
// compare mode) as a link whose state sits in the URL fragment. A real session travels as its shape
// and sizes: no text, no path, no title unless the sender ticks them, and a sentence says what the
// link holds under the ticks. Secrets in what is ticked are replaced and listed for review. A link
// too long to paste is said to be so, and the scenario file is offered instead. The options, the
// secrets and the link are files of their own; the worker's answer is useShareResult.ts.
import { presetWord } from "@/components/compare/labels";
import { useId, useMemo, useState } from "react";
import { useInspector } from "@/components/state/store";
import type { ShareView } from "@/components/worker/share-protocol";
import { Modal } from "@/components/ui/Modal";
import { fmt } from "@/components/inspector/format";
import { describeChoice } from "@/components/compare/labels";
import { download, scenarioDoc, shareView, slug } from "./build";
import { PANEL_LABEL, type ShareParts } from "./labels";
import { useShareResult } from "./useShareResult";
import { ScenarioOptions, SessionOptions } from "./ShareOptions";
import { SecretsSection } from "./SecretsSection";
import { LinkSection } from "./LinkSection";

/** The view the link opens on, in words: panel, preset and changes, estimator, compare mode. */
function describeView(view: ShareView): string[] {
  const changes = view.overrides ? Object.keys(view.overrides).length : 0;
  return [
    `the ${PANEL_LABEL[view.panel ?? "context"] ?? view.panel} panel`,
    `preset ${view.preset ? presetWord(view.preset) : "as the scenario says"}${view.overrides ? ` with ${changes} change${changes === 1 ? "" : "s"}` : ""}`,
    `estimator ${view.estimator}`,
    ...(view.compare ? [`compare mode (B: ${describeChoice(view.compare)})`] : []),
  ];
}

export function ShareDialog({ onClose }: { onClose: () => void }) {
  // The view is taken once, when the dialog opens: what the link shows is what was on screen.
  const st = useMemo(() => useInspector.getState(), []);
  const doc = useMemo(() => scenarioDoc(st), [st]);
  const view = useMemo(() => shareView(st), [st]);
  const session = st.views[0]?.session;
  const [parts, setParts] = useState<ShareParts>({ text: false, paths: false, title: false });
  const [redactScenario, setRedactScenario] = useState(true);
  const titleId = useId();
  const descId = useId();
  const { req, result, error } = useShareResult(st, doc, view, parts, redactScenario);

  const url = result ? `${window.location.origin}${window.location.pathname}${result.fragment}` : "";
  // without its title a session's file is named for what it is, not for the file it came from
  const title = (typeof result?.scenario.title === "string" && result.scenario.title) || (doc ? session?.name : null) || "shared-session";
  const fileName = `${slug(title)}.scenario.json`;

  return (
    <Modal titleId={titleId} describedBy={descId} onClose={onClose} testid="share-dialog" wide>
      <h2 id={titleId}>Share this view</h2>
      <p className="muted share-intro" id={descId}>
        The link holds the session and what you are looking at: <span data-testid="share-intro-step">step {fmt((view.step ?? 0) + 1)}</span>
        , {describeView(view).join(", ")}. It is compressed into the part after <span className="mono">#</span>, which a browser never sends
        to a server.
      </p>

      {doc ? (
        <ScenarioOptions redact={redactScenario} onRedact={setRedactScenario} />
      ) : (
        <SessionOptions session={session} parts={parts} onParts={setParts} />
      )}
      <SecretsSection result={result} error={error} kept={doc ? !redactScenario : false} textless={!doc && !parts.text && !parts.paths} />
      <LinkSection req={req} result={result} error={error} url={url} inputId={`${titleId}-url`} />

      <div className="actions">
        <button
          className={`btn${result?.tooLong ? " primary" : ""}`}
          disabled={!result}
          data-testid="share-download"
          onClick={() => result && download(fileName, result.json)}
          title={`Save ${fileName}`}
        >
          Download as a file
        </button>
        <span className="spacer" />
        <button className="btn" onClick={onClose} data-testid="share-close">
          Close
        </button>
      </div>
    </Modal>
  );
}
