// What came back after a recorded compaction, as the recording tells it (rules.md#what-came-back):
// the attachment records Claude Code writes between a compact boundary and the next prompt or
// response. `invoked_skills` names each skill put back with its content; `file` inlines a file
// re-read; `compact_file_reference` names a file too large to inline; the rest (plan, tasks,
// deferred tools, MCP instructions, the listing) are listed by type. Claude Code before about
// 2.1.100 writes none of them: then the account says so and holds nothing.
import { eventText, type Event } from "../model";
import { COMMAND_RECORD } from "./text-signals";

export interface RecordedSkillBack {
  name: string;
  /** where the recording says it came from (a folder, userSettings:NAME, a plugin) */
  path?: string;
  /** the re-attached content's length as recorded */
  chars: number;
  /** the attachment event and its block holding the content */
  event: number;
  block: number;
}

export interface RecordedFileBack {
  path: string;
  /** false: only named (compact_file_reference), too large to inline */
  inlined: boolean;
  event: number;
}

export interface RecordedReattachment {
  /** false: no attachment record follows the boundary, so the recording does not say what came back */
  written: boolean;
  skills: RecordedSkillBack[];
  files: RecordedFileBack[];
  /** every other attachment after the boundary, in file order */
  others: { type: string; label: string; event: number }[];
}

/** Records that end what belongs to a compaction: the next response, tool result or boundary. */
const ENDS = new Set<Event["kind"]>(["assistant", "tool-result", "compact-boundary", "api-error"]);

/**
 * The records of a `/compact` command itself (its caveat, the command, its output) are written
 * after the boundary, before what came back: they do not end it. A typed prompt does.
 */
const endsAccount = (ev: Event) => ENDS.has(ev.kind) || (ev.kind === "user" && !COMMAND_RECORD.test(eventText(ev)));

/** The attachments written after the compact boundary at event `boundary`. */
export function recordedReattachment(events: readonly Event[], boundary: number): RecordedReattachment {
  const out: RecordedReattachment = { written: false, skills: [], files: [], others: [] };
  for (let i = boundary + 1; i < events.length; i++) {
    const ev = events[i];
    if (endsAccount(ev)) break;
    const a = ev.attachment;
    if (!a) continue;
    out.written = true;
    if (a.skills) for (const s of a.skills) out.skills.push({ ...s, event: i });
    else if (a.files) for (const f of a.files) out.files.push({ path: f.path, inlined: f.inlined, event: i });
    else out.others.push({ type: a.type, label: a.label, event: i });
  }
  return out;
}

/** The skills and files of an account as the CLI's JSON gives them: `{skills: [{name, chars}], files: [{path}]}`. */
export interface ReattachShape {
  skills: { name: string; chars: number }[];
  files: { path: string }[];
}

export function recordedShape(r: RecordedReattachment): ReattachShape {
  return { skills: r.skills.map((s) => ({ name: s.name, chars: s.chars })), files: r.files.map((f) => ({ path: f.path })) };
}
