// One file, one key (rules.md#reattachment-files): Claude Code on Windows writes the same file as
// "C:\Users\dev\app.ts" in one record and "c:/Users/dev/app.ts" in another. The rules' read-file
// state and the "what came back" comparison key files by this, so one file is never listed twice.

/** The key a file path is compared by: forward slashes, no doubled ones, Windows paths case-folded. */
export function filePathKey(path: string): string {
  let p = path
    .trim()
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/");
  // a drive letter means Windows, whose paths are not case-sensitive
  if (/^[A-Za-z]:\//.test(p)) p = p.toLowerCase();
  return p.length > 1 ? p.replace(/\/$/, "") : p;
}
