import { describe, expect, it } from "vitest";
import { applyEdit } from "./edit";
import { emptyDraft, skillCount, undefinedSkills } from "./draft";

describe("the skills a draft holds", () => {
  it("counts the defined ones and the ones its Skill events invoke without a definition", () => {
    let d = emptyDraft();
    expect(skillCount(d)).toBe(0);
    // the palette's Skill on a draft with no skills: an event naming my-skill, sized on itself
    d = applyEdit(d, { op: "insert", at: 0, events: [{ type: "skill", name: "my-skill", tokens: 4000 }] });
    expect(undefinedSkills(d)).toEqual([{ name: "my-skill", events: 1, tokens: 4000 }]);
    expect(skillCount(d)).toBe(1);
    d = applyEdit(d, {
      op: "insert",
      at: 1,
      events: [
        { type: "skill", name: "my-skill" },
        { type: "user", text: "hi" },
      ],
    });
    expect(undefinedSkills(d)).toEqual([{ name: "my-skill", events: 2, tokens: 4000 }]);
    expect(skillCount(d)).toBe(1);
    // defined: counted once, no longer undefined
    d = applyEdit(d, { op: "skill", skill: { name: "my-skill", tokens: 4000 } });
    expect(undefinedSkills(d)).toEqual([]);
    expect(skillCount(d)).toBe(1);
    d = applyEdit(d, { op: "skill", skill: { name: "pdf", tokens: 6200 } });
    expect(skillCount(d)).toBe(2);
    // the events removed: the definitions stay
    d = applyEdit(d, { op: "remove", ids: d.events.map((e) => e.id) });
    expect(skillCount(d)).toBe(2);
  });
});
