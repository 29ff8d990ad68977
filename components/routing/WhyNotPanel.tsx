"use client";
// "Why not …?": pick a skill the routed prompt did not load and read where it dropped out (lib/
// routing whyNot, in the routing worker): its score against SCORE_MIN, its rank, the rerank, the
// prompt's words its text lacks, and the settings that would have let it through, each already
// checked by routing again; "try" applies one.
import { useEffect, useId, useState } from "react";
import { SETTING_LABELS, type HintSetting, type WhyNot } from "@/lib/routing";
import { useRouting, type Routed } from "./store";
import { WhatIf } from "./WhatIf";
import s from "./routing.module.css";

const f2 = (x: number) => (Math.round(x * 100) / 100).toString();

export function WhyNotPanel({ routed, compact = false }: { routed: Routed; compact?: boolean }) {
  const names = useRouting((x) => x.catalog.info?.names ?? []);
  const name = useRouting((x) => x.whyName);
  const setName = useRouting((x) => x.setWhyName);
  const explain = useRouting((x) => x.explainWhyNot);
  const setSettings = useRouting((x) => x.setSettings);
  const [draft, setDraft] = useState(name);
  const [result, setResult] = useState<WhyNot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const listId = useId();
  // a name chosen elsewhere (a candidate's "why not", a link) replaces what is typed
  const [shownName, setShownName] = useState(name);
  if (shownName !== name) {
    setShownName(name);
    setDraft(name);
  }

  // asks again whenever the routed prompt (or its settings) changes, for the same skill
  useEffect(() => {
    if (!name.trim()) return;
    let live = true;
    explain(routed, name.trim()).then(
      (r) => live && (setResult(r), setError(null)),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [routed, name, explain]);

  return (
    <section className={compact ? "section" : `${s.block} ${s.whyBlock}`} data-testid="whynot">
      {compact ? <h2>Why not …?</h2> : <h2 className={s.h2}>Why not …?</h2>}
      <form
        className={s.whyForm}
        onSubmit={(e) => {
          e.preventDefault();
          setName(draft.trim());
        }}
      >
        <input
          className={`text-input ${s.whyInput}`}
          list={listId}
          value={draft}
          placeholder="a skill it did not load"
          aria-label="Skill to explain"
          data-testid="whynot-input"
          onChange={(e) => setDraft(e.target.value)}
        />
        <datalist id={listId}>
          {names.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <button className="btn" type="submit" disabled={!draft.trim()} data-testid="whynot-button">
          Explain
        </button>
        {routed.trace.candidates.length > 1 && !compact && (
          <span className="muted">
            or{" "}
            {routed.trace.candidates
              .filter((c) => c.name !== routed.trace.chosen)
              .slice(0, 3)
              .map((c, i) => (
                <span key={c.name}>
                  {i > 0 && ", "}
                  <button type="button" className="linkbtn mono" onClick={() => setName(c.name)}>
                    {c.name}
                  </button>
                </span>
              ))}
          </span>
        )}
      </form>
      {error && (
        <p className={s.fail} role="alert">
          {error}
        </p>
      )}
      {result && result.name === name.trim() && (
        <div className={s.whyResult} data-testid="whynot-result" data-stage={result.stage}>
          <p>
            <span className={s.stageBadge} data-stage={result.stage}>
              {result.stage}
            </span>{" "}
            <span data-testid="whynot-verdict">{result.verdict}</span>
          </p>
          {result.score !== undefined && result.stage !== "agent" && (
            <p className={`${s.whyFacts} mono`}>
              <span>
                score {f2(result.score)} {result.scoreMin !== undefined && <>vs SCORE_MIN {f2(result.scoreMin)}</>}
              </span>
              {result.rank !== undefined && (
                <span>
                  BM25 rank #{result.rank} of {result.matched}
                </span>
              )}
              {result.rerank && (
                <span>
                  rerank: body {f2(result.rerank.body)}, rank score {f2(result.rerank.rankScore)}, #{result.rerank.from} → #
                  {result.rerank.to}
                </span>
              )}
              {result.leader && result.leader.name !== result.name && (
                <span>
                  first: {result.leader.name} {f2(result.leader.rankScore ?? result.leader.score)}
                </span>
              )}
            </p>
          )}
          {!!result.terms?.length && (
            <p className={s.whyTerms}>
              <span className="muted">its terms</span>{" "}
              {result.terms.map((t) => (
                <span
                  key={t.term}
                  className={`${s.chip} mono`}
                  title={`${t.origin} from "${t.from}": tf ${t.tf}, df ${t.df}, idf ${t.idf.toFixed(2)}`}
                >
                  {t.term} +{t.contribution.toFixed(2)}
                </span>
              ))}
            </p>
          )}
          {!!result.missing?.length && (
            <p className={s.whyTerms} data-testid="whynot-missing">
              <span className="muted">prompt words it lacks</span>{" "}
              {result.missing.map((m) => (
                <span
                  key={m.term}
                  className={`${s.chip} ${s.chipMissing} mono`}
                  title={m.df ? `${m.df} other skill${m.df === 1 ? " has" : "s have"} it` : "no skill has it"}
                >
                  {m.from}
                </span>
              ))}
            </p>
          )}
          {result.suggestions && result.suggestions.length > 0 && (
            <p>
              Did you mean{" "}
              {result.suggestions.map((n, i) => (
                <span key={n}>
                  {i > 0 && ", "}
                  <button className="linkbtn mono" onClick={() => setName(n)}>
                    {n}
                  </button>
                </span>
              ))}
              ?
            </p>
          )}
          {result.description !== undefined && !["loaded", "prefilter"].includes(result.stage) && (
            <WhatIf key={`${routed.key}|${routed.sig}|${result.name}`} routed={routed} why={result} />
          )}
          {result.hints.length > 0 && (
            <ul className={s.whyHints} data-testid="whynot-hints">
              {result.hints.map((h) => (
                <li key={h.text} data-testid="whynot-hint">
                  {h.text}
                  {h.outcome && <span className="muted">: {h.outcome}</span>}
                  {h.patch && (
                    <>
                      {" "}
                      <button
                        className="linkbtn"
                        data-testid="whynot-try"
                        title={`Set ${Object.entries(h.patch)
                          .map(([k, v]) => `${SETTING_LABELS[k as HintSetting]} ${v}`)
                          .join(" and ")} in the settings`}
                        onClick={() => setSettings(h.patch!)}
                      >
                        try it
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
