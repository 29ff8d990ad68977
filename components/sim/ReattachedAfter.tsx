"use client";
// What came back after a compaction (files, memory, skills) and what did not (skipped files, startup
// items gone). A section of the compaction panel; the Skills tab holds the skills' detail.
import type { Compaction } from "@/lib/context/simulate";
import type { SkippedFile } from "@/lib/context/reattach";
import { useInspector } from "@/components/state/store";
import { fmt, plural } from "@/components/inspector/format";
import { RuleLink } from "@/components/ui/RuleLink";
import { relPath } from "./labels";

/** Why a file was not re-attached, in the reader's words. */
const SKIP_REASON: Record<SkippedFile["reason"], string> = {
  visible: "still visible",
  "memory-file": "a memory file, read again from disk",
  "over-file-count": "over the file count",
  "over-total-budget": "over the budget",
};

export function ReattachedAfter({ c, cwd }: { c: Compaction; cwd: string | undefined }) {
  const setSideTab = useInspector((s) => s.setSideTab);
  const r = c.reattached;
  const skills = r.skills?.skills ?? [];
  const hasAny = r.files.length || r.skippedFiles.length || r.memory.length || skills.length || c.removedStartup.length;
  if (!hasAny) return null;
  return (
    <div className="sub" data-testid="compaction-reattached">
      <h3>
        After it <RuleLink anchor="after-compaction" />
      </h3>
      {r.files.length > 0 && (
        <>
          <p className="kv-line">
            Re-attached files (
            {plural(
              r.files.reduce((a, f) => a + f.tokens, 0),
              "token",
            )}
            ): <RuleLink anchor="reattachment-files" />
          </p>
          <ul className="plain files">
            {r.files.map((f) => (
              <li key={f.path}>
                <span className="mono path" title={f.path}>
                  <bdi>{relPath(f.path, cwd)}</bdi>
                </span>
                <span className="num">{fmt(f.tokens)}</span>
                <span className="faint">{f.named ? "name only: too large to include" : "whole"}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {r.skippedFiles.length > 0 && (
        <details className="skipped">
          <summary className="kv-line">
            {plural(r.skippedFiles.length, "file")} not re-attached
            {r.skippedFiles.length >= 20 ? " (the engine lists at most 20)" : ""}
          </summary>
          <ul className="plain files">
            {r.skippedFiles.map((f) => (
              <li key={`${f.path}:${f.event}`}>
                <span className="mono path" title={f.path}>
                  <bdi>{relPath(f.path, cwd)}</bdi>
                </span>
                <span className="num">{fmt(f.tokens)}</span>
                <span className="faint">{SKIP_REASON[f.reason]}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {r.memory.length > 0 && (
        <p className="kv-line">Memory re-injected from disk: {r.memory.map((m) => `${m.label} (${fmt(m.tokens)})`).join(", ")}</p>
      )}
      {c.removedStartup.length > 0 && (
        <p className="kv-line">
          Startup items gone:{" "}
          {c.removedStartup
            .map(
              (m) =>
                `${m.label} (${fmt(m.tokens)}, ${m.afterCompaction === "lost" ? "lost until a matching file is read" : "not re-injected"})`,
            )
            .join(", ")}
        </p>
      )}
      {skills.length > 0 && (
        <p className="kv-line">
          Skills: {skills.filter((s) => s.status === "kept").length} kept, {skills.filter((s) => s.status === "truncated").length}{" "}
          truncated, {skills.filter((s) => s.status === "dropped").length} dropped ({plural(r.skills!.totalTokens, "token")}).{" "}
          <button className="linkbtn" onClick={() => setSideTab("skills")}>
            Details
          </button>{" "}
          <RuleLink anchor="reattachment-skills" />
        </p>
      )}
    </div>
  );
}
