// The words and colours of a re-attachment status, and the estimator's note, shared by every part of
// the re-attachment panel (the bar, the table, the skill's body, the what-if), so each says it alike.
import { ESTIMATOR_LABEL, type Estimator } from "@/lib/model";
import type { ReattachStatus } from "@/lib/skills/reattach";
import s from "./skills.module.css";

/** Class names joined, the false ones left out. */
export const cx = (...c: (string | false | undefined | null)[]) => c.filter(Boolean).join(" ");

export const STATUS_LABEL: Record<ReattachStatus, string> = { kept: "kept whole", truncated: "truncated", dropped: "dropped" };
export const statusClass = (st: ReattachStatus) => (st === "kept" ? s.kept : st === "truncated" ? s.truncated : s.dropped);

export function estimatorNote(e: Estimator): string {
  return e === "chars4"
    ? "chars/4, what Claude Code 2.1.88 does"
    : `${ESTIMATOR_LABEL[e]}, a reference tokenizer (Claude Code 2.1.88 counts chars/4)`;
}
