"use client";
// Why did this skill score 7.3? The retrieval hits around the gate, best first: rank, name, kind,
// classic BM25 score, pass or fail against SCORE_MIN (or listed under it by the list floor), the
// rerank's body evidence and the place in the list it made, whether TOP_K kept it; each row opens
// its per-term breakdown (the contributions sum to the score), and for an injected candidate the
// terms its body matched. Figures from the trace and router.explain, computed in the routing worker.
import { Fragment, useState } from "react";
import type { BodyContribution, QueryTerm, RouteTrace, StageTrace, TermContribution } from "@/lib/routing";
import { bm25Label } from "@/lib/routing/bm25";
import { gatePassedAt } from "@/lib/routing/gate";
import { listPlaces } from "@/lib/routing/list-interleave";
import type { PreviewHit } from "./routing-protocol";
import s from "./routing.module.css";
import { SubtaskPlan } from "./SubtaskPlan";
import { GATE_WORDS, gateMark } from "./gate-cell";

type Retrieval = Extract<StageTrace, { stage: "retrieval" }>;

const f2 = (n: number) => n.toFixed(2);
const f3 = (n: number) => n.toFixed(3);

/** prompt / bigram / synonym / compound / part / paraphrase: where a query term came from */
export function sourceOf(t: TermContribution, units: Map<string, QueryTerm["unit"]>): string {
  if (t.origin === "synonym") return "synonym";
  if (t.origin === "paraphrase") return "paraphrase";
  if (t.origin === "compound") return "compound";
  if (t.origin === "part") return "part";
  return units.get(t.term) === "bigram" ? "bigram" : "prompt";
}

const SOURCE_TIP: Record<string, string> = {
  prompt: "a word of the prompt (Korean particles and endings stripped, English stemmed)",
  bigram: "a syllable bigram of a Korean word the index does not hold whole",
  synonym: "added by the Korean-English dictionary",
  compound: "a dictionary word found inside a longer Korean compound",
  part: "an index word a prompt word the index lacks is made of (monorepo: repo); weighs a share of the word and names no skill",
  paraphrase: "WordNet's word for a prompt word the catalog does not use (English paraphrase)",
};

