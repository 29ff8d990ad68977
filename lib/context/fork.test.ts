// Replay and what-if on small hand-built JSONL sessions whose numbers are worked out in comments.
// Text is "a" x (4 x tokens), so chars/4 counts exactly `tokens`; calibration is off except where
// a test is about it, so the numbers stay whole.
import { describe, expect, it } from "vitest";
import type { Session } from "../model";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { declinesRecorded, forkReason, sameRules } from "./fork";
import { presetSettings, resolveSettings, type Settings } from "./settings";
import { simulate, snapshotAt, type SimulateOptions } from "./simulate";
import { thresholds } from "./thresholds";
import { RecordedSession, usage } from "../../test-support/recorded-session";

const text = (tokens: number) => "a".repeat(tokens * 4);
const u = (input: number, create: number, read: number, out: number) => ({
  input_tokens: input,
  cache_creation_input_tokens: create,
  cache_read_input_tokens: read,
  output_tokens: out,
});

function jsonl() {
  let n = 0;
  const lines: string[] = [];
  const api = {
    user(tokens: number, more: object = {}) {
      lines.push(
        JSON.stringify({
          type: "user",
          uuid: `u${++n}`,
          sessionId: "s",
          timestamp: "2026-01-01T00:00:00Z",
          message: { role: "user", content: text(tokens) },
          ...more,
        }),
      );
      return api;
    },
    asst(id: string, tokens: number, usage?: object, more: object = {}) {
      lines.push(
        JSON.stringify({
          type: "assistant",
          uuid: `u${++n}`,
          sessionId: "s",
          timestamp: "2026-01-01T00:00:00Z",
          message: { id, role: "assistant", content: [{ type: "text", text: text(tokens) }], usage },
          ...more,
        }),
      );
      return api;
    },
    boundary(preTokens: number, trigger = "auto") {
      lines.push(
        JSON.stringify({
          type: "system",
          subtype: "compact_boundary",
          uuid: `u${++n}`,
          sessionId: "s",
          compactMetadata: { trigger, preTokens },
        }),
      );
      return api;
    },
    session: (): Session => ingest(lines.join("\n"), "s.jsonl"),
  };
  return api;
}

function run(session: Session, overrides: Partial<Settings> = {}, opts: SimulateOptions = {}) {
  const { settings } = resolveSettings(undefined, { overrides });
  return simulate(session, countSession(session, chars4Counter), settings, { calibrate: false, ...opts });
}

/**
 * Two recorded auto compactions (overhead 14,910 inferred from the first usage):
 * e0 user 100 | e1 m1 50 -> 15,060 | e2 user 150,000 | e3 m2 20 -> 165,075 | e4 user 3,000 (168,075)
 * e5 boundary 168,075 | e6 summary 300 | e7 m3 10 -> recorded 35,015 | e8 user 140,000 (175,015)
 * e9 boundary 175,015 | e10 summary 200 | e11 m4 10
 */
function twoCompactions(): Session {
  return jsonl()
    .user(100)
    .asst("m1", 50, u(10, 15_000, 0, 50))
    .user(150_000)
    .asst("m2", 20, u(5, 150_000, 15_050, 20))
    .user(3_000)
    .boundary(168_075)
    .user(300, { isCompactSummary: true })
    .asst("m3", 10, u(5, 20_000, 15_000, 10))
    .user(140_000)
    .boundary(175_015)
    .user(200, { isCompactSummary: true })
    .asst("m4", 10)
    .session();
}

