import { describe, expect, it } from "vitest";
import { parseSkillBody, skillBodyMessage } from "./skill-body";

describe("skill-body messages", () => {
  it("splits the base directory from the body, dropping the blank line between them", () => {
    expect(parseSkillBody("Base directory for this skill: /home/u/.claude/skills/pdf\n\n# PDF\nFill forms.")).toEqual({
      baseDir: "/home/u/.claude/skills/pdf",
      body: "# PDF\nFill forms.",
    });
    expect(parseSkillBody("Base directory for this skill: /x")).toEqual({ baseDir: "/x", body: "" });
  });

  it("is not fooled by text that only mentions the prefix later", () => {
    expect(parseSkillBody("Note. Base directory for this skill: /x\nbody")).toBeNull();
  });

  it("reads back what it writes", () => {
    expect(parseSkillBody(skillBodyMessage("skills/pdf", "line 1\nline 2"))).toEqual({ baseDir: "skills/pdf", body: "line 1\nline 2" });
  });
});
