import { describe, expect, it } from "vitest";
import { applyEdit } from "./edit";
import { emptyDraft, eventAtStep, stepOfEvent, type Draft } from "./draft";
import { commit, HISTORY_LIMIT, redo, startHistory, undo } from "./history";
import { invokeSkills, previewOf, rounds, sizedSkills } from "./generate";

const types = (d: Draft) => d.events.map((e) => e.event.type);
const ids = (d: Draft) => d.events.map((e) => e.id);

function three(): Draft {
  return applyEdit(emptyDraft(), {
    op: "insert",
    at: 0,
    events: [
      { type: "user", text: "a", tokens: 10 },
      { type: "tool", name: "Read", input: { file_path: "x.ts" }, resultTokens: 300 },
      { type: "assistant", text: "b", tokens: 20 },
    ],
  });
}

describe("edit operations", () => {
  it("insert gives each event a new id and clamps the position", () => {
    const d = three();
    expect(ids(d)).toEqual(["e1", "e2", "e3"]);
    const d2 = applyEdit(d, { op: "insert", at: 99, events: [{ type: "wait", minutes: 5 }] });
    expect(types(d2)).toEqual(["user", "tool", "assistant", "wait"]);
    expect(ids(d2)[3]).toBe("e4");
    const d3 = applyEdit(d2, { op: "insert", at: -3, events: [{ type: "compact" }] });
    expect(types(d3)[0]).toBe("compact");
  });

  it("never changes the draft it was given", () => {
    const d = three();
    const before = JSON.stringify(d);
    applyEdit(d, { op: "update", id: "e1", patch: { tokens: 99 } });
    applyEdit(d, { op: "move", id: "e1", to: 2 });
    applyEdit(d, { op: "remove", ids: ["e2"] });
    expect(JSON.stringify(d)).toBe(before);
  });

  it("update patches fields, removes those set to undefined, and keeps the type", () => {
    const d = applyEdit(three(), { op: "update", id: "e1", patch: { tokens: undefined, text: "longer prompt", type: "wait" } });
    expect(d.events[0].event).toEqual({ type: "user", text: "longer prompt" });
  });

  it("move reorders by id, to a clamped position", () => {
    expect(types(applyEdit(three(), { op: "move", id: "e1", to: 2 }))).toEqual(["tool", "assistant", "user"]);
    expect(types(applyEdit(three(), { op: "move", id: "e3", to: -5 }))).toEqual(["assistant", "user", "tool"]);
  });

  it("duplicate copies the event after itself, deeply", () => {
    const d = applyEdit(three(), { op: "duplicate", id: "e2" });
    expect(types(d)).toEqual(["user", "tool", "tool", "assistant"]);
    expect(d.events[2].event).toEqual(d.events[1].event);
    expect(d.events[2].event.input).not.toBe(d.events[1].event.input);
  });

  it("an edit naming a missing event returns the same draft", () => {
    const d = three();
    expect(applyEdit(d, { op: "update", id: "nope", patch: { tokens: 1 } })).toBe(d);
    expect(applyEdit(d, { op: "remove", ids: ["nope"] })).toBe(d);
    expect(applyEdit(d, { op: "move", id: "e2", to: 1 })).toBe(d);
  });

  it("skills are added or replaced by name; captions by step, kept sorted", () => {
    let d = applyEdit(emptyDraft(), { op: "skill", skill: { name: "pdf", tokens: 100 } });
    d = applyEdit(d, { op: "skill", skill: { name: "pdf", tokens: 200 } });
    expect(d.skills).toEqual([{ name: "pdf", tokens: 200 }]);
    d = applyEdit(d, { op: "caption", caption: { step: 5, panel: "context", title: "B", text: "b" } });
    d = applyEdit(d, { op: "caption", caption: { step: 1, panel: "skills", title: "A", text: "a" } });
    d = applyEdit(d, { op: "caption", caption: { step: 5, panel: "context", title: "B2", text: "b2" } });
    expect(d.lesson?.captions.map((c) => [c.step, c.title])).toEqual([
      [1, "A"],
      [5, "B2"],
    ]);
    d = applyEdit(d, { op: "removeCaption", step: 1 });
    d = applyEdit(d, { op: "removeCaption", step: 5 });
    expect(d.lesson).toBeUndefined();
  });

  it("steps: a tool is two inspector steps, a skill three", () => {
    const d = applyEdit(three(), {
      op: "insert",
      at: 3,
      events: [
        { type: "skill", name: "pdf" },
        { type: "user", text: "z" },
      ],
    });
    // user 0 | tool 1-2 | assistant 3 | skill 4-6 | user 7
    expect(d.events.map((_, i) => stepOfEvent(d, i))).toEqual([0, 1, 3, 4, 7]);
    expect([0, 1, 2, 3, 4, 6, 7, 50].map((s) => eventAtStep(d, s))).toEqual([0, 1, 1, 2, 3, 3, 4, 4]);
  });
});

