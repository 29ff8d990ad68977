// The link the Share dialog shows, made in the share worker: a new request each time an option
// changes, and the answer kept with the request it belongs to, so a changed option shows no
// stale link while its own is being made.
import { useEffect, useMemo, useState } from "react";
import type { InspectorState } from "@/components/state/types";
import { shareClient } from "@/components/worker/share-client";
import type { ShareResult, ShareView } from "@/components/worker/share-protocol";
import { reduceInput } from "./build";
import type { ShareParts } from "./labels";

export interface ShareAnswer {
  /** what the worker is asked; null when nothing is loaded */
  req: unknown;
  result: ShareResult | null;
  error: string | null;
}

/**
 * `doc`: the loaded scenario, shared as written (redacted when `redactScenario`); without one, the
 * session is reduced to its shape, with the `parts` ticked.
 */
export function useShareResult(
  st: InspectorState,
  doc: Record<string, unknown> | null,
  view: ShareView,
  parts: ShareParts,
  redactScenario: boolean,
): ShareAnswer {
  const req = useMemo(() => {
    if (doc) return { type: "scenario", scenario: doc, redact: redactScenario, view } as const;
    const input = reduceInput(st, {});
    const snapshot = { text: parts.text ? "redact" : "blank", paths: parts.paths, title: parts.title } as const;
    return input ? ({ type: "reduce", ...input, snapshot, view } as const) : null;
  }, [doc, st, view, parts, redactScenario]);
  const [answer, setAnswer] = useState<{ req: unknown; result?: ShareResult; error?: string } | null>(null);
  const mine = answer?.req === req ? answer : null;

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

  return { req, result: mine?.result ?? null, error: req ? (mine?.error ?? null) : "Nothing is loaded to share." };
}
