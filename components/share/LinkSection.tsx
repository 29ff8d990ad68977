"use client";
// The link itself: the address to copy, its length and what a reduction left out, a warning when
// it is too long to paste, and whether the copy went through.
import { useState } from "react";
import { MAX_LINK_CHARS } from "@/lib/share/link";
import type { ShareResult } from "@/components/worker/share-protocol";
import { fmt } from "@/components/inspector/format";
import { copyText } from "./build";

/** The link's length and what it left out. */
function lengthText(url: string, result: ShareResult): string {
  const events = `${fmt(result.events)} event${result.events === 1 ? "" : "s"}`;
  const dropped = result.dropped.length ? `; left out: ${result.dropped.map((d) => `${d.count} ${d.kind}`).join(", ")}` : "";
  return `${fmt(url.length)} characters (${events}${dropped}).`;
}

/** `req`: the request the result answers; the copy notice belongs to it and goes when it changes. */
export function LinkSection({
  req,
  result,
  error,
  url,
  inputId,
}: {
  req: unknown;
  result: ShareResult | null;
  error: string | null;
  url: string;
  inputId: string;
}) {
  const [copiedFor, setCopied] = useState<{ req: unknown; message: string } | null>(null);
  const copied = copiedFor && copiedFor.req === req ? copiedFor.message : null;
  return (
    <section className="share-box" data-testid="share-link-box">
      <h3>Link</h3>
      {error && (
        <p className="is-error" role="alert">
          {error}
        </p>
      )}
      <div className="share-link-row">
        <label className="visually-hidden" htmlFor={inputId}>
          Share link
        </label>
        <input
          id={inputId}
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
        {result ? lengthText(url, result) : "Preparing the link…"}
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
  );
}
