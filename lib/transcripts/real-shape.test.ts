// The generated real-shape sessions (scripts/make-real-shape-fixtures.ts) read back with the facts
// their design fixes (fixtures/sessions/real-shape/README.md): compaction points, versions, record
// types, errors. Where a figure is the generator's own choice the test checks a rule the file must
// obey (usage grows by at least what the last response put out) rather than pasting a number back.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../analyze";
import { usageTotal, type Event, type Session } from "../model";
import { attachSubagent, ingest } from "./ingest";

const DIR = path.resolve(__dirname, "../../fixtures/sessions/real-shape");
const text = (f: string) => fs.readFileSync(path.join(DIR, f), "utf8");
const load = (f: string) => ingest(text(f), f);
/** The parts of a raw record these tests read. */
interface RawRecord {
  type?: string;
  message: { model?: string; content?: { type?: string; signature?: string }[]; usage: Record<string, number> };
  [field: string]: unknown;
}
const rawLines = (f: string) =>
  text(f)
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as RawRecord);

/** The counted usage of each response, in order, with whether a boundary came before it. */
function counted(s: Session): { ev: Event; afterBoundary: boolean; afterMicro: number }[] {
  const out: { ev: Event; afterBoundary: boolean; afterMicro: number }[] = [];
  let boundary = false;
  let micro = 0;
  for (const ev of s.events) {
    if (ev.kind === "compact-boundary") boundary = true;
    if (ev.kind === "microcompact-boundary") micro += ev.compact?.tokensSaved ?? 0;
    if (ev.usage && ev.usageCounted) {
      out.push({ ev, afterBoundary: boundary, afterMicro: micro });
      boundary = false;
      micro = 0;
    }
  }
  return out;
}
const inputSide = (ev: Event) => usageTotal(ev.usage!) - ev.usage!.output_tokens;

describe("real-shape: two auto compactions under 2.1.19", () => {
  const s = load("auto-compact-2.1.19.jsonl");

  it("records both compactions where 2.1.19 compacts (about 155.9k), auto, without postTokens", () => {
    const b = s.events.filter((e) => e.kind === "compact-boundary");
    expect(b.map((e) => e.compact)).toEqual([
      { trigger: "auto", preTokens: 155_912 },
      { trigger: "auto", preTokens: 155_694 },
    ]);
    // the summary follows each boundary
    for (const e of b) expect(s.events[e.i + 1].kind).toBe("compact-summary");
    expect(s.meta.versions).toEqual(["2.1.19"]);
  });

  it("starts each post-compaction request in the range real ones start in (31k-74k), with re-attachments the file does not show", () => {
    const c = counted(s);
    const firsts = c.filter((x) => x.afterBoundary).map((x) => inputSide(x.ev));
    expect(firsts).toHaveLength(2);
    for (const t of firsts) {
      expect(t).toBeGreaterThan(31_000);
      expect(t).toBeLessThan(74_000);
    }
  });

  it("records one microcompaction that freed 21,340 tokens", () => {
    const m = s.events.filter((e) => e.kind === "microcompact-boundary");
    expect(m).toHaveLength(1);
    expect(m[0].compact?.tokensSaved).toBe(21_340);
    expect(m[0].compact?.preTokens).toBeGreaterThan(60_000);
  });

  it("has exact usage: each request carries at least the previous one plus its recorded output", () => {
    const c = counted(s);
    let checked = 0;
    for (let k = 1; k < c.length; k++) {
      if (c[k].afterBoundary) continue;
      const prev = c[k - 1].ev;
      const grown = inputSide(c[k].ev) - inputSide(prev) + c[k].afterMicro;
      expect(grown).toBeGreaterThanOrEqual(prev.usage!.output_tokens);
      checked++;
    }
    expect(checked).toBeGreaterThan(80);
    // and the request right after the microcompaction is smaller by about what it freed
    const i = c.findIndex((x) => x.afterMicro > 0);
    expect(inputSide(c[i].ev)).toBeLessThan(inputSide(c[i - 1].ev));
  });

  it("writes the placeholder output_tokens: 1 on about half the responses, as 2.1.17-2.1.20 do", () => {
    const c = counted(s);
    const ones = c.filter((x) => x.ev.usage!.output_tokens === 1).length;
    expect(ones / c.length).toBeGreaterThan(0.35);
    expect(ones / c.length).toBeLessThan(0.65);
  });

  it("reads the failed request as retries and one API error that is never usage", () => {
    expect(s.events.filter((e) => e.kind === "system" && e.subtype === "api_error")).toHaveLength(3);
    const err = s.events.filter((e) => e.kind === "api-error");
    expect(err.map((e) => [e.extra.status, e.usage])).toEqual([[500, undefined]]);
    expect(analyze(s).lastContextTokens).toBeGreaterThan(10_000);
  });
});

