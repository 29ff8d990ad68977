import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ingest } from "@/lib/transcripts";
import { countSession } from "@/lib/tokens/count";
import { chars4Counter } from "@/lib/tokens/estimators";
import { simulate } from "@/lib/context/simulate";
import { resolveSettings } from "@/lib/context/settings";
import { nextNotable, notableSteps } from "./notable";

describe("notable steps", () => {
  it("stops at each compaction and at each skill body of the skills example", () => {
    const s = ingest(fs.readFileSync(path.resolve(__dirname, "../../fixtures/sessions/skills.jsonl"), "utf8"), "skills.jsonl");
    const sim = simulate(s, countSession(s, chars4Counter), resolveSettings(undefined, {}).settings);
    const steps = notableSteps(s, sim);
    const bodies = s.events.filter((e) => e.kind === "skill-body").map((e) => e.i);
    expect(bodies.length).toBeGreaterThan(0);
    for (const b of bodies) expect(steps).toContain(b);
    for (const c of sim.compactions) expect(steps).toContain(c.step);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it("walks forward and back, and says when there is nothing further", () => {
    expect(nextNotable([3, 9, 20], 0, 1)).toBe(3);
    expect(nextNotable([3, 9, 20], 9, 1)).toBe(20);
    expect(nextNotable([3, 9, 20], 20, 1)).toBeNull();
    expect(nextNotable([3, 9, 20], 9, -1)).toBe(3);
    expect(nextNotable([3, 9, 20], 3, -1)).toBeNull();
  });
});
