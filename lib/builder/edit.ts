// Edit operations on a draft. Each is pure: it returns a new draft and leaves the old one as it was,
// so the history can keep every state it has seen (undo, redo) without copying on every keystroke.
import type { Draft, DraftCaption, DraftEvent, DraftSkill, ScenarioEvent } from "./draft";

export type Edit =
  | { op: "insert"; at: number; events: ScenarioEvent[] }
  | { op: "update"; id: string; patch: Record<string, unknown> }
  | { op: "replace"; id: string; event: ScenarioEvent }
  | { op: "remove"; ids: string[] }
  | { op: "move"; id: string; to: number }
  | { op: "duplicate"; id: string }
  | { op: "meta"; patch: Partial<Pick<Draft, "title" | "description" | "preset" | "settings" | "startup" | "sessionMemory">> }
  | { op: "skill"; skill: DraftSkill }
  | { op: "removeSkill"; name: string }
  | { op: "caption"; caption: DraftCaption }
  | { op: "removeCaption"; step: number }
  | { op: "lesson"; patch: { id?: string; rule?: string } };

function withIds(d: Draft, events: ScenarioEvent[]): { made: DraftEvent[]; nextId: number } {
  let next = d.nextId;
  const made = events.map((event) => ({ id: `e${next++}`, event: { ...event } }));
  return { made, nextId: next };
}

const clamp = (i: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, i));

/** Applies one edit. An edit naming an event that is not there changes nothing. */
export function applyEdit(d: Draft, e: Edit): Draft {
  switch (e.op) {
    case "insert": {
      const { made, nextId } = withIds(d, e.events);
      const at = clamp(e.at, 0, d.events.length);
      return { ...d, nextId, events: [...d.events.slice(0, at), ...made, ...d.events.slice(at)] };
    }
    case "update":
    case "replace": {
      const k = d.events.findIndex((x) => x.id === e.id);
      if (k < 0) return d;
      const old = d.events[k].event;
      let event: ScenarioEvent;
      if (e.op === "replace") event = { ...e.event };
      else {
        event = { ...old };
        // a field patched to undefined is removed, so "size as text" and "size in tokens" can swap
        for (const [key, v] of Object.entries(e.patch)) {
          if (v === undefined) delete event[key];
          else event[key] = v;
        }
        event.type = old.type;
      }
      const events = d.events.slice();
      events[k] = { id: e.id, event };
      return { ...d, events };
    }
    case "remove": {
      const drop = new Set(e.ids);
      const events = d.events.filter((x) => !drop.has(x.id));
      return events.length === d.events.length ? d : { ...d, events };
    }
    case "move": {
      const k = d.events.findIndex((x) => x.id === e.id);
      if (k < 0) return d;
      const to = clamp(e.to, 0, d.events.length - 1);
      if (to === k) return d;
      const events = d.events.slice();
      const [moved] = events.splice(k, 1);
      events.splice(to, 0, moved);
      return { ...d, events };
    }
    case "duplicate": {
      const k = d.events.findIndex((x) => x.id === e.id);
      if (k < 0) return d;
      return applyEdit(d, { op: "insert", at: k + 1, events: [structuredClone(d.events[k].event)] });
    }
    case "meta":
      return { ...d, ...e.patch };
    case "skill": {
      const k = d.skills.findIndex((s) => s.name === e.skill.name);
      const skills = d.skills.slice();
      if (k < 0) skills.push({ ...e.skill });
      else skills[k] = { ...e.skill };
      return { ...d, skills };
    }
    case "removeSkill":
      return { ...d, skills: d.skills.filter((s) => s.name !== e.name) };
    case "caption": {
      const lesson = d.lesson ?? { id: slugOf(d.title), rule: "", captions: [] };
      const captions = lesson.captions.filter((c) => c.step !== e.caption.step);
      captions.push({ ...e.caption });
      captions.sort((a, b) => a.step - b.step);
      return { ...d, lesson: { ...lesson, captions } };
    }
    case "lesson":
      return d.lesson ? { ...d, lesson: { ...d.lesson, ...e.patch } } : d;
    case "removeCaption": {
      if (!d.lesson) return d;
      const captions = d.lesson.captions.filter((c) => c.step !== e.step);
      return { ...d, lesson: captions.length ? { ...d.lesson, captions } : undefined };
    }
  }
}

export function slugOf(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 48) || "scenario"
  );
}
