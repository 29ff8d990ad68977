// Display helpers for the re-attachment panel: where each skill's body comes from, the what-if
// invocations, and the comparison of two outcomes. The rule itself is lib/skills/reattach.ts.
import type { Session } from "@/lib/model";
import type { InvokedSkill, ReattachedSkill, ReattachResult, ReattachStatus } from "@/lib/skills/reattach";
import { parseSkillBody } from "@/lib/skills/skill-body";

/** The SKILL.md body as it was injected: the session's record of it, else the event's text, else the scenario's. */
export function skillBody(session: Session, sk: Pick<ReattachedSkill, "name" | "step">): string | null {
  const rec = session.skills.find((x) => x.event === sk.step && x.name === sk.name) ?? session.skills.find((x) => x.event === sk.step);
  if (rec?.body !== undefined && rec.body !== "") return rec.body;
  const ev = session.events[sk.step];
  if (ev && ev.kind === "skill-body") {
    const text = ev.blocks.map((b) => (b.type === "text" ? b.text : "")).join("\n");
    const parsed = parseSkillBody(text);
    if (parsed) return parsed.body;
    if (text) return text;
  }
  return session.scenario?.skills?.find((x) => x.name === sk.name)?.body ?? rec?.body ?? null;
}

export const keyOf = (s: { name: string; agent?: string }) => `${s.agent ?? ""}\u0000${s.name}`;

/**
 * The invocations the simulation passed (the latest of each skill, as its result lists them),
 * plus skills re-invoked after the compaction in the order given: each becomes the most recent.
 * `explicit`: keep the simulation's sizes (its token table); otherwise the body is measured again.
 */
export function whatIfInvocations(
  result: ReattachResult,
  session: Session,
  compactionStep: number,
  reinvoked: readonly string[],
  explicit: boolean,
): InvokedSkill[] {
  const out: InvokedSkill[] = result.skills.map((s) => ({
    name: s.name,
    body: skillBody(session, s) ?? "",
    step: s.step,
    ...(explicit ? { tokens: s.originalTokens } : {}),
    ...(s.agent ? { agent: s.agent } : {}),
  }));
  reinvoked.forEach((k, i) => {
    const base = out.find((x) => keyOf(x) === k);
    if (base) out.push({ ...base, step: compactionStep + 1 + i });
  });
  return out;
}

export interface Compared {
  key: string;
  name: string;
  agent?: string;
  before?: { pos: number; status: ReattachStatus; tokens: number };
  after?: { pos: number; status: ReattachStatus; tokens: number };
  changed: boolean;
}

export function compare(a: ReattachResult, b: ReattachResult): Compared[] {
  const rows = new Map<string, Compared>();
  const put = (r: ReattachResult, side: "before" | "after") =>
    r.skills.forEach((s, i) => {
      const k = keyOf(s);
      const row = rows.get(k) ?? { key: k, name: s.name, ...(s.agent ? { agent: s.agent } : {}), changed: false };
      row[side] = { pos: i + 1, status: s.status, tokens: s.tokens };
      rows.set(k, row);
    });
  put(a, "before");
  put(b, "after");
  const out = [...rows.values()];
  for (const r of out) {
    r.changed =
      !r.before || !r.after || r.before.pos !== r.after.pos || r.before.status !== r.after.status || r.before.tokens !== r.after.tokens;
  }
  return out.sort((x, y) => (x.after?.pos ?? 1e9) - (y.after?.pos ?? 1e9));
}

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let n = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}
