// The file-unchanged rule (rules.md#microcompact-file-unchanged): a Read of the same path, offset and limit, with no
// Edit or Write of that path since the earlier Read and the earlier result still whole in the
// context, returns Claude Code's one-line stub instead of the content. The earlier result must
// still be live and uncleared: after a compaction or a microcompact the file is read again.
import { safeText } from "../../input/check";
import { filePathKey } from "../file-path";
import type { Run } from "../run";
import { FILE_UNCHANGED } from "../text-signals";

/** Would settings with this switch answer the Read at (i, k) with the stub? */
function unchangedUnder(run: Run, enabled: boolean, alreadyStub: boolean, prev: { event: number; k: number } | undefined, path: string) {
  return (
    enabled &&
    !alreadyStub &&
    prev !== undefined &&
    run.eventPos[prev.event] >= 0 &&
    run.blockState[run.blockOf(prev.event, prev.k)] === 0 &&
    (run.lastWrite.get(path) ?? -1) < prev.event
  );
}

/**
 * A successful Read result (block k of event i, live at `pos`) of `path` with the tool's `input`.
 * Applies the stub, or while the replay follows the recording lays it beside the recording (the
 * recording holds what the tool really returned); a what-if whose switch differs from the
 * recording's forks here.
 */
export function readResult(
  run: Run,
  i: number,
  k: number,
  pos: number,
  path: string,
  input: Record<string, unknown>,
  content: string,
): void {
  const id = filePathKey(path);
  const key = `${id}\u0000${safeText(input.offset)}\u0000${safeText(input.limit)}`;
  const prev = run.readKeys.get(key);
  const alreadyStub = content.startsWith(FILE_UNCHANGED);
  const unchanged = unchangedUnder(run, run.settings.fileUnchangedEnabled, alreadyStub, prev, id);
  if (run.following && run.whatIf) {
    const unchangedForRecording = unchangedUnder(run, run.recordingSettings!.fileUnchangedEnabled, alreadyStub, prev, id);
    if (unchanged !== unchangedForRecording) {
      run.forkAt(
        i,
        unchanged
          ? "these settings answer this repeat Read with the file-unchanged stub; the recording's do not"
          : "the recording's settings answer this repeat Read with the file-unchanged stub; these do not",
      );
    }
  }
  const stub = run.clearedTokens(i, k, "file-unchanged");
  if (unchanged && run.following) {
    const c = run.newCompaction(i, "file-unchanged", "repeat-read", run.used());
    const orig = run.table.blockTokens[run.blockOf(i, k)];
    c.cleared.push({ event: i, block: k, tool: "Read", how: "file-unchanged", tokens: orig, stubTokens: stub });
    c.predicted = true;
    c.tokensAfter = run.used() - orig + stub;
    c.messagesAfter = run.msgTokens - orig + stub;
    run.compactions.push(c);
  } else if (unchanged) {
    const c = run.newCompaction(i, "file-unchanged", "repeat-read", run.used());
    c.cleared.push(run.clearBlock(pos, k, "file-unchanged", i));
    run.inSync = false;
    c.tokensAfter = run.used();
    c.messagesAfter = run.msgTokens;
    run.compactions.push(c);
    const f = run.fileState.get(id);
    if (f) f.at = i;
  } else if (!alreadyStub) {
    run.readKeys.set(key, { event: i, k });
    run.fileState.set(id, { path, at: i, event: i, tokens: run.table.blockTokens[run.blockOf(i, k)] });
  }
}
