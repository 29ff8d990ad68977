import { describe, expect, it } from "vitest";
import { parseJsonl } from "./jsonl";

const rec = (o: Record<string, unknown>) => JSON.stringify({ sessionId: "s", version: "2.1.45", ...o });
const usage = { input_tokens: 10, cache_read_input_tokens: 40000, output_tokens: 300 };
const assistant = (uuid: string, parent: string, msgId: string, requestId: string, content: unknown[]) =>
  rec({
    type: "assistant",
    uuid,
    parentUuid: parent,
    requestId,
    message: { id: msgId, role: "assistant", model: "claude-sonnet-4-6", content, usage },
  });

describe("one response per request", () => {
  // the shape seen in the tune set: one request's thinking and its text under two message ids
  const lines = [
    rec({ type: "user", uuid: "u1", parentUuid: null, message: { role: "user", content: "fix the build" } }),
    assistant("a1", "u1", "msg_A", "req_1", [{ type: "thinking", thinking: "", signature: "c2ln" }]),
    assistant("a2", "a1", "msg_B", "req_1", [{ type: "text", text: "Done." }]),
    rec({ type: "user", uuid: "u2", parentUuid: "a2", message: { role: "user", content: "thanks, now the tests" } }),
    assistant("a3", "u2", "msg_C", "req_2", [{ type: "text", text: "Running them." }]),
  ].join("\n");

  it("reads the records of one requestId as one response: one API round, its usage counted once", () => {
    const s = parseJsonl(lines, { name: "split.jsonl" });
    const replies = s.events.filter((e) => e.kind === "assistant");
    expect(replies.map((e) => e.messageId)).toEqual(["msg_A", "msg_A", "msg_C"]);
    // group 0 holds the first prompt; then one round per request, not per message id
    expect(s.groups).toHaveLength(3);
    expect(replies.filter((e) => e.usageCounted).map((e) => e.line)).toEqual([3, 5]);
  });

  it("leaves records with different requestIds, or none, as their message ids say", () => {
    for (const text of [
      lines.replace('"a2","parentUuid":"a1","requestId":"req_1"', '"a2","parentUuid":"a1","requestId":"req_9"'),
      lines.replace(/"requestId":"req_\d",/g, ""),
    ]) {
      const s = parseJsonl(text, { name: "plain.jsonl" });
      expect(s.events.filter((e) => e.kind === "assistant").map((e) => e.messageId)).toEqual(["msg_A", "msg_B", "msg_C"]);
      expect(s.groups).toHaveLength(4);
    }
  });
});
