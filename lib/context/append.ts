// Appending an event to the live context: its tokens, the files it writes (for the file-unchanged
// rule), the Read results that rule answers, the compactable tool results microcompact may clear
// later, and the recorded usage the meter anchors on.
import { filePathKey } from "./file-path";
import type { Run } from "./run";
import { EDIT_TOOLS, filePathOf } from "./summary";
import { readResult } from "./tiers/file-unchanged";

export function appendEvent(run: Run, i: number): void {
  const ev = run.events[i];
  const pos = run.push(i);
  ev.blocks.forEach((b, k) => {
    if (b.type === "tool_use" && EDIT_TOOLS.has(b.name)) {
      const p = filePathOf(b.input);
      if (p) run.lastWrite.set(filePathKey(p), i);
    }
    if (b.type !== "tool_result") return;
    const use = run.toolUses.get(b.toolUseId);
    if (use?.name === "Read" && !b.isError) {
      const p = filePathOf(use.input);
      if (p) readResult(run, i, k, pos, p, use.input as Record<string, unknown>, b.content);
    }
    if (use && run.compactable.has(use.name) && run.blockState[run.blockOf(i, k)] === 0) run.compactableList.push({ pos, k });
  });
  run.anchorOnUsage(i);
}
