"use client";
// The secrets found in what the link shares: how many of each kind, redacted or (a scenario the
// sender keeps as written) shared as they are, and each one in its context for review.
import type { ShareResult } from "@/components/worker/share-protocol";
import { fmt } from "@/components/inspector/format";
import { SECRET_LABEL } from "./labels";

/** The found secrets, by kind, and the review of each. */
function SecretsFound({ result, secrets, kept }: { result: ShareResult; secrets: number; kept: boolean }) {
  return (
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
  );
}

/**
 * `kept`: the secrets go as written (a scenario shared unredacted); `textless`: the link carries
 * no text at all, so none could be found.
 */
export function SecretsSection({
  result,
  error,
  kept,
  textless,
}: {
  result: ShareResult | null;
  error: string | null;
  kept: boolean;
  textless: boolean;
}) {
  const secrets = result?.findings.reduce((a, f) => a + f.count, 0) ?? 0;
  return (
    <section className="share-box" aria-live="polite" data-testid="share-secrets">
      <h3>Secrets</h3>
      {!result && !error && <p className="muted">Looking for secrets…</p>}
      {result && secrets === 0 && (
        <p className="muted" data-testid="share-no-secrets">
          No API keys, tokens, passwords or emails found{textless ? " (no text is shared)" : ""}.
        </p>
      )}
      {result && secrets > 0 && <SecretsFound result={result} secrets={secrets} kept={kept} />}
    </section>
  );
}