describe("replay: the meter follows recorded usage after every compaction", () => {
  it("shows the recorded usage after the first compaction, and meets the second one", () => {
    const sim = run(twoCompactions());
    expect(sim.mode).toBe("replay");
    // after the first boundary: 14,910 + 300 = 15,210; then m3's usage: 5 + 20,000 + 15,000 + 10
    expect([sim.tokens[5], sim.tokens[6], sim.tokens[7]]).toEqual([14_910, 15_210, 35_015]);
    expect(snapshotAt(sim, 7).source).toBe("recorded usage");
    expect(sim.tokens[8]).toBe(175_015);
    // both recorded compactions are taken, and the rule (A = 167,000) predicts both at their boundary
    expect(sim.recorded.map((r) => [r.step, r.taken, r.match?.step, r.match?.roundDiff, r.match?.tokenDiff])).toEqual([
      [5, true, 5, 0, 0],
      [9, true, 9, 0, 0],
    ]);
    expect(sim.compactions.map((c) => [c.step, c.predicted])).toEqual([
      [5, true],
      [9, true],
    ]);
    expect(sim.tokens[11]).toBe(14_910 + 200 + 10);
    expect(sim.fork).toBeNull();
  });
});

describe("what-if: the session forks at the first step where the settings decide otherwise", () => {
  it("a 1M window declines the first recorded compaction: fork there, and the rest by the rules", () => {
    const sim = run(twoCompactions(), { window: 1_000_000 });
    expect(sim.mode).toBe("what-if");
    expect(sim.fork).toMatchObject({ step: 5, line: 6 });
    expect(sim.fork!.reason).toMatch(/967,000/);
    // before the fork the what-if is the replay: the same recorded usage
    expect(sim.tokens[4]).toBe(168_075);
    // after it: the recorded summaries are not its context; 168,075 + 10 (m3) + 140,000 + 10 (m4)
    expect(sim.tokens[11]).toBe(168_075 + 10 + 140_000 + 10);
    expect(sim.recorded.map((r) => [r.taken, r.match])).toEqual([
      [false, null],
      [false, null],
    ]);
    expect(sim.compactions).toEqual([]);
  });

  it("a 190k window compacts before the recording did: fork at that request, the compaction applied", () => {
    // A = 190,000 - 20,000 - 13,000 = 157,000; at m2's request (e3) the context is 165,060 (under E = 170,000)
    const sim = run(twoCompactions(), { window: 190_000 });
    expect(sim.fork).toMatchObject({ step: 3 });
    expect(sim.fork!.reason).toBe(forkReason({ time: false, cache: false, auto: true }, { time: false, cache: false, auto: false }));
    expect(sim.fork!.reason).toBe("these settings run an auto-compaction here; the recording's do not");
    expect(sim.compactions[0]).toMatchObject({ step: 3, trigger: "auto", predicted: false, tokensBefore: 165_060 });
    expect(snapshotAt(sim, 3).lastCompaction?.index).toBe(0);
  });

  it("a setting that changes no decision never forks", () => {
    const sim = run(twoCompactions(), { skillListingEntryCap: 1_000 });
    expect(sim.mode).toBe("what-if");
    expect(sim.fork).toBeNull();
    expect(Array.from(sim.tokens)).toEqual(Array.from(run(twoCompactions()).tokens));
  });

  it("replay: false runs the rules alone from the first record", () => {
    const sim = run(twoCompactions(), {}, { replay: false });
    expect(sim.fork).toMatchObject({ step: 0 });
    expect(sim.compactions.every((c) => !c.predicted)).toBe(true);
  });
});

describe("fork rules", () => {
  const tr = thresholds(presetSettings("cc-2.1.88")); // A = 167,000
  it("declines a recorded compaction only when its threshold is higher by more than the recording passed its own", () => {
    const w = (window: number) => ({ ...presetSettings("cc-2.1.88"), window });
    // recording compacted at 168,075: 1,075 past A. A 201,000 window has A = 168,000 (+1,000): still compacts
    expect(declinesRecorded(w(201_000), thresholds(w(201_000)), tr, 168_075)).toBe(false);
    // a 202,000 window: A = 169,000 (+2,000 > 1,075): declines
    expect(declinesRecorded(w(202_000), thresholds(w(202_000)), tr, 168_075)).toBe(true);
    // lower thresholds always compact where the recording did; auto-compact off never does
    expect(declinesRecorded(w(100_000), thresholds(w(100_000)), tr, 150_000)).toBe(false);
    const off = { ...presetSettings("cc-2.1.88"), autoCompactEnabled: false };
    expect(declinesRecorded(off, thresholds(off), tr, 168_075)).toBe(true);
  });
  it("settings that differ only by preset name are the same rules", () => {
    expect(sameRules({ ...presetSettings("cc-2.1.88"), preset: "docs-2026" }, presetSettings("cc-2.1.88"))).toBe(true);
    expect(sameRules(presetSettings("docs-2026"), presetSettings("cc-2.1.88"))).toBe(false);
  });
});

