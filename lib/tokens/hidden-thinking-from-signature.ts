// Hidden thinking sized from its signature (rules.md#hidden-thinking). From Claude Code 2.1.71 on, a
// Claude model's thinking is often written as an empty block with only a `signature`: the thinking
// itself is encrypted in that signature. The model still produced it, the output count includes
// it, and the next request sends it back, so it occupies the context like any other output; an
// estimate of the visible text sizes it as nothing. Where the output count is known the recording
// says how big it was; where it is not (a what-if after its fork, a placeholder count), the
// signature's length does.
//
// Evidence (docs/versions.md#hidden-thinking-evidence; tune set, counts only): on 12,283 Claude
// responses whose thinking is empty with a signature and whose output count is real, the output
// count less the estimate of the visible output grows with the signature's length (R² 0.91 on
// claude-sonnet-4-6, claude-opus-4-6 and claude-opus-4-7, 0.53 on claude-sonnet-4-5, 0.24 on
// claude-haiku-4-5), and the next request's input grows by the whole output count, hidden part
// included (median 0.88 to 1.07 of it per model, at tool loops and at new prompts). Visible
// thinking has no such hidden part (its output count matches its text), so only empty blocks are
// sized this way. Other model names write signatures that measure nothing and are left at zero.
import type { Block, Event } from "../model";

/**
 * Tokens of hidden thinking per byte of base64 signature, per Claude model family: the sum of the
 * hidden output over the sum of signature bytes on the tune set (unbiased in total, which is what
 * a context's growth adds up). Longest prefix first.
 */
export const HIDDEN_THINKING_PER_SIGNATURE_BYTE: readonly (readonly [prefix: string, tokensPerByte: number])[] = [
  ["claude-sonnet-4-5", 0.24],
  ["claude-sonnet-4-6", 0.28],
  ["claude-haiku-4-5", 0.23],
  ["claude-opus-4-6", 0.29],
  ["claude-opus-4-7", 0.38],
  ["claude-opus-4-8", 0.35],
  ["claude-opus-5", 0.43],
];

/** Any other Claude model name: every family above pooled. */
export const HIDDEN_THINKING_DEFAULT_PER_BYTE = 0.35;

/** Tokens per signature byte for a model name; 0 for a model that is not Claude's. */
export function hiddenThinkingPerByte(model: string | undefined): number {
  if (!model || !model.startsWith("claude-")) return 0;
  for (const [prefix, perByte] of HIDDEN_THINKING_PER_SIGNATURE_BYTE) if (model.startsWith(prefix)) return perByte;
  return HIDDEN_THINKING_DEFAULT_PER_BYTE;
}

/** A thinking block whose text is empty but whose signature is not: its thinking is hidden. */
export function isHiddenThinking(b: Block): b is Extract<Block, { type: "thinking" }> & { signatureBytes: number } {
  return b.type === "thinking" && b.tokens === undefined && (b.signatureBytes ?? 0) > 0 && b.thinking.trim() === "";
}

/** The hidden thinking of one block of a response by `model`, in tokens (0 when it is not hidden). */
export function hiddenThinkingTokens(b: Block, model: string | undefined): number {
  return isHiddenThinking(b) ? Math.round(b.signatureBytes * hiddenThinkingPerByte(model)) : 0;
}

/** The hidden thinking of an event's blocks, in tokens. */
export function eventHiddenThinking(ev: Event): number {
  if (ev.kind !== "assistant") return 0;
  let t = 0;
  for (const b of ev.blocks) t += hiddenThinkingTokens(b, ev.model);
  return t;
}
