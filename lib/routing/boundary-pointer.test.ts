import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { boundaryTargets, pointedWords } from "./boundary-pointer";
import { buildRouter } from "./router";

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n`)!;

describe("the boundary sentence as a pointer to the sibling", () => {
  it("reads what is excluded and the skill it points to, several in one sentence", () => {
    expect(
      boundaryTargets("Deploys to production. Do NOT use for rollbacks (use rollback-release) or hotfixes (use hotfix-flow)."),
    ).toEqual([
      { words: "rollbacks", to: ["rollback-release"] },
      { words: "hotfixes", to: ["hotfix-flow"] },
    ]);
    expect(boundaryTargets("Edits Word files. Do not use for PDF forms; use pdf-forms instead.")).toEqual([
      { words: "PDF forms", to: ["pdf-forms"] },
    ]);
    expect(boundaryTargets("Reviews code. Use when asked for a review.")).toEqual([]);
  });

  const entries = [
    skill("deploy", "Ships a build to production with checks. Do NOT use for rolling back a bad release (use rollback)."),
    skill("rollback", "Restores the previous version of a service."),
  ];

  it("points by name within the catalog, never to itself or to no entry", () => {
    expect(pointedWords(entries)).toEqual(new Map([[1, ["rolling back a bad release"]]]));
  });

  it("with the setting on, the sibling is found by the excluded words", () => {
    const on = buildRouter(entries, { boundaryPointer: true, scoreMin: 0 });
    const off = buildRouter(entries, { boundaryPointer: false, scoreMin: 0 });
    const q = "roll back the bad release";
    expect(on.retrieve(q).hits[0]?.name).toBe("rollback");
    // without it, rollback's own text shares none of "roll", "back", "bad", "release"
    expect(off.retrieve(q).hits.map((h) => h.name)).not.toContain("rollback");
  });
});
