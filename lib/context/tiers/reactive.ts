// Tier 4, the reactive compaction (rules.md#reactive): the API answered 413 prompt-too-long, so the
// context is compacted once, without session memory, and the request retried. Claude Code writes
// its "Prompt is too long" answer only when that compaction did not run or failed: the user saw the
// error. So while the replay follows the recording, such a record lays no compaction beside it; in
// the tune set every one of the 42 laid there was extra but one, 24 of them before the user's own
// /compact (docs/versions.md#prompt-too-long-evidence).
import { eventText, type Event } from "../../model";
import { compact } from "../compact";
import { prepareRequest } from "../request-pipeline";
import type { Run } from "../run";
import { PROMPT_TOO_LONG } from "../text-signals";

/** The assistant record Claude Code writes itself when the API answers prompt-too-long. */
export function isPromptTooLongRecord(ev: Event): boolean {
  // the reader reads an API error's status from its text (record-types.ts): only a 413 is prompt-too-long
  // a status, where the record has one, decides: a 500 whose text quotes "prompt is too long" is no 413
  if (ev.kind === "api-error") return typeof ev.extra.status === "number" ? ev.extra.status === 413 : PROMPT_TOO_LONG.test(eventText(ev));
  return (ev.extra.isApiErrorMessage === true || ev.model === "<synthetic>") && PROMPT_TOO_LONG.test(eventText(ev));
}

/** A 413 answered to the request at step i. */
export function on413(run: Run, i: number, why: string): void {
  if (run.following) {
    run.notes.push({ step: i, kind: "api-error", message: `${why}: the recording shows the error, so no reactive compaction ran here` });
    return;
  }
  // A blocked request is never sent, so the API cannot answer it with a 413.
  if (!prepareRequest(run, i)) return;
  run.notes.push({ step: i, kind: "api-error", message: `${why}: reactive compaction` });
  const c = compact(run, i, "prompt-too-long", "reactive", false);
  if (!c.ok)
    run.notes.push({ step: i, kind: "prompt-too-long", message: `reactive compaction failed (${c.failure}): "Prompt is too long"` });
}
