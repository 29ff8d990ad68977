// A share link replays the sender's figures: every built-in example and lesson, through the same
// engine steps the page runs (read, count, simulate), on the sender's side and on the receiver's
// side of a link. The expectation is the sender's own run of the original file, not the link's.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { attachSubagent, ingest } from "../transcripts";
import { chars4Counter } from "../tokens/estimators";
import { countSession } from "../tokens/count";
import { buildRecordedTimeline } from "../context/recorded";
import { resolveSettings, type PresetName } from "../context/settings";
import { simulate } from "../context/simulate";
import type { Session } from "../model";
import { continuedSession } from "../../test-support/recorded-session";
import { decodeShare, encodeShare, MAX_LINK_CHARS } from "./link";
import { looksLikeSnapshot, readSnapshot, snapshotSession, type SnapshotOptions } from "./snapshot";

const FIX = path.resolve(__dirname, "../../fixtures");
const read = (p: string) => fs.readFileSync(path.join(FIX, p), "utf8");

/** Every number the page shows for a session: meter, categories, compactions, re-attachments, recorded facts. */
function figures(s: Session, preset?: PresetName) {
  const table = countSession(s, chars4Counter);
  const timeline = buildRecordedTimeline(s, table, { overhead: "auto" });
  const sim = simulate(s, table, resolveSettings(s.scenario, preset ? { preset } : {}).settings, { counter: chars4Counter });
  const numbers = (v: unknown, at: string, out: Record<string, number>) => {
    if (typeof v === "number") out[at] = v;
    else if (Array.isArray(v)) v.forEach((x, k) => numbers(x, `${at}[${k}]`, out));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) numbers(x, `${at}.${k}`, out);
    return out;
  };
  return {
    events: s.events.length,
    perEvent: Array.from(table.perEvent),
    startup: table.startup,
    recordedPrefix: Array.from(timeline.prefix),
    overhead: timeline.overhead.tokens,
    tokens: Array.from(sim.tokens),
    meter: Array.from(sim.meter),
    byCategory: Array.from(sim.byCategory),
    // a summary sized from recorded postTokens keeps its total; how the total splits into sections
    // follows the text the sections are built from, which a link without text does not carry
    compactions: Object.fromEntries(
      Object.entries(numbers(sim.compactions, "c", {})).filter(
        ([k]) => !(/\.summary\.(measuredTokens|sections\[\d+\]\.tokens)$/.test(k) && recordedSized(sim, k)),
      ),
    ),
    recorded: numbers(sim.recorded, "r", {}),
  };
}

/** The compaction a flattened key belongs to sized its summary from recorded postTokens. */
function recordedSized(sim: ReturnType<typeof simulate>, key: string): boolean {
  const m = /^c\[(\d+)\]/.exec(key);
  return !!m && sim.compactions[Number(m[1])]?.summary?.sizing === "recorded";
}

/** What the receiver's page loads from a link: the decoded state's document, read as the engine worker reads it. */
function receive(fragment: string): Session {
  const r = decodeShare(fragment);
  if (!r || !r.ok) throw new Error(r ? r.error : "not a share link");
  const text = JSON.stringify(r.state.scenario);
  return looksLikeSnapshot(r.state.scenario)
    ? readSnapshot(r.state.scenario, "shared-session.json", text.length)
    : ingest(text, "shared-scenario.json");
}

