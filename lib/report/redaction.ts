// What a bug report leaves out, on share links' own redaction (lib/share): secrets in any text
// are replaced by `redact()`, and paths go through `pathAliaser()`, which spells them out or
// gives each file a stable alias ("file 1"), two spellings of one file being one alias. By
// default a report holds no message text, no title and no paths: only what the simulator
// measured, the names of skills, and the figures.
import { pathAliaser } from "../share/attachment-info";
import { redact, type SecretKind } from "../share/redact";
import type { TextMode } from "../share/reduce";

export interface ReportRedaction {
  /**
   * message text (compact instructions, the recorded summary's opening, the engine's notes that
   * quote the file): drop = none, redact = with secrets replaced, keep = as written
   */
  text: TextMode;
  /** the session's title, file name, id and git branch */
  title: boolean;
  /** file paths (and the working folder, memory files, a skill's folder); without: "file 1", "file 2" */
  paths: boolean;
}

export const DEFAULT_REPORT_REDACTION: ReportRedaction = { text: "drop", title: false, paths: false };

export interface Redactor {
  readonly options: ReportRedaction;
  /** message text: "" when dropped, else secrets replaced (unless kept) */
  text(s: string): string;
  /** a title, a file name: null when left out */
  title(s: string | undefined): string | null;
  /** a path: spelled out with secrets replaced, or the file's alias */
  path(p: string): string;
  /** a name the report always shows (a skill, a model): secrets replaced */
  name(s: string): string;
  /** the secrets replaced so far, by kind */
  findings(): { kind: SecretKind; count: number }[];
}

export function reportRedactor(options: Partial<ReportRedaction> = {}): Redactor {
  const o: ReportRedaction = { ...DEFAULT_REPORT_REDACTION, ...options };
  const counts = new Map<SecretKind, number>();
  const scrub = (s: string): string => {
    const r = redact(s);
    for (const f of r.findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
    return r.text;
  };
  const aliasOf = pathAliaser(o.paths, scrub);
  return {
    options: o,
    text: (s) => (o.text === "drop" || !s ? "" : o.text === "keep" ? s : scrub(s)),
    title: (s) => (o.title && s ? scrub(s) : null),
    path: (p) => aliasOf(p),
    name: (s) => scrub(s),
    findings: () => [...counts].map(([kind, count]) => ({ kind, count })),
  };
}
