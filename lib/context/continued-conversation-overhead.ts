// The system prompt and tools a compaction keeps, in a file that continues a conversation from
// outside its own records (rules.md#after-compaction). A JSONL file records no system prompt and no
// tools: their size is inferred from its first request, as that request's input less the estimate
// of the file's records before it (recorded.ts). Where the file's first message answers a record
// that is not in the file (a conversation resumed into a new file), that first request also sent
// the history before it, or the file repeats part of it, so what is inferred is not the system
// prompt and tools: on the tune set 17 of 316 files; of the 302 with requests after their first
// compaction, 46,535 to 154,081 tokens inferred in the 5 of 2.0.x and 0 to 58,043 in the 11 of
// 2.1.x, where the files that start their own conversation infer a median 26,900 to 31,629
// (docs/versions.md#continued-conversation-overhead).
// Up to the first compaction that history is in the context, so the inferred size stands; a
// compaction summarises it away and keeps only the system prompt and tools, which such a file
// never shows: they are taken at the median of the files of its version that start their own.
import type { Session } from "../model";
import { compareVersions, parseVersion } from "./versions";

/**
 * The median overhead inferred in the tune set's files that start their own conversation, by the
 * Claude Code version that wrote them: 2.0.x (81 files), 2.1.0 to 2.1.100 (144), 2.1.101 on (61).
 */
export const FRESH_OVERHEAD = { v2_0: 31_629, v2_1: 29_249, v2_1_101: 26_900 } as const;

const FIRST_2_1: [number, number, number] = [2, 1, 0];
const FIRST_2_1_101: [number, number, number] = [2, 1, 101];

/** The system prompt and tools of a session of `version` that starts its own conversation (unknown: the newest). */
export function freshOverhead(version: string | null | undefined): number {
  const p = version ? parseVersion(version) : null;
  if (!p || compareVersions(p, FIRST_2_1_101) >= 0) return FRESH_OVERHEAD.v2_1_101;
  return compareVersions(p, FIRST_2_1) >= 0 ? FRESH_OVERHEAD.v2_1 : FRESH_OVERHEAD.v2_0;
}

/** Does the file's first message answer a record the file does not hold (a conversation resumed into it)? */
export function continuesFromOutside(session: Session): boolean {
  const first = session.events.find((e) => e.recordType === "user" || e.recordType === "assistant");
  if (!first || typeof first.parentUuid !== "string") return false;
  const parent = first.parentUuid;
  return !session.events.some((e) => e.uuid === parent);
}

/**
 * The overhead the context holds after a compaction: the inferred one, except in a file that
 * continues a conversation from outside it, where it is its version's fresh overhead.
 */
export function overheadAfterCompaction(session: Session, overhead: { tokens: number; source: string }): number {
  if (overhead.source !== "inferred" || !continuesFromOutside(session)) return overhead.tokens;
  return freshOverhead(session.meta.version);
}