interface Example {
  id: string;
  kind: string;
  file: string;
  subagents?: string[];
}
const examples = JSON.parse(read("examples.json")) as Example[];
// the lessons written as scenarios (a lesson on a recorded session is its session, an example above)
const lessons = fs
  .readdirSync(path.join(FIX, "lessons"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => `lessons/${f}`)
  .filter((f) => JSON.parse(read(f)).format === "context-lab-scenario");

function load(file: string, subs: string[] = []): Session {
  let s = ingest(read(file), path.basename(file));
  for (const sub of subs) s = attachSubagent(s, path.basename(sub), read(sub));
  return s;
}

/** What the sender ticks: nothing (the default), each part alone, everything; and every text as is. */
const CHOICES: [string, Partial<SnapshotOptions>][] = [
  ["no text, no path, no title (the default)", {}],
  ["message text", { text: "redact" }],
  ["file paths and commands", { paths: true }],
  ["text, paths and title", { text: "redact", paths: true, title: true }],
  ["every text as is", { text: "keep", paths: true, title: true }],
];

describe("a share link replays the sender's figures", () => {
  for (const e of examples) {
    for (const [what, options] of CHOICES) {
      it(`${e.id} (${e.kind}), ${what}`, () => {
        const sender = load(e.file, e.subagents);
        const table = countSession(sender, chars4Counter);
        // a scenario is shared as it was written; every other input is reduced to a snapshot
        const doc =
          sender.format === "scenario"
            ? JSON.parse(read(e.file))
            : snapshotSession({ ...sender, subagents: [], sidechain: [] }, table, options).doc;
        const { fragment } = encodeShare({ v: 1, scenario: doc, step: 3 });
        expect(fragment.startsWith("#z=")).toBe(true);
        const got = figures(receive(fragment));
        expect(got).toEqual(figures(sender));
      });
    }
  }

  for (const file of lessons) {
    it(`${file}, as written and as a snapshot`, () => {
      const sender = ingest(read(file), path.basename(file));
      const want = figures(sender);
      expect(figures(receive(encodeShare({ v: 1, scenario: JSON.parse(read(file)) }).fragment))).toEqual(want);
      const snap = snapshotSession(sender, countSession(sender, chars4Counter)).doc;
      expect(figures(receive(encodeShare({ v: 1, scenario: snap }).fragment))).toEqual(want);
    });
  }

  it("replays under the seed preset too, whose summary names the project and the branch", () => {
    for (const e of examples.filter((x) => x.kind === "session")) {
      const sender = load(e.file, e.subagents);
      const { doc } = snapshotSession({ ...sender, subagents: [], sidechain: [] }, countSession(sender, chars4Counter));
      expect(figures(receive(encodeShare({ v: 1, scenario: doc }).fragment), "seed"), e.id).toEqual(figures(sender, "seed"));
    }
  });

  it("fits the default example in a link under 16,000 characters", () => {
    const s = load(examples[0].file);
    const { doc } = snapshotSession(s, countSession(s, chars4Counter));
    const e = encodeShare({ v: 1, scenario: doc, step: 0 });
    expect(e.chars).toBeLessThan(MAX_LINK_CHARS);
    expect(e.tooLong).toBe(false);
  });

  it("keeps what an API error said (Claude Code's own words) when text is shared, and its blanks when not", () => {
    const s = load("sessions/real-shape/recent-2.1.220.jsonl");
    const said = (x: Session) =>
      x.events.filter((e) => e.kind === "api-error").map((e) => e.blocks.map((b) => (b.type === "text" ? b.text : "")).join(""));
    const want = said(s);
    expect(want.some((t) => t.includes("session limit"))).toBe(true);
    for (const text of ["redact", "keep"] as const) {
      const { doc } = snapshotSession(s, countSession(s, chars4Counter), { text });
      expect(said(receive(encodeShare({ v: 1, scenario: doc }).fragment)), text).toEqual(want);
    }
    const { doc } = snapshotSession(s, countSession(s, chars4Counter));
    const blanks = said(receive(encodeShare({ v: 1, scenario: doc }).fragment));
    expect(blanks.map((t) => t.length)).toEqual(want.map((t) => t.length));
    expect(blanks.join(" ")).not.toMatch(/session|limit|resets/);
  });

  it("replays a file that starts mid-conversation: the receiver's compaction sheds the earlier conversation as the sender's does", () => {
    // a 2.0.76 file whose first message answers a record of another file: of its first request's
    // overhead, what is beyond the system prompt + tools is an earlier conversation a compaction
    // summarises away (unrecorded-prefix.ts); the receiver has no record ids, so the link must say so
    const sender = ingest(continuedSession({ roundAfter: true }), "c.jsonl");
    const sent = simulate(sender, countSession(sender, chars4Counter), resolveSettings(undefined).settings, { counter: chars4Counter });
    expect(sent.unrecordedPrefix.parentOutside).not.toBeNull();
    expect(sent.unrecordedPrefix.tokens).toBeGreaterThan(20_000);
    const { doc } = snapshotSession(sender, countSession(sender, chars4Counter));
    const received = receive(encodeShare({ v: 1, scenario: doc }).fragment);
    expect(figures(received)).toEqual(figures(sender));
  });

  it("keeps the step: event i of the sender is event i of the receiver", () => {
    const s = load("sessions/skills.jsonl");
    const { doc } = snapshotSession(s, countSession(s, chars4Counter));
    const back = receive(encodeShare({ v: 1, scenario: doc }).fragment);
    expect(back.events.map((e) => e.kind)).toEqual(s.events.map((e) => e.kind));
  });
});