describe("real-shape: an implied compaction (2.0.76)", () => {
  const s = load("implied-compaction-2.0.76.jsonl");

  it("drops from 170,000 to 12,000 recorded tokens with no boundary record", () => {
    const totals = counted(s).map((x) => usageTotal(x.ev.usage!));
    const i = totals.indexOf(170_000);
    expect(i).toBeGreaterThan(0);
    expect(totals[i + 1]).toBe(12_000);
    expect(s.events.some((e) => e.kind === "compact-boundary" || e.kind === "compact-summary")).toBe(false);
    expect(analyze(s).compactions).toEqual([]);
  });
});

describe("real-shape: the newest record types (2.1.220)", () => {
  const name = "recent-2.1.220.jsonl";
  const s = load(name);
  const lines = rawLines(name);

  it("reads every record, the bookkeeping ones as bookkeeping, and counts the one unknown type", () => {
    expect(s.events.length + s.sidechain.length).toBe(lines.length);
    expect(s.unknownTypes).toEqual({ "future-record-kind": 1 });
    for (const t of [
      "permission-mode",
      "mode",
      "bridge-session",
      "ai-title",
      "custom-title",
      "last-prompt",
      "file-history-delta",
      "pr-link",
      "progress",
      "queue-operation",
    ]) {
      const evs = s.events.filter((e) => e.recordType === t);
      expect(evs.length, t).toBeGreaterThan(0);
      expect(
        evs.every((e) => e.kind === "bookkeeping"),
        t,
      ).toBe(true);
    }
    // 5 prompts × 6 tool steps, less the one step that runs the subagent, × 4 rewrites each
    expect(s.events.filter((e) => e.recordType === "last-prompt")).toHaveLength(116);
  });

  it("keeps every thinking block, all of them empty with only a signature", () => {
    const thinking = s.events.flatMap((e) => e.blocks.filter((b) => b.type === "thinking"));
    expect(thinking.length).toBeGreaterThan(10);
    expect(thinking.every((b) => b.type === "thinking" && b.thinking === "")).toBe(true);
    expect(lines.filter((l) => l.message?.content?.[0]?.type === "thinking").every((l) => l.message.content![0].signature)).toBe(true);
  });

  it("never writes the output placeholder, and takes no usage from errors or its own messages", () => {
    const c = counted(s);
    expect(c.some((x) => x.ev.usage!.output_tokens === 1)).toBe(false);
    const errs = s.events.filter((e) => e.kind === "api-error");
    expect(errs.map((e) => e.extra.status)).toEqual([429, undefined]);
    const own = s.events.filter((e) => e.model === "<synthetic>" && e.kind === "assistant");
    expect(own.map((e) => e.blocks)).toEqual([[{ type: "text", text: "No response requested." }]]);
    expect(own[0].usage).toBeUndefined();
    // the last counted usage is the last real response's, as the raw file says
    const lastReal = lines.filter((l) => l.type === "assistant" && l.message.model !== "<synthetic>").pop()!;
    const u = lastReal.message.usage;
    expect(analyze(s).lastContextTokens).toBe(u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens);
  });

  it("names versions, title and the microcompaction", () => {
    expect(s.meta.versions).toEqual(["2.1.220", "2.1.221"]);
    expect(s.meta.title).toBe("retry double count");
    expect(s.events.filter((e) => e.kind === "microcompact-boundary").map((e) => e.compact?.tokensSaved)).toEqual([1_800]);
    expect(s.events.filter((e) => e.kind === "system").map((e) => e.subtype)).toEqual(["scheduled_task_fire"]);
  });

  it("attaches the subagent from its folder, all its records its own main chain", () => {
    const sub = "recent-2.1.220/subagents/agent-a3f9c41d07b2e58a6.jsonl";
    const withSub = attachSubagent(s, path.basename(sub), text(sub));
    expect(withSub.subagents.map((x) => x.agentId)).toEqual(["a3f9c41d07b2e58a6"]);
    const own = withSub.subagents[0].session;
    expect(own.sidechain).toHaveLength(0);
    expect(own.events.length).toBe(rawLines(sub).length);
    expect(own.events.every((e) => e.extra.agentId === "a3f9c41d07b2e58a6")).toBe(true);
  });
});

