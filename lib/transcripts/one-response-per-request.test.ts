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

  // A request's records need not sit next to each other: its tool results, or another request's
  // records, may be written between them. Worked by hand: a1 and a3 carry req_1, a2 carries req_2.
  const interleaved = [
    rec({ type: "user", uuid: "u1", parentUuid: null, message: { role: "user", content: "look at both files" } }),
    assistant("a1", "u1", "msg_A", "req_1", [{ type: "tool_use", id: "t1", name: "Read", input: { file_path: "a.ts" } }]),
    rec({
      type: "user",
      uuid: "r1",
      parentUuid: "a1",
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "x" }] },
    }),
    assistant("a2", "r1", "msg_B", "req_2", [{ type: "text", text: "Reading." }]),
    assistant("a3", "a2", "msg_C", "req_1", [{ type: "text", text: "Both read." }]),
  ].join("\n");

  it("joins the records of one requestId with another request's records between them", () => {
    const s = parseJsonl(interleaved, { name: "interleaved.jsonl" });
    const replies = s.events.filter((e) => e.kind === "assistant");
    // a3 is req_1's: it takes a1's message id, a2 keeps its own
    expect(replies.map((e) => e.messageId)).toEqual(["msg_A", "msg_B", "msg_A"]);
    // req_1's usage counts once, on its last record (line 5); req_2's on its only one (line 4)
    expect(replies.filter((e) => e.usageCounted).map((e) => e.line)).toEqual([4, 5]);
  });

  it("joins the records of one requestId across its own tool results", () => {
    const text = interleaved.replace('"requestId":"req_2"', '"requestId":"req_1"');
    const s = parseJsonl(text, { name: "results-between.jsonl" });
    const replies = s.events.filter((e) => e.kind === "assistant");
    expect(replies.map((e) => e.messageId)).toEqual(["msg_A", "msg_A", "msg_A"]);
    // the prompt's group, then one API round for the one request
    expect(s.groups).toHaveLength(2);
    expect(replies.filter((e) => e.usageCounted).map((e) => e.line)).toEqual([5]);
  });

  it("takes the first message id a request's records carry when its first record has none", () => {
    const text = interleaved.replace('"id":"msg_A",', "");
    const s = parseJsonl(text, { name: "no-first-id.jsonl" });
    const replies = s.events.filter((e) => e.kind === "assistant");
    // a1 has no message id to give; a3 (req_1) then keeps its own, nothing before it named req_1
    expect(replies.map((e) => e.messageId)).toEqual([undefined, "msg_B", "msg_C"]);
  });

  it("changes nothing where no record carries a requestId, even when message ids repeat apart", () => {
    const text = interleaved.replace(/"requestId":"req_\d",/g, "");
    const s = parseJsonl(text, { name: "no-request-ids.jsonl" });
    expect(s.events.filter((e) => e.kind === "assistant").map((e) => e.messageId)).toEqual(["msg_A", "msg_B", "msg_C"]);
    expect(s.groups).toHaveLength(4);
  });
});
