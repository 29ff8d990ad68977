"use client";
// The fidelity report for the sessions the user loaded: the figures `fidelity DIR...` prints
// (lib/context/fidelity.ts), each session and in total. The engine worker replays every session
// under the preset its Claude Code version chooses; this dialog only shows the answer.
import { presetWord } from "@/components/compare/labels";
import { useEffect, useId, useState } from "react";
import { Modal } from "@/components/ui/Modal";
import { useInspector } from "@/components/state/store";
import { engine } from "@/components/state/simulation";
import { CancelledError } from "@/components/worker/client";
import type { AppFidelityReport } from "@/components/worker/protocol";
import { fidelityAbsPct, fidelityPct, type ErrorFigure } from "@/lib/context/fidelity";
import type { ReattachFidelity, SizeError } from "@/lib/context/reattach-fidelity";
import { ESTIMATOR_LABEL } from "@/lib/model";
import { fmt, plural } from "@/components/inspector/format";

type Answer = { key: string } & ({ kind: "done"; report: AppFidelityReport } | { kind: "error"; message: string });
type State = { kind: "busy" } | Answer;

const unknownText = (u: Record<string, number>) => {
  const list = Object.entries(u);
  return list.length ? list.map(([k, v]) => `${k} ${fmt(v)}`).join(", ") : "none";
};

function Err({ f, k }: { f: ErrorFigure | null; k: string }) {
  return (
    <td
      className="num"
      data-k={k}
      title={f ? `mean |error| ${fidelityAbsPct(f)} over ${plural(f.points, "usage point")}` : "no recorded usage"}
    >
      {fidelityPct(f)}
    </td>
  );
}

type CountsOf = Pick<
  AppFidelityReport["total"],
  "reattach" | "recorded" | "matched" | "missed" | "far" | "extra" | "errorBefore" | "errorAfter" | "unknownTypes"
>;

/** The figures a session row and the total row share, in the same columns. */
function Counts({ c }: { c: CountsOf }) {
  return (
    <>
      <td className="num" data-k="recorded">
        {c.recorded}
      </td>
      <td className="num" data-k="matched">
        {c.matched}
      </td>
      <td className="num" data-k="missed">
        {c.missed + c.far}
      </td>
      <td className="num" data-k="extra">
        {c.extra}
      </td>
      <Err f={c.errorBefore} k="error" />
      <Err f={c.errorAfter} k="calibrated" />
      <td
        className="num"
        data-k="skills-back"
        title="compactions whose recorded skills the rules equal (names, order, characters), of those the recording accounts for"
      >
        {c.reattach.accounts ? `${c.reattach.skillsEqual} / ${c.reattach.accounts}` : "-"}
      </td>
      <td className="num" data-k="files-back" title="files back in both, of those the recording put back">
        {c.reattach.accounts ? `${c.reattach.filesSame} / ${c.reattach.filesRecorded}` : "-"}
      </td>
      <td data-k="unknown">{unknownText(c.unknownTypes)}</td>
    </>
  );
}

