"use client";
// What came back after a recorded compaction: the recording's own account (the attachment records
// written after the boundary) beside the rules', skill by skill and file by file. The engine
// compares them (lib/context/reattach-agreement.ts); this only draws the answer.
import { useState } from "react";
import type { RecordedCompaction } from "@/lib/context/sim-types";
import type { AgreementMark } from "@/lib/context/reattach-agreement";
import { useInspector } from "@/components/state/store";
import type { CurrentSim } from "./useSim";
import { RuleLink } from "@/components/ui/RuleLink";
import { fmt } from "@/components/inspector/format";
import { relPath } from "./labels";

const MARK_LABEL: Record<AgreementMark, string> = {
  same: "same",
  "only-recorded": "only in the recording",
  "only-rules": "only in the rules",
  "cut-differently": "cut differently",
};

function Mark({ mark }: { mark: AgreementMark }) {
  return (
    <span className={`badge ${mark === "same" ? "ok" : "warn"}`} data-testid="came-back-mark" data-mark={mark}>
      {MARK_LABEL[mark]}
    </span>
  );
}

const chars = (n: number | undefined) => (n === undefined ? "—" : fmt(n));

/** The account of one recorded compaction. */
export function CameBack({ r, cwd }: { r: RecordedCompaction; cwd?: string }) {
  const a = r.agreement;
  const rec = r.reattached;
  if (!a || !rec) return null;
  const ruleAfter = r.ruleReattached?.tokensAfter ?? null;
  return (
    <div className="came-back" data-testid="came-back" data-step={r.step}>
      <p className="note">
        {rec.written
          ? `Skills: ${a.skillsEqual ? "the same in both (names, order, characters)" : "they differ"}. Files: ${fmt(a.filesSame)} back in both; ${fmt(a.filesRecorded)} in the recording, ${fmt(a.filesRules)} by the rules.`
          : "The recording writes nothing after this compaction (Claude Code before about 2.1.100): the rules' account only."}
      </p>
      {a.skills.length > 0 && (
        <table className="cats came-back-table" data-testid="came-back-skills">
          <thead>
            <tr>
              <th scope="col">Skill</th>
              <th scope="col" title="characters re-attached, as the recording wrote them">
                Recorded
              </th>
              <th scope="col" title="characters the rules re-attach">
                Rules
              </th>
              <th scope="col">Agreement</th>
            </tr>
          </thead>
          <tbody>
            {a.skills.map((s) => (
              <tr key={s.name} data-testid="came-back-skill" data-name={s.name}>
                <td>
                  <span className="mono">{s.name}</span>
                  <div className="faint why">{s.why}</div>
                </td>
                <td className="num">{chars(s.recordedChars)}</td>
                <td className="num">{chars(s.ruleChars)}</td>
                <td>
                  <Mark mark={s.mark} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {a.files.length > 0 && (
        <ul className="came-back-files" data-testid="came-back-files">
          {a.files.map((f) => (
            <li key={f.path} data-testid="came-back-file">
              <span className="mono" title={f.path}>
                {relPath(f.path, cwd)}
              </span>{" "}
              <Mark mark={f.mark} />
              {f.namedOnly && <span className="faint"> named only, too large to re-read</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="faint">
        Sizes in characters, as Claude Code counts this rule (tokens = characters / 4).
        {r.postTokens !== undefined || r.recordedAfter !== undefined || ruleAfter !== null ? " Size after: " : ""}
        {r.postTokens !== undefined ? `recorded postTokens ${fmt(r.postTokens)} (recorded usage); ` : ""}
        {r.recordedAfter !== undefined ? `next request ${fmt(r.recordedAfter)} (recorded usage); ` : ""}
        {ruleAfter !== null ? `the rules ${fmt(ruleAfter)} (estimate)` : ""}
      </p>
    </div>
  );
}

/** Every recorded compaction's account, the one at or before the current step first open. */
export function CameBackSection({ cur }: { cur: CurrentSim }) {
  const setStep = useInspector((s) => s.setStep);
  const recs = cur.sim.recorded.filter((r) => r.kind === "compact" && r.agreement);
  const here = [...recs].reverse().find((r) => r.step <= cur.step) ?? null;
  const [picked, setPicked] = useState<number | null>(null);
  const shown = recs.find((r) => r.step === picked) ?? here;
  if (!recs.length) return null;
  return (
    <div className="sub" data-testid="came-back-section">
      <h3>
        What came back, recorded beside the rules <RuleLink anchor="what-came-back" />
      </h3>
      <div className="came-back-pick" role="group" aria-label="Recorded compactions">
        {recs.map((r) => (
          <button
            key={r.step}
            className={`btn small${r === shown ? " on" : ""}`}
            aria-pressed={r === shown}
            onClick={() => setPicked(r.step)}
            data-testid="came-back-pick"
          >
            {r.trigger === "manual" ? "/compact" : "auto"} at step {fmt(r.step + 1)}
          </button>
        ))}
      </div>
      {shown ? (
        <>
          <p className="kv-line">
            Recorded {r2t(shown)} compaction at{" "}
            <button className="linkbtn" onClick={() => setStep(shown.step)}>
              step {fmt(shown.step + 1)}
            </button>
            {shown.line !== undefined ? ` (line ${fmt(shown.line)})` : ""}.
          </p>
          <CameBack r={shown} cwd={cur.view.session.meta.cwd} />
        </>
      ) : (
        <p className="muted">No recorded compaction by this step: pick one above.</p>
      )}
    </div>
  );
}

const r2t = (r: RecordedCompaction) => (r.trigger === "manual" ? "manual (/compact)" : "auto");
