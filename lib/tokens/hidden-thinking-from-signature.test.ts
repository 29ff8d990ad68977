// The hidden-thinking rule by hand: tokens = signature bytes x the model family's tokens per byte.
import { describe, expect, it } from "vitest";
import type { Block, Event } from "../model";
import { eventHiddenThinking, hiddenThinkingPerByte, hiddenThinkingTokens, isHiddenThinking } from "./hidden-thinking-from-signature";

const hidden = (signatureBytes: number): Block => ({ type: "thinking", thinking: "", signatureBytes });
const response = (model: string | undefined, blocks: Block[]): Event =>
  ({
    i: 0,
    kind: "assistant",
    recordType: "assistant",
    role: "assistant",
    blocks,
    group: 0,
    extra: {},
    ...(model ? { model } : {}),
  }) as Event;

describe("hidden thinking sized from its signature", () => {
  it("sizes an empty block by its model family: 1,000 bytes are 380 tokens on claude-opus-4-7, 280 on claude-sonnet-4-6", () => {
    expect(hiddenThinkingTokens(hidden(1_000), "claude-opus-4-7")).toBe(380);
    expect(hiddenThinkingTokens(hidden(1_000), "claude-sonnet-4-6")).toBe(280);
    // a dated name is the same family
    expect(hiddenThinkingTokens(hidden(2_000), "claude-sonnet-4-5-20250929")).toBe(480);
    // 1,234 x 0.29 = 357.86
    expect(hiddenThinkingTokens(hidden(1_234), "claude-opus-4-6")).toBe(358);
  });

  it("a Claude model not in the table takes the pooled 0.35; another vendor's signature sizes nothing", () => {
    expect(hiddenThinkingPerByte("claude-opus-9")).toBe(0.35);
    expect(hiddenThinkingTokens(hidden(1_000), "claude-opus-9")).toBe(350);
    expect(hiddenThinkingTokens(hidden(1_000), "glm-4.7")).toBe(0);
    expect(hiddenThinkingTokens(hidden(1_000), "deepseek-v4-pro")).toBe(0);
    expect(hiddenThinkingTokens(hidden(1_000), undefined)).toBe(0);
  });

  it("only an empty block with a signature and no given count is hidden", () => {
    expect(isHiddenThinking(hidden(500))).toBe(true);
    expect(isHiddenThinking({ type: "thinking", thinking: " \n", signatureBytes: 500 })).toBe(true);
    // visible thinking is counted from its text
    expect(isHiddenThinking({ type: "thinking", thinking: "Let me check.", signatureBytes: 500 })).toBe(false);
    // no signature: nothing says it held anything
    expect(isHiddenThinking({ type: "thinking", thinking: "" })).toBe(false);
    // a count given in the file (a scenario, a share snapshot) wins
    expect(isHiddenThinking({ type: "thinking", thinking: "", signatureBytes: 500, tokens: 7 })).toBe(false);
    expect(isHiddenThinking({ type: "text", text: "" })).toBe(false);
  });

  it("an event's hidden thinking is the sum of its blocks', on responses only", () => {
    const ev = response("claude-opus-4-8", [hidden(1_000), { type: "text", text: "done" }, hidden(200)]);
    // 1,000 x 0.35 + 200 x 0.35 = 350 + 70
    expect(eventHiddenThinking(ev)).toBe(420);
    expect(eventHiddenThinking({ ...ev, kind: "user" })).toBe(0);
  });
});
