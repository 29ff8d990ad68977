import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { ingest } from "@/lib/transcripts";
import { countSession } from "@/lib/tokens/count";
import { chars4Counter } from "@/lib/tokens/estimators";
import { resolveSettings } from "@/lib/context/settings";
import { simulate } from "@/lib/context/simulate";
import { reattachSkills, TRUNCATION_MARKER } from "@/lib/skills/reattach";
import { compare, keyOf, lineAt, skillBody, whatIfInvocations } from "./reattach-model";

const file = path.resolve(__dirname, "../../fixtures/scenarios/skills-budget.json");

function run() {
  const session = ingest(fs.readFileSync(file, "utf8"), "skills-budget.json");
  const table = countSession(session, chars4Counter);
  const sim = simulate(session, table, resolveSettings(session.scenario).settings, { counter: chars4Counter });
  const c = sim.compactions.find((x) => x.reattached.skills)!;
  return { session, c, result: c.reattached.skills! };
}

describe("re-attachment panel model", () => {
  it("finds each re-attached skill's body in the session", () => {
    const { session, result } = run();
    for (const s of result.skills) {
      const body = skillBody(session, s);
      expect(body, s.name).toBe(session.scenario!.skills!.find((x) => x.name === s.name)!.body);
    }
  });

  it("reproduces the simulation's outcome, and re-invoking pdf-forms makes it kept and drops api-design", () => {
    const { session, c, result } = run();
    const same = reattachSkills(whatIfInvocations(result, session, c.step, [], true), chars4Counter, result.budget);
    expect(same.skills.map((x) => [x.name, x.status, x.tokens])).toEqual(result.skills.map((x) => [x.name, x.status, x.tokens]));

    const pdf = result.skills.find((x) => x.name === "pdf-forms")!;
    expect(pdf.status).toBe("dropped");
    const what = reattachSkills(whatIfInvocations(result, session, c.step, [keyOf(pdf)], true), chars4Counter, result.budget);
    expect(what.skills[0]).toMatchObject({ name: "pdf-forms", status: "kept", tokens: 5_000 });
    expect(what.skills.find((x) => x.name === "api-design")!.status).toBe("dropped");
    const rows = compare(result, what);
    expect(rows.find((r) => r.name === "pdf-forms")).toMatchObject({
      before: { pos: 7, status: "dropped" },
      after: { pos: 1, status: "kept" },
      changed: true,
    });
  });

  it("re-measuring the bodies with chars/4 cuts at 20,000 characters minus the marker", () => {
    const { session, c, result } = run();
    const r = reattachSkills(whatIfInvocations(result, session, c.step, [], false), chars4Counter, result.budget);
    const sec = r.skills.find((x) => x.name === "security-review")!;
    expect(sec.status).toBe("truncated");
    expect(sec.cutAt).toBe(20_000 - TRUNCATION_MARKER.length);
    // the scenario's explicit size cuts proportionally instead: 26,000 chars × 5,000 / 6,500
    expect(result.skills.find((x) => x.name === "security-review")!.cutAt).toBe(20_000);
    expect(lineAt("a\nb\nc", 4)).toBe(3);
  });
});
