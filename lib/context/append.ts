// Appending an event to the live context: its tokens, the files it writes (for the file-unchanged
// rule), the Read results that rule answers, the compactable tool results microcompact may clear
// later, and the recorded usage the meter anchors on.
import { filePathKey } from "./file-path";
import type { Run } from "./run";
import { takeStream } from "./model-stream-overhead";
import { EDIT_TOOLS, filePathOf } from "./tool-target";
import { readResult } from "./tiers/file-unchanged";

export function appendEvent(run: Run, i: number): void {
  const ev = run.events[i];
  const pos = run.push(i);
  ev.blocks.forEach((b, k) => {
    if (b.type === "tool_use" && EDIT_TOOLS.has(b.name)) {
      const p = filePathOf(b.input);
      if (p) {
        run.lastWrite.set(filePathKey(p), i);
        wroteFile(run, p, i, k);
      }
    }
    if (b.type !== "tool_result") return;
    const use = run.toolUses.get(b.toolUseId);
    if (use?.name === "Read" && !b.isError) {
      const p = filePathOf(use.input);
      if (p) readResult(run, i, k, pos, p, use.input as Record<string, unknown>, b.content);
    }
    if (use && run.compactable.has(use.name) && run.blockState[run.blockOf(i, k)] === 0) run.compactableList.push({ pos, k });
  });
  // the system prompt + tools are its model's (model-stream-overhead.ts): set before the meter anchors
  takeStream(run, i);
  run.anchorOnUsage(i);
}

/**
 * A file written or edited is in Claude Code's read-file state like a file read (rules.md#reattachment-files):
 * recordings re-attach files the agent only wrote. Its size is the write's content, or for an edit
 * what was last known of the file (else the edit itself).
 */
function wroteFile(run: Run, path: string, i: number, k: number): void {
  const key = filePathKey(path);
  const known = run.fileState.get(key);
  const ev = run.events[i];
  const write = ev.blocks[k].type === "tool_use" && (ev.blocks[k] as { name: string }).name === "Write";
  const tokens = write || !known ? run.table.blockTokens[run.blockOf(i, k)] : known.tokens;
  run.fileState.set(key, { path, at: i, event: known && !write ? known.event : i, tokens });
}
