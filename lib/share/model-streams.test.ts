// A share link and an exported scenario of a file whose main chain moves from Haiku to Sonnet
// (rules.md#model-streams): the receiver's system prompt + tools at each step is the sender's.
// Expectations worked by hand on chars/4 (twoStreamSession): Haiku's 49,000 at steps 0 to 2,
// Sonnet's 30,000 at step 3; the context estimated 49,000 + 1,000, + 100, + 100, then 30,000 + 1,300.
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { buildRecordedTimeline, recordedSnapshot } from "../context/recorded";
import { simulate } from "../context/simulate";
import { recordingSettings } from "../context/versions";
import { differingStreams } from "../context/model-stream-overhead";
import type { Session } from "../model";
import { twoStreamSession } from "../../test-support/recorded-session";
import { decodeShare, encodeShare } from "./link";
import { looksLikeSnapshot, readSnapshot, snapshotSession } from "./snapshot";
import { reduceToScenario } from "./reduce";

const SYSTEM_BY_STEP = [49_000, 49_000, 49_000, 30_000];
const ESTIMATED_BY_STEP = [50_000, 50_100, 50_200, 31_300];

/** The system row of the Context tab (the simulation's walk) and of the recording, at each step, with the estimate. */
function systemRows(s: Session) {
  const table = countSession(s, chars4Counter);
  const sim = simulate(s, table, recordingSettings(s).settings, { calibrate: false });
  const t = buildRecordedTimeline(s, table, { overhead: "auto" });
  return {
    walk: s.events.map((_, i) => [...sim.streams].reverse().find((f) => f.event <= i)?.tokens ?? sim.overhead.tokens),
    recorded: s.events.map((_, i) => recordedSnapshot(t, s, i).byCategory.system),
    estimated: Array.from(sim.estimated),
  };
}

/** What the receiver's page loads from a link. */
function receive(doc: Record<string, unknown>): Session {
  const r = decodeShare(encodeShare({ v: 1, scenario: doc }).fragment);
  if (!r || !r.ok) throw new Error("not a share link");
  const text = JSON.stringify(r.state.scenario);
  return looksLikeSnapshot(r.state.scenario) ? readSnapshot(r.state.scenario, "shared.json", text.length) : ingest(text, "shared.json");
}

/** The export as the page makes it: the sender's inferred overhead, per stream where the walk took differing ones. */
function exported(s: Session) {
  const table = countSession(s, chars4Counter);
  const t = buildRecordedTimeline(s, table, { overhead: "auto" });
  const byStream = differingStreams(t.streams) ? { overheadByStream: true } : {};
  return reduceToScenario(s, table, { text: "drop", overheadTokens: t.overhead.tokens, ...byStream }).scenario;
}

describe("a two-stream file through a share link and an exported scenario", () => {
  const sender = ingest(twoStreamSession(), "two-streams.jsonl");
  const want = { walk: SYSTEM_BY_STEP, recorded: SYSTEM_BY_STEP, estimated: ESTIMATED_BY_STEP };

  it("the sender's own rows are the hand-worked ones", () => {
    expect(systemRows(sender)).toEqual(want);
  });

  it("a share link's receiver shows the sender's system row at each step", () => {
    const doc = snapshotSession(sender, countSession(sender, chars4Counter)).doc;
    expect(systemRows(receive(doc))).toEqual(want);
  });

  it("an exported scenario names each response's model and states no single system prompt item; its receiver shows the sender's rows", () => {
    const doc = exported(sender);
    expect(doc.startup).toEqual([]);
    const models = (doc.events as { type: string; model?: string }[]).filter((e) => e.type === "assistant").map((e) => e.model);
    expect(models).toEqual(["claude-haiku-4-5", "claude-sonnet-4-5"]);
    expect(systemRows(receive(doc))).toEqual(want);
  });

  it("an exported scenario of a one-stream file keeps its one system prompt item", () => {
    const one = ingest(twoStreamSession().replace(/claude-haiku-4-5/g, "claude-sonnet-4-5"), "one.jsonl");
    // the second reply implies 30,000, not the first's 49,000: the walk re-sizes only a stream first met, so one item of 49,000
    expect((exported(one).startup as { tokens: number }[]).map((x) => x.tokens)).toEqual([49_000]);
  });

  it("an older scenario, with no model and one system prompt item, loads exactly as before: 49,000 throughout", () => {
    const doc = exported(sender);
    const old = {
      ...doc,
      startup: [{ category: "system", label: "System prompt + tools (inferred from recorded usage)", tokens: 49_000 }],
      events: (doc.events as Record<string, unknown>[]).map(({ model: _model, ...e }) => e),
    };
    const back = receive(old);
    expect(back.events.every((e) => e.model === undefined)).toBe(true);
    const table = countSession(back, chars4Counter);
    const sim = simulate(back, table, recordingSettings(back).settings, { calibrate: false });
    expect(sim.streams).toEqual([]);
    // 49,000 + the 1,300 of messages by the last step, never Sonnet's 30,000
    expect(Array.from(sim.estimated)).toEqual([50_000, 50_100, 50_200, 50_300]);
  });

  it("a scenario's model that is not text is reported and ignored", () => {
    const doc = exported(sender);
    const events = (doc.events as Record<string, unknown>[]).map((e, k) => (k === 1 ? { ...e, model: 42 } : e));
    const back = ingest(JSON.stringify({ ...doc, events }), "bad.json");
    expect(back.events[1].model).toBeUndefined();
    expect(back.warnings.map((w) => w.message)).toEqual(['events[1]: "model" is 42 where text was expected; ignored']);
  });
});
