import { describe, expect, it } from "vitest";
import { fileSpans, namedOutsideFiles, without } from "./triage-named-files";

describe("the files a request names", () => {
  it("finds a file by its extension or its conventional name, and a section of one by up to three words of its title", () => {
    // the title is read from the leftmost of up to three words before "section": here "in the Install"
    const prompt = "fix the typo in the Install section of README, and one in docs/setup.md";
    const found = fileSpans(prompt).map(([a, b]) => prompt.slice(a, b));
    expect(found).toEqual(expect.arrayContaining(["docs/setup.md", "README", "in the Install section of README"]));
  });

  it("a name word found only in a file's name does not name the skill; one outside it does", () => {
    const prompt = "show the last lines of the Dockerfile";
    expect(namedOutsideFiles(prompt, fileSpans(prompt), ["dockerfile"])).toEqual([]);
    const twice = "show the Dockerfile, then explain dockerfile layering";
    expect(namedOutsideFiles(twice, [[9, 19]], ["dockerfile"])).toEqual(["dockerfile"]);
  });

  it("blanks spans with spaces, keeping every other offset", () => {
    expect(without("ab cd ef", [[3, 5]])).toBe("ab    ef");
  });
});
