"use client";
// The Share dialog: the whole view (scenario, preset and overrides, step, open panel, estimator,
// compare mode) as a link whose state sits in the URL fragment. A real session travels as its shape
// and sizes: no text, no path, no title unless the sender ticks them, and a sentence says what the
// link holds under the ticks. Secrets in what is ticked are replaced and listed for review. A link
// too long to paste is said to be so, and the scenario file is offered instead.
import { useEffect, useId, useMemo, useState } from "react";
import { useInspector } from "@/components/state/store";
import { Modal } from "@/components/ui/Modal";
import { shareClient } from "@/components/worker/share-client";
import type { ShareResult } from "@/components/worker/share-protocol";
import { fmt } from "@/components/inspector/format";
import { MAX_LINK_CHARS } from "@/lib/share/link";
import { copyText, download, reduceInput, scenarioDoc, shareView, slug } from "./build";
import { linkHolds, NEVER_IN_A_LINK, SECRET_LABEL, PANEL_LABEL, SHARE_PARTS, type ShareParts } from "./labels";
import { describeChoice } from "@/components/compare/labels";

const SHORT_FORMAT: Record<string, string> = { "claude-code-jsonl": "Claude Code JSONL", "messages-api": "Messages API JSON" };

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

  // What the worker is asked: a new one each time an option changes. Answers and the copy notice
  // are kept with the request they belong to, so a changed option shows none until its own arrives.
  const req = useMemo(() => {
    if (doc) return { type: "scenario", scenario: doc, redact: redactScenario, view } as const;
    const input = reduceInput(st, {});
    const snapshot = { text: parts.text ? "redact" : "blank", paths: parts.paths, title: parts.title } as const;
    return input ? ({ type: "reduce", ...input, snapshot, view } as const) : null;
  }, [doc, st, view, parts, redactScenario]);
  const [answer, setAnswer] = useState<{ req: unknown; result?: ShareResult; error?: string } | null>(null);
  const [copiedFor, setCopied] = useState<{ req: unknown; message: string } | null>(null);
  const mine = answer?.req === req ? answer : null;
  const result = mine?.result ?? null;
  const error = req ? (mine?.error ?? null) : "Nothing is loaded to share.";
  const copied = copiedFor?.req === req ? copiedFor.message : null;

  useEffect(() => {
    if (!req) return;
    let live = true;
    shareClient()
      .run(req)
      .then((r) => live && setAnswer({ req, result: r }))
      .catch((e: Error) => live && e.message !== "replaced" && setAnswer({ req, error: e.message }));
    return () => {
      live = false;
    };
  }, [req]);

  const url = result ? `${window.location.origin}${window.location.pathname}${result.fragment}` : "";
  const secrets = result?.findings.reduce((a, f) => a + f.count, 0) ?? 0;
  const kept = doc ? !redactScenario : false;
  // without its title a session's file is named for what it is, not for the file it came from
  const title = (typeof result?.scenario.title === "string" && result.scenario.title) || (doc ? session?.name : null) || "shared-session";
  const fileName = `${slug(title)}.scenario.json`;

  const viewParts = [
    `the ${PANEL_LABEL[view.panel ?? "context"] ?? view.panel} panel`,
    `preset ${view.preset === "seed" ? "design notes" : (view.preset ?? "as the scenario says")}${view.overrides ? ` with ${Object.keys(view.overrides).length} change${Object.keys(view.overrides).length === 1 ? "" : "s"}` : ""}`,
    `estimator ${view.estimator}`,
    ...(view.compare ? [`compare mode (B: ${describeChoice(view.compare)})`] : []),
  ];

  return (
    <Modal titleId={titleId} describedBy={descId} onClose={onClose} testid="share-dialog" wide>
      <h2 id={titleId}>Share this view</h2>
      <p className="muted share-intro" id={descId}>
        The link holds the session and what you are looking at: <span data-testid="share-intro-step">step {fmt((view.step ?? 0) + 1)}</span>
        , {viewParts.join(", ")}. It is compressed into the part after <span className="mono">#</span>, which a browser never sends to a
        server.
      </p>

      {doc ? (
        <fieldset className="share-box" data-testid="share-scenario-options">
          <legend>A scenario: shared as it was written</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={redactScenario}
              onChange={(e) => setRedactScenario(e.target.checked)}
              data-testid="share-redact-scenario"
            />
            Redact secrets found in its text
          </label>
        </fieldset>
      ) : (
        <fieldset className="share-box" data-testid="share-reduce-options">
          <legend>
            A real session ({session ? (SHORT_FORMAT[session.format] ?? session.format) : "session"}): its shape and sizes,{" "}
            {parts.text ? "with the text the simulator reads" : "without its text"}
          </legend>
          <p className="note">The link opens on the same step with the same numbers as here; subagent files stay behind.</p>
          <fieldset className="share-parts">
            <legend>Also put in the link</legend>
            {SHARE_PARTS.map((p) => (
              <label key={p.id} className="check">
                <input
                  type="checkbox"
                  checked={parts[p.id]}
                  onChange={(e) => setParts({ ...parts, [p.id]: e.target.checked })}
                  data-testid={`share-part-${p.id}`}
                />
                <span>
                  <strong>{p.label}</strong>
                  <span className="muted">: {p.help}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="share-holds" data-testid="share-holds">
            <strong>The link holds:</strong>
            <ul>
              {linkHolds(parts).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="muted">{NEVER_IN_A_LINK}</p>
          </div>
        </fieldset>
      )}

      <section className="share-box" aria-live="polite" data-testid="share-secrets">
        <h3>Secrets</h3>
        {!result && !error && <p className="muted">Looking for secrets…</p>}
        {result && secrets === 0 && (
          <p className="muted" data-testid="share-no-secrets">
            No API keys, tokens, passwords or emails found{!doc && !parts.text && !parts.paths ? " (no text is shared)" : ""}.
          </p>
        )}
        {result && secrets > 0 && (
          <>
            <p className={kept ? "is-error" : ""} data-testid="share-secrets-summary">
              {kept
                ? `${fmt(secrets)} secret${secrets === 1 ? "" : "s"} will be shared as written: `
                : `${fmt(secrets)} secret${secrets === 1 ? "" : "s"} redacted: `}
              {result.findings.map((f, k) => (
                <span key={f.kind} data-testid="share-secret-kind" data-kind={f.kind} data-count={f.count}>
                  {k > 0 && ", "}
                  {SECRET_LABEL[f.kind] ?? f.kind} ×{f.count}
                </span>
              ))}
            </p>
            <details className="share-review">
              <summary data-testid="share-review">Review {kept ? "them" : "each replacement"}</summary>
              <ul className="plain snippets" data-testid="share-snippets">
                {result.snippets.map((s, k) => (
                  <li key={k}>
                    <span className="faint">{SECRET_LABEL[s.kind] ?? s.kind}</span>{" "}
                    <span className="mono">
                      …{s.before}
                      <mark>{s.secret}</mark>
                      {s.after}…
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          </>
        )}
      </section>

      <section className="share-box" data-testid="share-link-box">
        <h3>Link</h3>
        {error && (
          <p className="is-error" role="alert">
            {error}
          </p>
        )}
        <div className="share-link-row">
          <label className="visually-hidden" htmlFor={`${titleId}-url`}>
            Share link
          </label>
          <input
            id={`${titleId}-url`}
            className="text-input mono"
            readOnly
            value={result ? url : "…"}
            data-testid="share-url"
            onFocus={(e) => e.currentTarget.select()}
          />
          <button
            className="btn"
            disabled={!result}
            data-testid="share-copy"
            onClick={() =>
              void copyText(url).then((ok) =>
                setCopied({ req, message: ok ? "Link copied." : "Copying was refused: select the link and copy it." }),
              )
            }
          >
            Copy link
          </button>
        </div>
        <p className="muted" data-testid="share-length" data-chars={result?.chars ?? ""} data-too-long={result?.tooLong ? "true" : "false"}>
          {result
            ? `${fmt(url.length)} characters (${fmt(result.events)} event${result.events === 1 ? "" : "s"}${result.dropped.length ? `; left out: ${result.dropped.map((d) => `${d.count} ${d.kind}`).join(", ")}` : ""}).`
            : "Preparing the link…"}
        </p>
        {result?.tooLong && (
          <p className="banner-inline warn" role="status" data-testid="share-too-long">
            This link is longer than {fmt(MAX_LINK_CHARS)} characters: chat tools and mail clients may cut it, and a cut link does not open.
            Send the scenario file instead; it opens by dropping it on the page.
          </p>
        )}
        <p role="status" className="muted" data-testid="share-copied">
          {copied ?? ""}
        </p>
      </section>

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

/** The top bar's Share button and its dialog. */
