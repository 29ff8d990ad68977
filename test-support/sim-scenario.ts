// Hand-built scenarios for the simulator's rule tests (lib/context/**.test.ts). Scenario token
// counts are explicit, so the numbers hold under every estimator; stubs are counted with chars/4:
// "[Old tool result content cleared]" is 33 characters = 8 tokens, the file-unchanged stub 154
// characters = 39 tokens.
import { expect } from "vitest";
import type { Session } from "../lib/model";
import { countSession } from "../lib/tokens/count";
import { chars4Counter } from "../lib/tokens/estimators";
import { parseScenario, SCENARIO_FORMAT } from "../lib/transcripts";
import { resolveSettings, type PresetName, type Settings } from "../lib/context/settings";
import { simulate, type SimulateOptions } from "../lib/context/simulate";

export type Ev = Record<string, unknown>;

export function scenario(events: Ev[], more: Record<string, unknown> = {}): Session {
  return parseScenario({ format: SCENARIO_FORMAT, version: 1, events, ...more }, "test.json", 0);
}

/** Simulates a session under a preset and overrides, which must be valid. */
export function run(session: Session, overrides: Partial<Settings> = {}, preset?: PresetName, opts: SimulateOptions = {}) {
  const table = countSession(session, chars4Counter);
  const { settings, problems } = resolveSettings(session.scenario, { ...(preset ? { preset } : {}), overrides });
  expect(problems).toEqual([]);
  return simulate(session, table, settings, opts);
}

export const read = (path: string, resultTokens: number, extra: Ev = {}): Ev => ({
  type: "tool",
  name: "Read",
  input: { file_path: path, ...extra },
  useTokens: 10,
  resultTokens,
});
