// The gate column of the candidates table with the list floor on (off by default): an entry under
// the gate that the floor listed reads as listed, not as a failure. Catalog text of our own.
import { describe, expect, it } from "vitest";
import type { StageTrace } from "@/lib/routing";
import { loadCatalog } from "@/lib/skills/catalog";
import { gatePassedAt } from "@/lib/routing/gate";
import { buildRouter } from "@/lib/routing/router";
import { GATE_WORDS, gateMark } from "./gate-cell";

const skill = (name: string, description: string) => ({
  path: `skills/${name}/SKILL.md`,
  text: `---\nname: ${name}\ndescription: ${description}\n---\nBody.\n`,
});
// enough entries that the gate stays at SCORE_MIN (no small-catalog scaling); the filler shares no word with the prompt
const filler = Array.from({ length: 298 }, (_, i) => skill(`chore-${i}`, `Runs chore number ${i} of the sprint.`));
const router = buildRouter(
  loadCatalog([
    skill("release-notes", "Drafts release notes from merged pull requests and posts the release notes to the changelog."),
    skill(
      "changelog-lint",
      "Checks a changelog file for broken headings, missing dates, duplicate version entries, unsorted sections and trailing whitespace in markdown documents.",
    ),
    ...filler,
  ]).entries,
  {},
);
const prompt = "draft the release notes for the changelog";
const passAt = (stages: StageTrace[]) => gatePassedAt(stages.find((x): x is Extract<StageTrace, { stage: "gate" }> => x.stage === "gate")!);

describe("gateMark", () => {
  it("reads an entry the list floor listed under the gate as listed, in the user's words", () => {
    const on = router.route(prompt, { settings: { listFloor: 0.3 } });
    const listed = on.candidates.find((c) => c.belowGate);
    // changelog-lint shares one word ("changelog") with the prompt: under SCORE_MIN, over 0.3 of it
    expect(listed?.name).toBe("changelog-lint");
    const at = passAt(on.stages);
    expect(listed!.score).toBeLessThan(at);
    expect(gateMark(on, listed!.name, listed!.score, at)).toBe("listed");
    expect(GATE_WORDS.listed).toBe("under the gate (listed)");
    // the entry that passed still reads as passing
    expect(gateMark(on, "release-notes", on.candidates[0].score, at)).toBe("pass");
  });

  it("reads the same entry as failing when the floor is off: it is not in the list", () => {
    const on = router.route(prompt, { settings: { listFloor: 0.3 } });
    const off = router.route(prompt);
    const listed = on.candidates.find((c) => c.belowGate)!;
    expect(off.candidates.some((c) => c.name === listed.name)).toBe(false);
    expect(gateMark(off, listed.name, listed.score, passAt(off.stages))).toBe("fail");
  });
});
