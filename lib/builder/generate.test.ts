import { describe, expect, it } from "vitest";
import { renamedApart, sizedSkills } from "./generate";

describe("renamedApart", () => {
  it("keeps free names and renames a taken one to skill-N, N counting on from the draft's skills", () => {
    // the draft has skill-1 and lint; the generator makes skill-1 .. skill-3
    const made = renamedApart(sizedSkills(3, 100), ["skill-1", "lint"]);
    // skill-1 is taken: N starts after the 2 existing skills, so skill-3; then skill-2 is free;
    // skill-3 is now taken by the first, so skill-4
    expect(made.map((s) => s.name)).toEqual(["skill-3", "skill-2", "skill-4"]);
    expect(made.every((s) => s.tokens === 100)).toBe(true);
  });

  it("changes nothing when no name is taken", () => {
    expect(renamedApart(sizedSkills(2, 5), ["a"]).map((s) => s.name)).toEqual(["skill-1", "skill-2"]);
  });
});
