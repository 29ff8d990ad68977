// What Claude Code remembers of the skills invoked so far (rules.md#skill-memory): the invoked-skill
// state a compaction re-attaches from. It lives in the running process. When a session is resumed
// by a new process (seen in a recording as the `version` its records carry changing), that state is
// rebuilt from the transcript's `invoked_skills` attachments only: a skill invoked before the resume
// and never re-attached since is forgotten, and a re-attached one comes back with the content the
// attachment holds. Recorded twice in public sessions (docs/versions.md).
import { eventText, type Event, type Session } from "../model";

export interface RememberedSkill {
  name: string;
  /** the event its content comes from: its body record, or the attachment it was restored from */
  event: number;
  /** the content, word for word; for a body record its "Base directory" line included */
  content: string;
  /** restored from an invoked_skills attachment at a resume */
  restored: boolean;
}

/** Event indices where a new Claude Code process took the session over: the version written changes. */
export function processStarts(events: readonly Event[]): number[] {
  const out: number[] = [];
  let prev: string | undefined;
  for (const ev of events) {
    if (!ev.version) continue;
    if (prev !== undefined && ev.version !== prev) out.push(ev.i);
    prev = ev.version;
  }
  return out;
}

/**
 * The skills Claude Code holds just before `step`, and those it forgot at a resume. `use` says
 * which body records count (the simulator passes the ones its walk included).
 */
export function skillMemoryAt(
  session: Session,
  step: number,
  use: (event: number) => boolean = () => true,
): { skills: RememberedSkill[]; forgotten: { name: string; event: number; resumedAt: number }[] } {
  const { events } = session;
  const starts = processStarts(events).filter((s) => s < step);
  const resumedAt = starts.length ? starts[starts.length - 1] : -1;
  const bodies = session.skills.filter((s) => s.event < step && use(s.event) && events[s.event].kind === "skill-body");
  if (resumedAt < 0) {
    return {
      skills: bodies.map((s) => ({ name: s.name, event: s.event, content: eventText(events[s.event]), restored: false })),
      forgotten: [],
    };
  }
  // rebuilt at the resume from every invoked_skills attachment before it, the latest of each name
  const restored = new Map<string, RememberedSkill>();
  for (let i = 0; i < resumedAt; i++) {
    const a = events[i].attachment;
    if (a?.type !== "invoked_skills" || !a.skills) continue;
    for (const s of a.skills) {
      const b = events[i].blocks[s.block];
      restored.set(s.name, { name: s.name, event: i, content: b?.type === "text" ? b.text : "", restored: true });
    }
  }
  const skills: RememberedSkill[] = [...restored.values()];
  const forgotten: { name: string; event: number; resumedAt: number }[] = [];
  for (const s of bodies) {
    if (s.event >= resumedAt) skills.push({ name: s.name, event: s.event, content: eventText(events[s.event]), restored: false });
    else if (!restored.has(s.name) && !forgotten.some((f) => f.name === s.name))
      forgotten.push({ name: s.name, event: s.event, resumedAt });
  }
  // a skill invoked again after the resume is remembered: it is not forgotten
  return { skills, forgotten: forgotten.filter((f) => !skills.some((s) => s.name === f.name)) };
}
