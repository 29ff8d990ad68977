// What a response becomes in a reduced scenario: its prose and thinking as an assistant event,
// then each call it made with the result answering it, a tool event per tool call and a skill
// event per Skill call (which also takes the skill body that follows). Its own file because a
// response is the one session event that becomes several scenario events.
import type { Block, Event } from "../model";
import { blocksText } from "../transcripts/blocks";
import { blockTokens, emit, eventTokens, type Reduction } from "./reduction";

type ToolUse = Extract<Block, { type: "tool_use" }>;
type ToolResult = Extract<Block, { type: "tool_result" }>;

/** Tool-input keys kept when tool inputs travel: what file re-attachment and microcompact read. */
const INPUT_KEYS = ["file_path", "path", "offset", "limit", "pattern", "glob", "command", "skill", "subagent_type", "description"];

export function writeResponse(ev: Event, reduction: Reduction): void {
  const counted = ev.usage && ev.usageCounted ? { usage: { ...ev.usage } } : {};
  // each event of the response names its model: the receiver sizes the system prompt + tools by
  // stream as the sender did (rules.md#model-streams)
  const model = ev.model ? { model: ev.model } : {};
  let lastTool = -1;
  ev.blocks.forEach((b, k) => b.type === "tool_use" && b.name !== "Skill" && (lastTool = k));
  writeProse(ev, reduction, counted, model);
  ev.blocks.forEach((b, k) => {
    if (b.type !== "tool_use") return;
    const res = reduction.resultOf.get(b.id);
    if (res) reduction.consumed.add(res.ev.i);
    if (b.name === "Skill") writeSkillCall(ev, reduction, b, res, model);
    // the response's usage rides on its last block, which is often a tool call
    else writeToolCall(ev, reduction, b, k, res, { ...model, ...(k === lastTool ? counted : {}) });
  });
}

/** The response's text and thinking as one assistant event, when it has any (or usage and no call to carry it). */
function writeProse(ev: Event, reduction: Reduction, counted: { usage?: Event["usage"] }, model: { model?: string }): void {
  let text = "";
  let textTokens = 0;
  let thinkingTokens = 0;
  ev.blocks.forEach((b, k) => {
    if (b.type === "text") {
      text += b.text;
      textTokens += blockTokens(reduction, ev, k);
    } else if (b.type === "thinking" || b.type === "redacted_thinking") thinkingTokens += blockTokens(reduction, ev, k);
  });
  const hasTool = ev.blocks.some((b) => b.type === "tool_use");
  if (textTokens || thinkingTokens || (counted.usage && !hasTool)) {
    reduction.stepOf[ev.i] = emit(reduction, {
      type: "assistant",
      text: reduction.shareText(text),
      tokens: textTokens,
      ...(thinkingTokens ? { thinkingTokens } : {}),
      ...model,
      ...(hasTool ? {} : counted),
    });
  }
}

/** A Skill call, its "Launching skill" result and the body after it: one skill event. */
function writeSkillCall(ev: Event, reduction: Reduction, b: ToolUse, res: { ev: Event } | undefined, model: { model?: string }): void {
  const name = skillName(b.input) ?? "skill";
  const next = res ? reduction.session.events[res.ev.i + 1] : undefined;
  const body = next?.kind === "skill-body" ? next : undefined;
  const bodyTokens = body ? eventTokens(reduction, body) : 0;
  if (body) {
    reduction.consumed.add(body.i);
    reduction.skills.set(name, {
      name,
      tokens: bodyTokens,
      ...(reduction.options.text !== "drop" ? { body: reduction.shareText(blocksText(body.blocks)) } : {}),
    });
  }
  const at = emit(reduction, { type: "skill", name, ...(bodyTokens ? { tokens: bodyTokens } : {}), ...model });
  if (reduction.stepOf[ev.i] < 0) reduction.stepOf[ev.i] = at;
  if (res) reduction.stepOf[res.ev.i] = at + 1;
  if (body) reduction.stepOf[body.i] = at + 2;
}

/** A tool call and its result: one tool event. */
function writeToolCall(
  ev: Event,
  reduction: Reduction,
  b: ToolUse,
  k: number,
  res: { ev: Event; k: number } | undefined,
  counted: { usage?: Event["usage"]; model?: string },
): void {
  const input = reduction.options.keepToolInputs ? pickInput(b.input, reduction.shareText) : {};
  const result = res ? (res.ev.blocks[res.k] as ToolResult) : undefined;
  const at = emit(reduction, {
    type: "tool",
    name: b.name,
    input,
    useTokens: blockTokens(reduction, ev, k),
    ...(result && res ? { result: reduction.shareText(result.content), resultTokens: blockTokens(reduction, res.ev, res.k) } : {}),
    ...(result?.isError ? { isError: true } : {}),
    ...counted,
  });
  if (reduction.stepOf[ev.i] < 0) reduction.stepOf[ev.i] = at;
  if (res) reduction.stepOf[res.ev.i] = at + 1;
}

function skillName(input: unknown): string | undefined {
  if (!input || typeof input !== "object") return undefined;
  const v = (input as Record<string, unknown>).skill ?? (input as Record<string, unknown>).command;
  return typeof v === "string" ? v.replace(/^\//, "") : undefined;
}

function pickInput(input: unknown, shareText: (s: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== "object") return out;
  for (const k of INPUT_KEYS) {
    const v = (input as Record<string, unknown>)[k];
    if (typeof v === "string") out[k] = shareText(v);
    else if (typeof v === "number") out[k] = v;
  }
  return out;
}