describe("real-shape: a 1.0.x session in Chinese", () => {
  const name = "early-1.0.98.jsonl";
  const s = load(name);

  it("gives its size in UTF-8 bytes, as on disk", () => {
    const onDisk = fs.statSync(path.join(DIR, name)).size;
    expect(s.bytes).toBe(onDisk);
    expect(analyze(s).bytes).toBe(onDisk);
    expect(s.bytes).toBeGreaterThan(text(name).length * 1.2);
  });

  it("reads the version change, the branch summary as title and the inline sidechain", () => {
    expect(s.meta.versions).toEqual(["1.0.98", "1.0.108"]);
    expect(s.meta.title).toBe("缓存配置修复 (cache config fix)");
    expect(s.sidechain.length).toBe(rawLines(name).filter((l) => l.isSidechain === true).length);
    expect(s.sidechain.length).toBeGreaterThan(0);
  });
});

describe("real-shape: API errors at the end of a session (2.1.5)", () => {
  const name = "api-errors-2.1.5.jsonl";
  const s = load(name);

  it("reads three API errors with their statuses and keeps the last real usage as the context", () => {
    expect(s.events.filter((e) => e.kind === "api-error").map((e) => e.extra.status)).toEqual([529, 500, 413]);
    expect(s.events.filter((e) => e.subtype === "api_error")).toHaveLength(4);
    const lastReal = rawLines(name)
      .filter((l) => l.type === "assistant" && !l.isApiErrorMessage)
      .pop()!;
    const u = lastReal.message.usage;
    const a = analyze(s);
    expect(a.lastContextTokens).toBe(u.input_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens + u.output_tokens);
    expect(a.lastContextTokens).toBeGreaterThan(0);
  });
});

// A compaction's summary is what the user reads after it: it has to read as a summary of the session
// (the steps taken, the user's own words, the nine sections), not as filler of the right size.
describe("the compaction summaries read as summaries of their session", () => {
  const SECTIONS = [
    "Primary Request and Intent",
    "Key Technical Concepts",
    "Files and Code Sections",
    "Errors and fixes",
    "Problem Solving",
    "All user messages",
    "Pending Tasks",
    "Current Work",
    "Optional Next Step",
  ];
  for (const f of ["auto-compact-2.1.19.jsonl", "reattach-2.1.120.jsonl"]) {
    it(f, () => {
      const records = rawLines(f);
      const summaries = records.filter((r) => r.isCompactSummary).map((r) => String(r.message.content));
      expect(summaries).toHaveLength(2);
      // the user's prompts, verbatim, as the file holds them
      const prompts = records
        .filter((r) => r.type === "user" && !r.isCompactSummary && typeof r.message.content === "string")
        .map((r) => String(r.message.content))
        .filter((p) => !p.startsWith("<"));
      for (const s of summaries) {
        expect(s).toMatch(/^Analysis:$/m);
        SECTIONS.forEach((title, k) => expect(s).toContain(`${k + 1}. ${title}:`));
        // the session's first request is quoted in every summary's list of the user's messages
        expect(s).toContain(`"${prompts[0]}"`);
        // padding to the recorded size is a short run of spaces at the end, never most of the text
        expect(s.length - s.trimEnd().length).toBeLessThan(400);
      }
    });
  }
});
