import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { attachSubagent, ingest } from "@/lib/transcripts";
import { callOf, subagentOf } from "./subagent-link";

const FIX = path.resolve(__dirname, "../../fixtures/sessions");
const read = (p: string) => fs.readFileSync(path.join(FIX, p), "utf8");

describe("linking an Agent/Task call to its subagent", () => {
  let s = ingest(read("parallel-search.jsonl"), "parallel-search.jsonl");
  for (const f of ["agent-a1b2c3d4.jsonl", "agent-e5f6a7b8.jsonl"]) s = attachSubagent(s, f, read(`parallel-search/subagents/${f}`));

  it("finds each of the example's two Task calls' subagent, and the call of each subagent", () => {
    const calls = s.events.flatMap((ev) => ev.blocks.flatMap((b) => (b.type === "tool_use" && b.name === "Task" ? [{ ev, b }] : [])));
    expect(calls).toHaveLength(2);
    const ids = calls.map(({ b }) => {
      const pair = s.toolPairs.find((p) => p.id === b.id)!;
      return subagentOf(s, b.id, b.input, s.events[pair.result!]);
    });
    expect(new Set(ids)).toEqual(new Set(["a1b2c3d4", "e5f6a7b8"]));
    expect(callOf(s, ids[0]!)).toBe(calls[0].ev.i);
    expect(callOf(s, ids[1]!)).toBe(calls[1].ev.i);
  });

  it("falls back to the prompt when the result records no agent id", () => {
    const call = s.events.flatMap((ev) => ev.blocks).find((b) => b.type === "tool_use" && b.name === "Task")!;
    if (call.type !== "tool_use") throw new Error("no call");
    const byPrompt = subagentOf(s, call.id, call.input, undefined);
    expect(["a1b2c3d4", "e5f6a7b8"]).toContain(byPrompt);
    expect(subagentOf(s, call.id, { prompt: "something nobody asked" }, undefined)).toBeNull();
  });
});
