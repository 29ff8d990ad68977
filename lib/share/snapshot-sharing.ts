// What of a text, a path, a command or a tool input travels in a snapshot (snapshot.ts), by the
// sender's choice: shared with secrets replaced, kept as is, or blanks of its length; a path as a
// stable alias. Its own file because every part of the snapshot (blocks, event fields, startup,
// meta) writes its texts through the same choices, and the secrets found are counted in one place.
import { CONSTRAINT } from "../context/text-signals";
import { TEXT_CHARS } from "../context/summary-facts";
import { pathAliaser } from "./attachment-info";
import { blankText } from "./blank";
import { redact } from "./redact";
import type { SnapshotOptions, SnapshotText } from "./snapshot";

/** How much of a text the simulator reads (lib/context/summary.ts): 600 characters and the last line. */
const HEAD_CHARS = TEXT_CHARS + 1;
const LAST_LINE_CHARS = 400;
/** tool-input strings: the target the summary names is cut at 120 characters */
const INPUT_CHARS = 400;
const MAX_DEPTH = 8;

/** Tool-input keys that hold a path (the file ones are a file's identity for the rules). */
const PATH_KEYS = new Set(["file_path", "notebook_path", "path"]);
/** Tool-input keys that hold a command or what a tool searches or fetches. */
const COMMAND_KEYS = new Set(["command", "pattern", "glob", "url"]);
/** Tool-input keys that hold a name or a state the link always carries, like tool names (a todo's status: the summary lists the pending ones). */
const NAME_KEYS = new Set(["skill", "subagent_type", "status"]);

export class SnapshotSharing {
  readonly mode: SnapshotText;
  readonly keepPaths: boolean;
  readonly keepTitle: boolean;
  /** secrets replaced, by kind */
  readonly findings = new Map<string, number>();
  /** a file (or, for a `path` input, a folder): shared as it is, or its alias */
  readonly path: (path: string, what?: "file" | "folder") => string;

  constructor(options: SnapshotOptions) {
    this.mode = options.text;
    this.keepPaths = options.paths;
    this.keepTitle = options.title;
    this.path = pathAliaser(this.keepPaths, this.share);
  }

  /** what the sender chose to share: secrets replaced, unless every text is kept as is */
  readonly share = (s: string): string => {
    if (this.mode === "keep" || !s) return s;
    const r = redact(s);
    for (const f of r.findings) this.findings.set(f.kind, (this.findings.get(f.kind) ?? 0) + 1);
    return r.text;
  };

  /** a text: shared or blanks of its length */
  readonly text = (s: string): string => (this.mode === "blank" ? blankText(s) : this.share(s));

  /** a text the simulator reads at most the head and last line of */
  readonly shorten = (s: string): string => {
    if (this.mode === "keep" || s.length <= HEAD_CHARS + LAST_LINE_CHARS) return s;
    // the last line is read whole (does the answer end with a question?): kept when it is short
    const trimmed = s.trimEnd();
    const nl = trimmed.lastIndexOf("\n");
    if (nl < HEAD_CHARS || trimmed.length - nl - 1 > LAST_LINE_CHARS) return s;
    return s.slice(0, HEAD_CHARS) + "\n" + trimmed.slice(nl + 1);
  };

  /** a prompt is searched whole for constraints ("never", "must"): cut only when the cut keeps the verdict */
  readonly userText = (s: string): string => {
    const c = this.shorten(s);
    return this.text(c.length < s.length && CONSTRAINT.test(s) !== CONSTRAINT.test(c) ? s : c);
  };

  /** a command, pattern or URL: shared or blanks */
  readonly command = (s: string): string => (this.keepPaths ? this.share(s) : blankText(s));

  /** a tool call's input, each string by what its key holds; nested past MAX_DEPTH, null */
  readonly toolInput = (v: unknown, depth: number, key?: string): unknown => {
    if (typeof v === "string") return this.inputString(v, key);
    if (typeof v === "number" || typeof v === "boolean" || v === null) return v;
    if (depth >= MAX_DEPTH) return null;
    if (Array.isArray(v)) return v.slice(0, 200).map((x) => this.toolInput(x, depth + 1, key));
    if (v && typeof v === "object") {
      const o: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) o[k] = this.toolInput(x, depth + 1, k);
      return o;
    }
    return null;
  };

  private inputString(v: string, key: string | undefined): string {
    if (key !== undefined && NAME_KEYS.has(key)) return v;
    if (key !== undefined && PATH_KEYS.has(key)) return this.path(v, key === "path" ? "folder" : "file");
    const s = this.mode === "keep" && this.keepPaths ? v : v.slice(0, INPUT_CHARS);
    if (key !== undefined && COMMAND_KEYS.has(key)) return this.command(s);
    return this.mode === "keep" ? v : this.text(s);
  }
}