describe("implied compactions and API errors", () => {
  it("a usage drop from 170,000 to 12,000 with no boundary is an implied compaction, taken as recorded", () => {
    const s = jsonl()
      .user(100)
      .asst("m1", 50, u(10, 170_000, 0, 0)) // 170,010
      .user(100)
      .asst("m2", 50, u(2, 12_000, 0, 50)) // input 12,002: a drop of 158,008
      .session();
    const sim = run(s);
    expect(sim.recorded).toEqual([
      expect.objectContaining({ step: 3, kind: "compact", trigger: "auto", implied: true, preTokens: 170_010, taken: true }),
    ]);
    expect(sim.tokens[3]).toBe(12_052);
    // the rule (A = 167,000) saw 170,110 at m2's request: it compacts there too
    expect(sim.recorded[0].match).toMatchObject({ step: 3, roundDiff: 0 });
  });

  it("an API-error record's all-zero usage is an error, never the context", () => {
    const s = jsonl()
      .user(100)
      .asst("m1", 50, u(10, 20_000, 0, 50)) // 20,060
      .user(10)
      .asst("e1", 5, u(0, 0, 0, 0), { isApiErrorMessage: true })
      .session();
    const sim = run(s);
    // 20,060 + 10: the error record never reaches the model (record-types.ts), so neither its
    // text nor its zero usage counts
    expect(sim.tokens[3]).toBe(20_070);
  });
});

describe("rules alone from a step (forkAt)", () => {
  // Two recordings the same up to the fork, then with other usage, another boundary and other
  // attachments after it: forked there, the simulator must not tell them apart.
  const build = (after: "a" | "b") => {
    const s = new RecordedSession();
    s.prompt("Start.")
      .text("a".repeat(400), usage(10, 20_000, 0, 100))
      .prompt("b".repeat(4_000))
      .text("c".repeat(400), usage(10, 1_100, 20_000, 100))
      .prompt("More.");
    if (after === "a")
      s.text("d".repeat(40), usage(10, 90_000, 21_000, 10))
        .boundary("auto", 168_000, 5_000)
        .summary("S.");
    else s.text("d".repeat(40), usage(10, 500, 21_000, 10)).attachment({ type: "task_reminder", content: [], itemCount: 0 });
    return ingest(s.toString(), `${after}.jsonl`);
  };

  it("ignores the recording after the fork: its usage, boundaries and attachments, and the calibration's measurements", () => {
    const a = build("a");
    const b = build("b");
    const fork = a.events.findIndex((e) => e.kind === "user" && e.blocks.some((x) => x.type === "text" && x.text === "More."));
    const sa = run(a, {}, { forkAt: fork, calibrate: true });
    const sb = run(b, {}, { forkAt: fork, calibrate: true });
    expect(sa.mode).toBe("what-if");
    expect(sa.fork?.step).toBe(fork);
    // the same up to and including the response after the fork (its usage is not read)
    for (let i = 0; i <= fork + 1; i++) expect(sa.tokens[i]).toBe(sb.tokens[i]);
    expect(sa.calibration?.pairs).toBe(sb.calibration?.pairs);
    // the recorded boundary after the fork is listed, not taken
    expect(sa.recorded[0]).toMatchObject({ taken: false });
  });
});
