// The system prompt + tools by model stream, worked by hand (chars/4: 4 characters a token; no
// calibration, so the table is the plain count).
import { describe, expect, it } from "vitest";
import { ingest } from "../transcripts";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { RecordedSession, twoStreamSession, usage } from "../../test-support/recorded-session";
import { simulate } from "./simulate";
import { recordingSettings } from "./versions";
import { ModelStreams, streamOf } from "./model-stream-overhead";

/**
 * A prompt of 1,000 tokens and a Haiku reply of 100 recording 50,000 in and 100 out: 50,100 less
 * the 1,100 the file holds = 49,000 of system prompt + tools on Haiku. Then a prompt of 100 and a
 * Sonnet reply of 100 recording 31,200 in and 100 out: the context it counts is 31,300, less the
 * 1,300 of messages = 30,000 on Sonnet (a drop to more than half of 50,100: no implied
 * compaction). The builder writes Sonnet; the first reply is renamed.
 */
function switchingFile(firstInput = 50_000) {
  const ses = ingest(twoStreamSession(firstInput), "switch.jsonl");
  const table = countSession(ses, chars4Counter);
  const settings = recordingSettings(ses).settings;
  return { ses, table, settings };
}

describe("the system prompt + tools by model stream", () => {
  it("carries Haiku's figure on Haiku's requests and Sonnet's on Sonnet's", () => {
    const { ses, table, settings } = switchingFile();
    expect(ses.events.map((e) => e.model ?? null)).toEqual([null, "claude-haiku-4-5", null, "claude-sonnet-4-5"]);
    const sim = simulate(ses, table, settings, { calibrate: false });
    expect(sim.streams).toEqual([
      { stream: "haiku", model: "claude-haiku-4-5", event: 1, tokens: 49_000, source: "inferred" },
      { stream: "other", model: "claude-sonnet-4-5", event: 3, tokens: 30_000, source: "inferred" },
    ]);
    // the start stays the file's first figure; the context estimated after the Sonnet reply is
    // Sonnet's 30,000 + 1,300 of messages, not Haiku's 49,000 + 1,300
    expect(sim.overhead.tokens).toBe(49_000);
    expect(sim.estimated[3]).toBe(31_300);
  });

  it("sizes a stream at its first request: the Sonnet request goes out on Sonnet's figure, as its response says it did", () => {
    const { ses, table, settings } = switchingFile();
    const sim = simulate(ses, table, settings, { calibrate: false });
    // the request at event 3 holds the 1,200 of messages before it (1,000 + 100 + 100): on
    // Sonnet's 30,000 it is 31,200, the input its response records; on Haiku's 49,000 it was 50,200
    expect(sim.requestInput[3]).toBe(31_200);
    // the meter at the step is that request plus the reply's 100
    expect(sim.tokens[3]).toBe(31_300);
  });

  it("sends a request of a stream it knows with that stream's figure: back on Haiku, the request and its auto-compact check carry Haiku's", () => {
    // the switching file, then a prompt of 100 and a Haiku reply of 100 recording 50,400 in and
    // 100 out (49,000 + 1,500 of messages): the request at event 5 is sent on the 1,400 of messages
    // before it; on Haiku's 49,000 it is 50,400, on Sonnet's 30,000 it would be 31,400
    const s = new RecordedSession("2.1.120");
    s.prompt("a".repeat(4000))
      .text("b".repeat(400), usage(0, 50_000, 0, 100))
      .prompt("c".repeat(400))
      .text("d".repeat(400), usage(0, 31_200, 0, 100))
      .prompt("e".repeat(400))
      .text("f".repeat(400), usage(0, 50_400, 0, 100));
    for (const k of [1, 5]) s.lines[k] = s.lines[k].replace('"claude-sonnet-4-5"', '"claude-haiku-4-5"');
    const ses = ingest(s.toString(), "back.jsonl");
    const table = countSession(ses, chars4Counter);
    const sim = simulate(ses, table, recordingSettings(ses).settings, { calibrate: false });
    expect(sim.requestInput[5]).toBe(50_400);
    // the figure is Haiku's from the request on
    expect(sim.streams.at(-1)).toEqual({ stream: "haiku", model: "claude-haiku-4-5", event: 5, tokens: 49_000, source: "inferred" });
  });

  it("gives a stream first met after a what-if's fork its version's usual size, not the other stream's", () => {
    const { ses, table, settings } = switchingFile();
    // forked at the second prompt: the Sonnet request after it may not be read; 2.1.120 is 2.1.101
    // or later, whose files that start their own conversation infer 26,900 (unrecorded-prefix.ts)
    const sim = simulate(ses, table, settings, { calibrate: false, forkAt: 2, recording: settings });
    expect(sim.streams[1]).toEqual({ stream: "other", model: "claude-sonnet-4-5", event: 3, tokens: 26_900, source: "usual" });
    // the meter follows the estimate after the fork: 26,900 + 1,300, where Haiku's figure made it 50,300
    expect(sim.tokens[3]).toBe(28_200);
    // and from its request on: 26,900 + the 1,200 before it, not Haiku's 49,000 + 1,200
    expect(sim.requestInput[3]).toBe(28_100);
  });

  it("does not read a response's count at or past the fork: the first Sonnet request then goes out on the figure the walk was on", () => {
    // the Sonnet reply in two records of one message (100 each), its count on the second (event 4):
    // 31,200 in, so 30,000 over the 1,200 the request at event 3 holds
    const s = new RecordedSession("2.1.120");
    s.prompt("a".repeat(4000))
      .text("b".repeat(400), usage(0, 50_000, 0, 100))
      .prompt("c".repeat(400))
      .text("d".repeat(400))
      .text("e".repeat(400), usage(0, 31_200, 0, 200));
    s.lines[1] = s.lines[1].replace('"claude-sonnet-4-5"', '"claude-haiku-4-5"');
    s.lines[4] = s.lines[4].replace('"id":"m3"', '"id":"m2"');
    const ses = ingest(s.toString(), "split.jsonl");
    const table = countSession(ses, chars4Counter);
    const settings = recordingSettings(ses).settings;
    const followed = simulate(ses, table, settings, { calibrate: false });
    expect(followed.requestInput[3]).toBe(31_200);
    expect(followed.streams[1]).toMatchObject({ event: 3, tokens: 30_000, source: "inferred" });
    // forked at the counted record: the request (before the fork) is Haiku's 49,000 + 1,200, and
    // the stream, met at the fork with nothing read, takes the usual 26,900
    const forked = simulate(ses, table, settings, { calibrate: false, forkAt: 4, recording: settings });
    expect(forked.requestInput[3]).toBe(50_200);
    expect(forked.streams[1]).toMatchObject({ event: 4, tokens: 26_900, source: "usual" });
  });

  it("never starts on 0: a first request smaller than what the file holds before it takes the usual size", () => {
    // 500 in and 100 out against 1,100 of messages: the inference is 0
    const { ses, table, settings } = switchingFile(500);
    const sim = simulate(ses, table, settings, { calibrate: false });
    expect(sim.streams[0]).toEqual({ stream: "haiku", model: "claude-haiku-4-5", event: 1, tokens: 26_900, source: "usual" });
    expect(sim.overhead.tokens).toBe(26_900);
    // from the first reply on, the estimate carries it: 26,900 + 1,100
    expect(sim.estimated[1]).toBe(28_000);
    // and before it: the context before any event is the system prompt + tools alone, and the
    // first prompt (1,000) is sent with them, as the Context tab's row (the start figure) says
    expect(sim.initial.tokens).toBe(26_900);
    expect(sim.estimated[0]).toBe(27_900);
  });
});