describe("history", () => {
  it("undo and redo walk back and forth; a new edit drops redo", () => {
    const a = emptyDraft("a");
    const b = applyEdit(a, { op: "meta", patch: { title: "b" } });
    const c = applyEdit(b, { op: "meta", patch: { title: "c" } });
    let h = commit(commit(startHistory(a), b), c);
    h = undo(h);
    expect(h.present.title).toBe("b");
    h = undo(h);
    expect(h.present.title).toBe("a");
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present.title).toBe("b");
    h = commit(h, applyEdit(h.present, { op: "meta", patch: { title: "d" } }));
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it("an edit that changed nothing is not a step, and at most HISTORY_LIMIT states are kept", () => {
    const a = emptyDraft();
    const h0 = startHistory(a);
    expect(commit(h0, a)).toBe(h0);
    let h = h0;
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) h = commit(h, applyEdit(h.present, { op: "meta", patch: { title: `t${i}` } }));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0].title).toBe("t9");
  });
});

describe("generators", () => {
  it("20 rounds of Read 3k + Edit: 40 tool events, new file each round", () => {
    const ev = rounds({ rounds: 20, readTokens: 3000, editTokens: 400, folder: "src/", sameFile: false });
    expect(ev).toHaveLength(40);
    expect(ev[0]).toEqual({ type: "tool", name: "Read", input: { file_path: "src/file-1.ts" }, resultTokens: 3000 });
    expect(ev[1]).toMatchObject({ type: "tool", name: "Edit", input: { file_path: "src/file-1.ts" }, useTokens: 400, resultTokens: 20 });
    expect(ev[38]).toMatchObject({ name: "Read", input: { file_path: "src/file-20.ts" } });
    // 20 × (3,000 + 400 + 20)
    expect(previewOf(ev, [])).toEqual({ events: 40, tokens: 68_400 });
  });

  it("re-reading one file and no Edit; absurd counts are bounded", () => {
    const ev = rounds({ rounds: 3, readTokens: 100, editTokens: 0, folder: "", sameFile: true });
    expect(ev.map((e) => (e.input as { file_path: string }).file_path)).toEqual(["src/file-1.ts", "src/file-1.ts", "src/file-1.ts"]);
    expect(rounds({ rounds: 1e9, readTokens: -5, editTokens: NaN, folder: "a", sameFile: false })).toHaveLength(2000);
  });

  it("invoking skills, with the preview reading sizes from the draft's skills", () => {
    const skills = sizedSkills(3, 8000);
    expect(skills.map((s) => [s.name, s.tokens])).toEqual([
      ["skill-1", 8000],
      ["skill-2", 8000],
      ["skill-3", 8000],
    ]);
    const ev = invokeSkills(skills.map((s) => s.name));
    expect(ev).toEqual([
      { type: "skill", name: "skill-1" },
      { type: "skill", name: "skill-2" },
      { type: "skill", name: "skill-3" },
    ]);
    expect(previewOf(ev, skills)).toEqual({ events: 3, tokens: 24_000 });
  });
});
