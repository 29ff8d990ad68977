"use client";
// "What if its description said more?": the skill's description and when_to_use, editable, and the
// prompt routed again over the catalog with that one text changed (lib/routing editEntry, indexed
// apart in the routing worker). Nothing is written back: the catalog stays as loaded.
import { useState } from "react";
import type { RouteTrace, WhyNot } from "@/lib/routing";
import { STAGE_LABEL } from "@/lib/routing";
import { useRouting, type Routed } from "./store";
import s from "./routing.module.css";

type Outcome = { decision: RouteTrace["decision"]; chosen: string | null; reason: string; result: WhyNot; ms: number };

export function WhatIf({ routed, why }: { routed: Routed; why: WhyNot }) {
  const whatIf = useRouting((x) => x.whatIf);
  const [description, setDescription] = useState(why.description ?? "");
  const [whenToUse, setWhenToUse] = useState(why.whenToUse ?? "");
  const [out, setOut] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = description !== (why.description ?? "") || whenToUse !== (why.whenToUse ?? "");
  // the prompt's words it lacks that other skills have, less those added here (the text may hold a
  // word already where the index does not read it: a "Do NOT use for" sentence)
  const [added, setAdded] = useState<string[]>([]);
  const words = (why.missing ?? []).filter((m) => m.df > 0 && !added.includes(m.term));

  const run = () => {
    setBusy(true);
    setError(null);
    whatIf(routed, why.name, { description, whenToUse }).then(
      (r) => (setOut(r), setBusy(false)),
      (e: Error) => (setError(e.message), setBusy(false)),
    );
  };

  return (
    <details className={s.whatIf} data-testid="whatif">
      <summary>What if its description said more?</summary>
      <label className={s.whatIfField}>
        description
        <textarea
          className={s.whatIfText}
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          data-testid="whatif-description"
        />
      </label>
      {words.length > 0 && (
        <p className={s.whyTerms}>
          <span className="muted">add a prompt word</span>{" "}
          {words.map((m) => (
            <button
              key={m.term}
              type="button"
              className={`${s.chip} ${s.chipMissing} mono`}
              data-testid="whatif-add"
              title={`Append "${m.from}" to the description`}
              onClick={() => {
                setDescription((d) => `${d.trimEnd()} ${m.from}`);
                setAdded((a) => [...a, m.term]);
              }}
            >
              + {m.from}
            </button>
          ))}
        </p>
      )}
      <label className={s.whatIfField}>
        when_to_use
        <textarea
          className={s.whatIfText}
          rows={2}
          value={whenToUse}
          onChange={(e) => setWhenToUse(e.target.value)}
          data-testid="whatif-when"
        />
      </label>
      <div className={s.whyForm}>
        <button type="button" className="btn" disabled={busy || !description.trim()} onClick={run} data-testid="whatif-run">
          {busy ? "Routing…" : "Route with this text"}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!changed}
          onClick={() => {
            setDescription(why.description ?? "");
            setWhenToUse(why.whenToUse ?? "");
            setAdded([]);
            setOut(null);
          }}
        >
          Reset
        </button>
        <span className="muted">Only here: the catalog itself is not changed.</span>
      </div>
      {error && (
        <p className={s.fail} role="alert">
          {error}
        </p>
      )}
      {out && (
        <div className={s.whatIfOut} data-testid="whatif-result" data-decision={out.decision} data-stage={out.result.stage}>
          <p>
            <span className={s.decBadge} data-decision={out.decision}>
              {out.decision}
            </span>{" "}
            <span className="mono">{out.chosen ?? ""}</span>{" "}
            <span className={s.stageBadge} data-stage={out.result.stage}>
              {STAGE_LABEL[out.result.stage]}
            </span>{" "}
            <span data-testid="whatif-verdict">{out.result.verdict}</span>
          </p>
          <p className="muted">
            {why.score !== undefined && out.result.score !== undefined && (
              <>
                score {why.score.toFixed(2)} → {out.result.score.toFixed(2)}
                {why.rank !== undefined && out.result.rank !== undefined && (
                  <>
                    , BM25 rank #{why.rank} → #{out.result.rank}
                  </>
                )}
                ;{" "}
              </>
            )}
            the catalog re-indexed with this text in {Math.round(out.ms)} ms.
          </p>
        </div>
      )}
    </details>
  );
}