export function FidelityPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const inputsKey = useInspector((s) => s.inputsKey);
  const inputs = useInspector((s) => s.inputs);
  const estimator = useInspector((s) => s.estimator);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // an answer for other inputs or another estimator is not this one: busy until the new one comes
  const key = `${inputsKey}:${estimator}`;
  const state: State = answer && answer.key === key ? answer : { kind: "busy" };

  useEffect(() => {
    if (!engine || !inputsKey) return;
    let live = true;
    const key = `${inputsKey}:${estimator}`;
    engine.fidelity({ inputsKey, inputs, estimator }).then(
      (report) => live && setAnswer({ key, kind: "done", report }),
      (err: unknown) => {
        if (live && !(err instanceof CancelledError)) setAnswer({ key, kind: "error", message: (err as Error).message });
      },
    );
    return () => {
      live = false;
    };
  }, [inputsKey, inputs, estimator]);

  const est = ESTIMATOR_LABEL[estimator];
  return (
    <Modal titleId={titleId} onClose={onClose} testid="fidelity-panel" wide className="fidelity-modal">
      <h2 id={titleId}>Can the simulator be trusted on these sessions?</h2>
      <p className="muted fidelity-intro">
        Each session replayed under the preset its Claude Code version chooses. A recorded compaction is matched when the rules predict it
        within one API round; missed when they do not (or further off); extra is a compaction the rules run that the recording does not
        have. Error: mean (estimate − recorded usage) / recorded usage, with the {est} estimate alone and calibrated on the session&apos;s
        own usage. The same figures as <span className="mono">npm run cli -- fidelity</span> on these files.
      </p>
      {state.kind === "busy" && (
        <p className="faint" data-testid="fidelity-busy" role="status">
          Replaying {plural(1 + inputs.filter((f) => f.role === "session").length, "session")}…
        </p>
      )}
      {state.kind === "error" && (
        <p style={{ color: "var(--error)" }} data-testid="fidelity-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === "done" && <Report r={state.report} />}
      <div className="actions">
        <button className="btn primary" data-autofocus onClick={onClose} data-testid="fidelity-close">
          Close
        </button>
      </div>
    </Modal>
  );
}

function Report({ r }: { r: AppFidelityReport }) {
  const t = r.total;
  const est = ESTIMATOR_LABEL[r.estimator];
  if (!r.sessions.length)
    return (
      <p data-testid="fidelity-none">
        No Claude Code session is loaded: the report judges the rules against recorded sessions only.
        {r.skipped.length ? ` Not judged: ${r.skipped.map((s) => `${s.file} (${s.message})`).join(", ")}.` : ""}
      </p>
    );
  return (
    <div className="fidelity-report" data-testid="fidelity-report" data-estimator={r.estimator}>
      <div className="fidelity-scroll">
        <table className="cats fidelity-table">
          <thead>
            <tr>
              <th scope="col">session</th>
              <th scope="col">Claude Code</th>
              <th scope="col" title="recorded compactions (boundaries and implied ones)">
                recorded
              </th>
              <th scope="col" title="predicted within one API round">
                matched
              </th>
              <th scope="col">missed</th>
              <th scope="col" title="simulated compactions the recording does not have">
                extra
              </th>
              <th scope="col">error ({est})</th>
              <th scope="col">calibrated</th>
              <th scope="col" title="after each recorded compaction: the rules' skills equal the recording's">
                skills back
              </th>
              <th scope="col" title="after each recorded compaction: files back in both">
                files back
              </th>
              <th scope="col">unknown record types</th>
            </tr>
          </thead>
          <tbody>
            {r.sessions.map((s) => (
              <tr key={s.file} data-testid="fidelity-row" data-file={s.file}>
                <td className="fidelity-file" title={s.file}>
                  {s.file}
                </td>
                <td
                  data-k="version"
                  title={`preset ${presetWord(s.preset)}${s.versionKnown ? "" : " (no evidence for this version)"}; window ${fmt(s.window)}`}
                >
                  {s.version ?? "-"}
                </td>
                <Counts c={s} />
              </tr>
            ))}
          </tbody>
          {r.sessions.length > 1 && (
            <tfoot>
              <tr data-testid="fidelity-total">
                <td>total · {plural(t.sessions, "session")}</td>
                <td />
                <Counts c={t} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <p data-testid="fidelity-summary">
        {plural(t.recorded, "recorded compaction")} ({fmt(t.implied)} implied): {fmt(t.matched)} matched within one round (
        {fmt(t.matchedByEstimate)} of them before the boundary&apos;s own count), {fmt(t.missed + t.far)} missed, {fmt(t.extra)} extra; auto
        compactions {fmt(t.autoByEstimate)} of {fmt(t.recorded - t.manual)} before the count, {fmt(t.manual)} manual (/compact) apart.
        Estimate error ({est}) {fidelityPct(t.errorBefore)} (mean |error| {fidelityAbsPct(t.errorBefore)}), calibrated{" "}
        {fidelityPct(t.errorAfter)} ({fidelityAbsPct(t.errorAfter)}) over {plural(t.errorBefore?.points ?? 0, "usage point")}.
        {t.errorHeldOut
          ? ` Held out (calibrated on each file's first half, measured on its second): ${fidelityPct(t.errorHeldOut.before)} → calibrated ${fidelityPct(t.errorHeldOut.after)}.`
          : ""}
      </p>
      <p data-testid="fidelity-prediction">{predictionSummary(t)}</p>
      <p data-testid="fidelity-came-back">{cameBackSummary(t.reattach, est)}</p>
      {(r.subagentFiles > 0 || r.skipped.length > 0) && (
        <p className="faint" data-testid="fidelity-skipped">
          {r.subagentFiles > 0
            ? `${plural(r.subagentFiles, "subagent file")} attached to the session shown, not judged on their own. `
            : ""}
          {r.skipped.length ? `Not judged: ${r.skipped.map((s) => `${s.file} (${s.message})`).join(", ")}.` : ""}
        </p>
      )}
    </div>
  );
}

function sizeText(e: SizeError | null, what: string): string {
  return e
    ? `${what} ${e.meanTokens >= 0 ? "+" : "−"}${fmt(Math.abs(e.meanTokens))} tokens on average (mean |error| ${fmt(e.meanAbsTokens)}, ${e.meanAbsPct.toFixed(1)}%, recorded usage)`
    : "";
}

/** `est`: the estimator the rules sized with (the replay calibrates it on the session's own usage). */
function cameBackSummary(r: ReattachFidelity, est: string): string {
  if (!r.accounts && !r.ruleSize)
    return "What came back: no recorded compaction here is followed by attachment records, so the recording does not say.";
  const sizes = [
    sizeText(r.ruleSize, `the rules alone (${est}, calibrated)`),
    sizeText(r.postTokensSize, "the replay from the recorded postTokens"),
  ].filter(Boolean);
  return (
    `What came back: the rules' skills equal the recording's (names, order, characters) after ${r.skillsEqual} of ${plural(r.accounts, "recorded compaction")}; ` +
    `${r.skillEntriesSame} of ${plural(r.skillEntries, "skill entry", "skill entries")} the same; ${r.filesSame} of ${plural(r.filesRecorded, "recorded file")} also the rules' (which put back ${r.filesRules}).` +
    (sizes.length ? ` Size after, against the next request: ${sizes.join("; ")}.` : "")
  );
}

/** The scores that cannot read the answer: one step ahead, and the rules alone from the first compaction. */
function predictionSummary(t: AppFidelityReport["total"]): string {
  const parts: string[] = [];
  if (t.stepAhead)
    parts.push(
      `One step ahead (each request's recorded input against the replay just before it): mean |error| ${t.stepAhead.meanAbsPct.toFixed(1)}% over ${plural(t.stepAhead.points, "request")}.`,
    );
  if (t.whatIf)
    parts.push(
      `The rules alone from the first compaction on (${plural(t.whatIf.sessions, "session")}): the meter off by ${t.whatIf.meanAbsWindowPct.toFixed(1)} points of the window on average; ${t.whatIf.found} of ${plural(t.whatIf.later, "later auto compaction")} found within three rounds, ${fmt(t.whatIf.extra)} extra.`,
    );
  if (t.whatIfUnshrunk)
    parts.push(
      `Scored apart: ${plural(t.whatIfUnshrunk.sessions, "session")} whose compactions did not shrink what the next request sent (a backend keeping its own history, or repeated compactions), where the rules cannot follow${t.stepAheadUnshrunk ? ` (one step ahead there: ${t.stepAheadUnshrunk.meanAbsPct.toFixed(1)}% over ${plural(t.stepAheadUnshrunk.points, "request")})` : ""}.`,
    );
  return parts.join(" ") || "No recorded request to predict.";
}
