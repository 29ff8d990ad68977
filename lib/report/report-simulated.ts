// The rows of the simulated compactions in a bug report (report-data.ts): what each summarised,
// kept and cleared, and what the rules re-attached (skills, files, memory). Its own file because
// it holds the one alias the report gives itself: a memory file's name when paths are left out.
import type { Compaction } from "../context/sim-types";
import type { Redactor } from "./redaction";
import type { ReportSimulated } from "./report-data";

/**
 * One row per simulated compaction listed; `recNo` gives a recorded compaction's number in the
 * report (by the index of the simulated one it pairs with).
 */
export function simulatedRows(listed: Compaction[], recNo: Map<number, number>, redactor: Redactor): ReportSimulated[] {
  const memoryLabel = memoryLabeller(redactor);
  return listed.map((c, k) => {
    const instr = redactor.text(c.instructions ?? "");
    return {
      n: k + 1,
      step: c.step,
      ...(c.line !== undefined ? { line: c.line } : {}),
      round: c.round,
      tier: c.tier,
      trigger: c.trigger,
      ok: c.ok,
      ...(c.failure ? { failure: c.failure } : {}),
      predicted: c.predicted,
      tokensBefore: Math.round(c.tokensBefore),
      tokensAfter: Math.round(c.tokensAfter),
      summaryTokens: c.summary ? Math.round(c.summary.tokens) : null,
      summarised: { items: c.summarised.items, tokens: Math.round(c.summarised.tokens) },
      kept: { items: c.kept.items, tokens: Math.round(c.kept.tokens) },
      cleared: { count: c.cleared.length, tokens: Math.round(c.cleared.reduce((a, b) => a + b.tokens - b.stubTokens, 0)) },
      ...reattached(c, redactor, memoryLabel),
      recorded: recNo.get(c.index) ?? null,
      ...(instr ? { instructions: instr } : {}),
    };
  });
}

/** What the rules re-attached after one compaction: skills, files (and those skipped), memory files. */
function reattached(
  c: Compaction,
  redactor: Redactor,
  memoryLabel: (index: number, label: string) => string,
): Pick<ReportSimulated, "skills" | "files" | "skippedFiles" | "memory"> {
  return {
    skills: (c.reattached.skills?.skills ?? []).map((s) => ({
      name: redactor.name(s.name),
      status: s.status,
      chars: s.chars,
      originalChars: s.originalChars,
      ...(s.cutAt !== undefined ? { cutAt: s.cutAt } : {}),
      tokens: Math.round(s.tokens),
    })),
    files: c.reattached.files.map((f) => ({ path: redactor.path(f.path), tokens: Math.round(f.tokens), named: f.named })),
    skippedFiles: c.reattached.skippedFiles.map((f) => ({ path: redactor.path(f.path), reason: f.reason })),
    memory: c.reattached.memory.map((m) => ({ label: memoryLabel(m.index, m.label), tokens: Math.round(m.tokens) })),
  };
}

/** A memory file's label: its name when paths are shown, else "memory file N", one N per file across the report. */
function memoryLabeller(redactor: Redactor): (index: number, label: string) => string {
  let memoryNo = 0;
  const memoryAlias = new Map<number, string>();
  return (index, label) => {
    if (redactor.options.paths) return redactor.name(label);
    if (!memoryAlias.has(index)) memoryAlias.set(index, `memory file ${++memoryNo}`);
    return memoryAlias.get(index)!;
  };
}
