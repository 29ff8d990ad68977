// A re-attached file over the per-file budget comes back named, not cut (rules.md#reattachment-files).
// Claude Code re-reads each recently read file with the per-file budget as its limit; a file over
// it is not inlined in part but named in a `compact_file_reference` attachment (the model is told
// it was too large to include). Evidence, counts only: docs/versions.md#oversized-file-reference.

/** What one recently read file costs after a compaction: its content, or only its name. */
export interface FileComesBack {
  tokens: number;
  /** true: too large to inline, only its name comes back */
  named: boolean;
}

/**
 * `tokens`: the file's size as last read; `perFile`: the per-file budget; `nameTokens`: its name's
 * size, counted like the recorded reference (lib/transcripts/attachments.ts sizes it as the path).
 */
export function fileComesBack(tokens: number, perFile: number, nameTokens: number): FileComesBack {
  return tokens > perFile ? { tokens: nameTokens, named: true } : { tokens, named: false };
}