function Breakdown({
  terms,
  score,
  units,
  bodyEvidence = 0,
}: {
  terms: TermContribution[];
  score: number;
  units: Map<string, QueryTerm["unit"]>;
  /** the part of the score retrieval took from the body's words the indexed text lacks */
  bodyEvidence?: number;
}) {
  if (!terms.length) return <p className={s.note}>No per-term breakdown.</p>;
  const first = terms[0];
  return (
    <div className={s.breakdown}>
      <table className={s.terms} data-testid="term-table">
        <thead>
          <tr>
            <th>term</th>
            <th>source</th>
            <th className={s.num} title="query weight: 1 for the prompt's own words, less for synonyms and bigram pieces">
              weight
            </th>
            <th className={s.num} title="occurrences in this entry's indexed text">
              tf
            </th>
            <th className={s.num} title="entries of the index holding the term">
              df
            </th>
            <th className={s.num} title="ln(1 + (N − df + 0.5) / (df + 0.5))">
              idf
            </th>
            <th className={s.num}>contribution</th>
            <th>share</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((t) => {
            const src = sourceOf(t, units);
            const share = score > 0 ? t.contribution / score : 0;
            return (
              <tr key={t.term} data-testid="term-row" data-term={t.term} data-source={src}>
                <td className="mono">{t.term}</td>
                <td title={SOURCE_TIP[src]}>
                  {src}
                  {t.from && t.from !== t.term && <span className="muted"> of {t.from}</span>}
                </td>
                <td className={s.num}>{f2(t.weight)}</td>
                <td className={s.num}>{t.tf}</td>
                <td className={s.num}>{t.df}</td>
                <td className={s.num}>{f3(t.idf)}</td>
                <td className={s.num} data-testid="term-contribution">
                  {f3(t.contribution)}
                </td>
                <td className={s.shareCell}>
                  <span className={s.shareBar} aria-hidden="true">
                    <span style={{ width: `${Math.max(0, Math.min(1, share)) * 100}%` }} />
                  </span>
                  <span className={s.sharePct}>{Math.round(share * 100)}%</span>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {bodyEvidence > 0 && (
            <tr data-testid="body-evidence-row">
              <td colSpan={6} className="muted">
                + the body&apos;s words this entry&apos;s name, description and when_to_use lack (body evidence in retrieval)
              </td>
              <td className={s.num}>{f3(bodyEvidence)}</td>
              <td />
            </tr>
          )}
          <tr>
            <td colSpan={6} className="muted">
              sum = score · length {first.fieldLength} terms vs average {first.avgFieldLength.toFixed(1)}
            </td>
            <td className={s.num}>{f3(terms.reduce((a, t) => a + t.contribution, 0) + bodyEvidence)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className={s.note}>contribution = weight × idf × tf (k1 + 1) / (tf + k1 (1 − b + b × length / average)), {bm25Label()}</p>
    </div>
  );
}

/** `place`: the entry's place in the list the model is shown (list-interleave.ts), which for places 3 on can differ from the rerank's (`to`) */
function RankCell({ r, place }: { r: { from: number; to: number; rankScore: number } | undefined; place: number | undefined }) {
  if (!r || place === undefined) return <td className={`${s.num} muted`}>—</td>;
  const arrow = place < r.from ? "↑" : place > r.from ? "↓" : "";
  return (
    <td
      className={`${s.num} mono`}
      data-testid="candidate-rank"
      data-rank={place}
      data-rerank={r.to}
      data-from={r.from}
      title={`rank score ${r.rankScore.toFixed(2)}; #${r.from} by BM25, #${r.to} by the rerank, #${place} in the list`}
    >
      #{place}
      {arrow && <span className="muted"> {arrow}</span>}
    </td>
  );
}

function BodyBreakdown({ body, weight }: { body: { score: number; terms: BodyContribution[] }; weight: number }) {
  if (!body.terms.length) return <p className={s.note}>Its body matches none of the query terms: rank = BM25 alone.</p>;
  return (
    <div className={s.breakdown}>
      <table className={s.terms} data-testid="body-term-table">
        <thead>
          <tr>
            <th>body term</th>
            <th className={s.num} title="occurrences in the body (SKILL.md below the front matter, without its when-not-to-use sections)">
              tf
            </th>
            <th className={s.num} title="bodies holding the term">
              df
            </th>
            <th className={s.num}>contribution</th>
          </tr>
        </thead>
        <tbody>
          {body.terms.map((t) => (
            <tr key={t.term} data-testid="body-term-row" data-term={t.term}>
              <td className="mono">{t.term}</td>
              <td className={s.num}>{t.tf}</td>
              <td className={s.num}>{t.df}</td>
              <td className={s.num}>{f3(t.contribution)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="muted">
              body BM25 (sum) · rank adds {weight.toFixed(2)} × this
            </td>
            <td className={s.num}>{f3(body.score)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function CandidatesTable({ trace, preview, compact = false }: { trace: RouteTrace; preview: PreviewHit[]; compact?: boolean }) {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const retrieval = trace.stages.find((x): x is Retrieval => x.stage === "retrieval");
  const gate = trace.stages.find((x): x is Extract<StageTrace, { stage: "gate" }> => x.stage === "gate");

  if (trace.decision === "forced" && trace.candidates[0]?.forced) {
    const c = trace.candidates[0];
    return (
      <div data-testid="candidates" data-empty="forced">
        <p className={s.note}>
          Forced by the slash trigger: <b className="mono">{c.name}</b> ({c.kind}) loads without retrieval, so there is no score to explain.
        </p>
        {c.description && <p className={s.desc}>{c.description}</p>}
      </div>
    );
  }
  if (!retrieval) {
    return (
      <p className={s.note} data-testid="candidates" data-empty="prefilter">
        No retrieval: the prefilter settled this prompt ({trace.decision}){trace.options ? `; options: ${trace.options.join(", ")}` : ""}.
      </p>
    );
  }
  if (!preview.length) {
    return (
      <div data-testid="candidates" data-empty="no-match">
        <p className={s.note}>No skill matched any of the {retrieval.terms.length} query terms.</p>
        <SubtaskPlan trace={trace} />
      </div>
    );
  }
  const units = new Map(retrieval.terms.map((t) => [t.term, t.unit] as const));
  const rerank = trace.stages.find((x): x is Extract<StageTrace, { stage: "rerank" }> => x.stage === "rerank");
  const pool = rerank?.applied ? new Map(rerank.pool.map((p) => [p.name, p])) : null;
  const places = rerank?.applied ? listPlaces(rerank.pool) : null;
  const kept = new Set(trace.candidates.map((c) => c.name));
  const scoreMin = gate?.scoreMin ?? 0;
  // when nothing reached SCORE_MIN on a small catalog, the gate scaled to its size is the one they passed (offered, or loaded when one leads clearly)
  const passAt = gate ? gatePassedAt(gate) : scoreMin;
  const rows = compact ? preview.slice(0, Math.max(6, trace.candidates.length + 2)) : preview;
  const max = Math.max(scoreMin, ...rows.map((r) => r.score)) || 1;
  return (
    <div data-testid="candidates">
      <table className={`${s.cands} ${compact ? s.compact : ""}`} data-testid="candidates-table">
        <thead>
          <tr>
            <th className={s.num}>#</th>
            <th>name</th>
            {!compact && <th>kind</th>}
            <th className={s.num} title={`classic BM25 (Lucene IDF, ${bm25Label()}): the sum of the query terms' contributions`}>
              score <span className="muted">BM25</span>
            </th>
            {!compact && <th className={s.barHead}>vs SCORE_MIN {scoreMin.toFixed(1)}</th>}
            <th>gate</th>
            {pool && !compact && (
              <th
                className={s.num}
                title={`the body's BM25 for the same terms; the rerank ranks by BM25 + ${rerank!.weight.toFixed(2)} × body for this prompt`}
              >
                body
              </th>
            )}
            {pool && (
              <th
                className={s.num}
                title="place in the list the model is shown, after the rerank (the arrow: moved up or down from the BM25 order)"
              >
                rank
              </th>
            )}
            {!compact && <th>top-K</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((h, i) => {
            const mark = gateMark(trace, h.name, h.score, passAt);
            const pass = mark === "pass";
            const isOpen = !!open[h.name];
            const inj = kept.has(h.name);
            return (
              <Fragment key={h.name}>
                <tr
                  className={`${s.candRow} ${inj ? s.injected : ""} ${h.name === trace.chosen ? s.chosenRow : ""}`}
                  data-testid="candidate-row"
                  data-name={h.name}
                  data-score={h.score.toFixed(2)}
                  data-gate={mark}
                  data-kept={inj ? "true" : "false"}
                >
                  <td className={s.num}>{i + 1}</td>
                  <td>
                    <button
                      className={s.expand}
                      aria-expanded={isOpen}
                      data-testid="candidate-expand"
                      onClick={() => setOpen((o) => ({ ...o, [h.name]: !o[h.name] }))}
                      title="Show the per-term breakdown"
                    >
                      <span className={s.tri} aria-hidden="true">
                        {isOpen ? "▾" : "▸"}
                      </span>
                      <span className="mono">{h.name}</span>
                    </button>
                    {h.name === trace.chosen && <span className={s.tag}>loaded</span>}
                    {trace.options?.includes(h.name) && <span className={s.tag}>ask</span>}
                  </td>
                  {!compact && <td className="muted">{h.kind}</td>}
                  <td className={`${s.num} mono`} data-testid="candidate-score">
                    {h.score.toFixed(2)}
                  </td>
                  {!compact && (
                    <td className={s.barCell}>
                      <span className={s.scoreBar} aria-hidden="true">
                        <span className={pass ? s.scorePass : s.scoreFail} style={{ width: `${(h.score / max) * 100}%` }} />
                        <span className={s.minLine} style={{ left: `${(scoreMin / max) * 100}%` }} />
                      </span>
                    </td>
                  )}
                  <td data-testid="candidate-gate" className={mark === "pass" ? s.pass : mark === "fail" ? s.fail : "muted"}>
                    {GATE_WORDS[mark]}
                  </td>
                  {pool && !compact && (
                    <td className={`${s.num} mono`} data-testid="candidate-body">
                      {pool.get(h.name)?.body.toFixed(2) ?? "—"}
                    </td>
                  )}
                  {pool && <RankCell r={pool.get(h.name)} place={places?.get(h.name)} />}
                  {!compact && <td className="muted">{inj ? "injected" : pass ? "dropped (TOP_K)" : "—"}</td>}
                </tr>
                {isOpen && (
                  <tr className={s.breakdownRow}>
                    <td />
                    <td colSpan={(compact ? 3 : 6) + (pool ? (compact ? 1 : 2) : 0)}>
                      <Breakdown
                        terms={trace.candidates.find((c) => c.name === h.name)?.terms ?? h.terms}
                        score={h.score}
                        units={units}
                        bodyEvidence={trace.candidates.find((c) => c.name === h.name)?.bodyEvidence}
                      />
                      {h.body && rerank && <BodyBreakdown body={h.body} weight={rerank.weight} />}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {!compact && retrieval.matched > rows.length && (
        <p className={s.note}>
          {retrieval.matched - rows.length} more skills matched some term and scored lower. Query terms:{" "}
          {retrieval.terms.map((t, k) => (
            <span key={t.term}>
              {k > 0 && ", "}
              <span className="mono">{t.term}</span>
              {t.origin !== "query" || t.unit === "bigram" ? (
                <span className="muted">
                  {" "}
                  ({t.origin === "query" ? "bigram" : t.origin}, {t.weight.toFixed(2)})
                </span>
              ) : null}
            </span>
          ))}
          .
        </p>
      )}
      {trace.agents.length > 0 && (
        <p className={s.note} data-testid="agents">
          Subagents (their own index, gated the same way):{" "}
          {trace.agents.map((a, k) => (
            <span key={a.name}>
              {k > 0 && ", "}
              <span className="mono">{a.name}</span> {a.score.toFixed(2)}
            </span>
          ))}
        </p>
      )}
      <SubtaskPlan trace={trace} />
    </div>
  );
}
