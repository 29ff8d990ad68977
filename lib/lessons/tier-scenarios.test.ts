import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { parseScenario } from "../transcripts";
import { TIER_SCENARIOS as LESSONS } from "./tier-scenarios";
import { resolveSettings } from "../context/settings";
import { simulate, snapshotAt } from "../context/simulate";

function run(doc: Record<string, unknown>) {
  const session = parseScenario(doc, "lesson.json", 0);
  expect(session.warnings).toEqual([]);
  expect(session.errors).toEqual([]);
  const { settings, problems } = resolveSettings(session.scenario);
  expect(problems).toEqual([]);
  return simulate(session, countSession(session, chars4Counter), settings);
}

describe("teaching scenarios", () => {
  for (const lesson of LESSONS) {
    it(`${lesson.id} shows ${lesson.tier}`, () => {
      const sim = run(lesson.doc);
      if (lesson.tier === "circuit-breaker") {
        expect(sim.notes.some((n) => n.kind === "breaker-open")).toBe(true);
        expect(sim.compactions.filter((c) => !c.ok)).toHaveLength(3);
      } else {
        expect(sim.compactions.some((c) => c.tier === lesson.tier && c.ok)).toBe(true);
      }
      // every lesson's scenario is JSON as it stands (share links carry it)
      expect(JSON.parse(JSON.stringify(lesson.doc))).toEqual(lesson.doc);
    });
  }

  it("auto-compact: fires at the request after 167,000, keeps five files", () => {
    const sim = run(LESSONS.find((l) => l.id === "auto-compact")!.doc);
    const c = sim.compactions.find((x) => x.tier === "full")!;
    expect(c.trigger).toBe("auto");
    expect(c.tokensBefore).toBeGreaterThanOrEqual(167_000);
    expect(c.reattached.files).toHaveLength(5);
    expect(snapshotAt(sim, c.step - 1).meter).not.toBe("ok");
  });

  it("cache edit keeps the prefix: the request after it reads most of the context from cache", () => {
    const sim = run(LESSONS.find((l) => l.id === "cache-edit-microcompact")!.doc);
    const c = sim.compactions.find((x) => x.tier === "microcompact-cache")!;
    expect(c.cache.preserved).toBe(true);
    const req = snapshotAt(sim, c.step).request!;
    expect(req.cacheRead).toBeGreaterThan(req.cacheCreation);
  });

  it("the docs' reference session (fixtures/scenarios/reference-session.json): /compact at the end (session memory absent: full)", () => {
    const sim = run(JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../fixtures/scenarios/reference-session.json"), "utf8")));
    const c = sim.compactions[sim.compactions.length - 1];
    expect(c).toMatchObject({ tier: "full", trigger: "manual" });
    // startup 7,850; messages: the docs' figures plus the skill's tool_use (20) and launch (8)
    expect(snapshotAt(sim, -1).tokens).toBe(7_850);
    expect(c.tokensBefore).toBe(
      7_850 +
        45 +
        2_400 +
        1_100 +
        380 +
        1_800 +
        1_600 +
        290 +
        600 +
        800 +
        400 +
        120 +
        600 +
        100 +
        1_200 +
        400 +
        40 +
        80 +
        420 +
        1_200 +
        180 +
        20 +
        8 +
        620,
    );
    expect(c.reattached.skills?.skills.map((s) => [s.name, s.status])).toEqual([["commit-push", "kept"]]);
    expect(c.removedStartup.map((s) => s.label)).toEqual(["Skill descriptions"]);
  });
});