describe("model streams", () => {
  it("puts Sonnet and Opus in one stream, Haiku in its own, and no stream for Claude Code's own messages", () => {
    expect(streamOf("claude-sonnet-4-6")).toBe("other");
    expect(streamOf("claude-opus-4-7")).toBe("other");
    expect(streamOf("glm-5.1")).toBe("other");
    expect(streamOf("claude-haiku-4-5-20251001")).toBe("haiku");
    expect(streamOf("<synthetic>")).toBeNull();
    expect(streamOf(undefined)).toBeNull();
  });

  it("keeps a stream's figure when the model changes within it, and a known figure when the walk comes back", () => {
    const s = new ModelStreams(29_249, { model: "claude-sonnet-4-6", tokens: 40_000, event: 1 });
    expect(s.at("claude-opus-4-6", 5, 55_000)).toBe(40_000);
    expect(s.at("claude-haiku-4-5", 9, 150_000)).toBe(150_000);
    // back on Sonnet: its figure, not a new inference
    expect(s.at("claude-sonnet-4-6", 12, 90_000)).toBe(40_000);
    expect(s.at("<synthetic>", 13, null)).toBeNull();
    expect(s.taken.map((f) => [f.event, f.tokens])).toEqual([
      [1, 40_000],
      [9, 150_000],
      [12, 40_000],
    ]);
  });

  it("does not take an implied 0 or less: the usual size stands until a request implies a figure", () => {
    const s = new ModelStreams(29_249, { model: "claude-sonnet-4-6", tokens: 40_000, event: 1 });
    expect(s.at("claude-haiku-4-5", 4, -3_000)).toBe(29_249);
    expect(s.taken.at(-1)).toMatchObject({ tokens: 29_249, source: "usual" });
    expect(s.at("claude-haiku-4-5", 6, 61_000)).toBe(61_000);
    expect(s.taken.at(-1)).toMatchObject({ tokens: 61_000, source: "inferred" });
  });
});
