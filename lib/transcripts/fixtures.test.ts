// The built-in example sessions read back as the generator (scripts/make-fixtures.ts) describes
// them in fixtures/facts.json: two independent readings of the same files must agree.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { usageTotal } from "../model";
import { attachSubagent, ingest } from "./ingest";

const FIX = path.resolve(__dirname, "../../fixtures");
const facts = JSON.parse(fs.readFileSync(path.join(FIX, "facts.json"), "utf8"));
const read = (f: string) => fs.readFileSync(path.join(FIX, f), "utf8");

interface SessionFacts {
  file: string;
  records: number;
  badLines: { line: number; kind: string }[];
  unknownTypes: Record<string, number>;
  sidechainRecords: number;
  apiRounds: number;
  compactBoundaries: { line: number; trigger: string; preTokens: number; postTokens?: number }[];
  compactSummaries: number;
  skillBodies: Record<string, number>;
  lastUsageTotal: number | null;
  toolErrors: number;
  images: number;
}

describe.each((facts.sessions as SessionFacts[]).filter((f) => !f.file.includes("/subagents/")))("fixture $file", (f) => {
  const s = ingest(read(f.file), path.basename(f.file));

  it("keeps every record, main chain and sidechain apart", () => {
    expect(s.format).toBe("claude-code-jsonl");
    expect(s.events.length + s.sidechain.length).toBe(f.records);
    expect(s.sidechain.length).toBe(f.sidechainRecords);
    // queue-operation is a real Claude Code record the generator calls unknown; this reader knows it
    // as bookkeeping (kept, shown, never sent to the model)
    const { "queue-operation": queued, ...unknown } = f.unknownTypes;
    expect(s.unknownTypes).toEqual(unknown);
    expect(s.events.filter((e) => e.recordType === "queue-operation" && e.kind === "bookkeeping")).toHaveLength(queued ?? 0);
  });

  it("reports exactly the damaged lines (blank lines are not damage)", () => {
    expect(s.errors.map((e) => e.line)).toEqual(f.badLines.filter((b) => b.kind !== "empty").map((b) => b.line));
  });

  it("groups API rounds: one per assistant message.id, plus the records before the first", () => {
    const ids = new Set(s.events.filter((e) => e.kind === "assistant").map((e) => e.messageId));
    expect(ids.size).toBe(f.apiRounds);
    const beforeFirst = s.events.findIndex((e) => e.kind === "assistant") > 0 ? 1 : 0;
    expect(s.groups.length).toBe(f.apiRounds + beforeFirst);
  });

  it("finds compactions, summaries, skills and the last recorded usage", () => {
    const boundaries = s.events.filter((e) => e.kind === "compact-boundary");
    expect(
      boundaries.map((e) => ({
        line: e.line,
        trigger: e.compact!.trigger,
        preTokens: e.compact!.preTokens,
        ...(e.compact!.postTokens !== undefined ? { postTokens: e.compact!.postTokens } : {}),
      })),
    ).toEqual(f.compactBoundaries);
    expect(s.events.filter((e) => e.kind === "compact-summary")).toHaveLength(f.compactSummaries);
    const bodies: Record<string, number> = {};
    for (const k of s.skills.filter((k) => k.body !== undefined)) bodies[k.name] = (bodies[k.name] ?? 0) + 1;
    expect(bodies).toEqual(f.skillBodies);
    const last = [...s.events].reverse().find((e) => e.usage && e.usageCounted);
    expect(last ? usageTotal(last.usage!) : null).toBe(f.lastUsageTotal);
    const errors = s.events.flatMap((e) => e.blocks).filter((b) => b.type === "tool_result" && b.isError).length;
    expect(errors).toBe(f.toolErrors);
  });
});

describe("fixture specifics", () => {
  it("broken.jsonl: three damaged lines by number, the blank line skipped, the rest loaded", () => {
    const s = ingest(read("sessions/broken.jsonl"), "broken.jsonl");
    expect(s.errors.map((e) => [e.line, e.message.split(":")[0]])).toEqual([
      [12, "invalid JSON"],
      [20, "not a record"],
      [26, "truncated last line"],
    ]);
    expect(s.events.length).toBe(22);
  });

  it("parallel-search: both subagent files attach as their own sessions", () => {
    let s = ingest(read("sessions/parallel-search.jsonl"), "parallel-search.jsonl");
    for (const id of ["a1b2c3d4", "e5f6a7b8"]) {
      s = attachSubagent(s, `agent-${id}.jsonl`, read(`sessions/parallel-search/subagents/agent-${id}.jsonl`));
    }
    expect(s.subagents.map((a) => [a.agentId, a.session.events.length, a.session.sidechain.length])).toEqual([
      ["a1b2c3d4", 13, 0],
      ["e5f6a7b8", 13, 0],
    ]);
    expect(s.events.some((e) => e.isMeta === undefined && e.extra.agentId)).toBe(false);
  });

  it("every example in examples.json loads", () => {
    const examples = JSON.parse(read("examples.json")) as { file: string; kind: string }[];
    expect(examples.length).toBeGreaterThanOrEqual(6);
    for (const e of examples) {
      const s = ingest(read(e.file), e.file);
      expect(s.events.length).toBeGreaterThan(0);
      expect({ file: e.file, format: s.format }).toEqual({
        file: e.file,
        format: e.kind === "session" ? "claude-code-jsonl" : e.kind === "api" ? "messages-api" : "scenario",
      });
    }
  });
});
