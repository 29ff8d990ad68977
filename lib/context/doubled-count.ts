// A recorded count that doubles is not the context (rules.md#versions). In three tune files, all
// on the model name `claude-opus-4.6` (a proxied name, Claude Code 2.1.105 to 2.1.116), 7 requests
// that read nothing from the cache record 1.85 to 2.15 times the input of the request before them,
// each followed by an auto compaction whose preTokens is that count or by a request back at the
// old count (docs/versions.md#doubled-count). Read as context they proved a 1,000,000-token window
// (peaks of 255,937 and 313,027 tokens) in two sessions whose other compactions sit on the
// 200,000-token window's 167,000 line. Nothing before such a request says when one comes (its gap
// is 0.5 to 76 minutes, like those of requests that do not double), so the rules do not predict
// them; they only stop taking them as evidence of the window. The request before must have read
// its cache, or an auto compaction must follow: a file whose counts alternate between two
// conversations with no cache at all (a third-party model) is not counting anything twice.
import { usageInput, type Event, type Session } from "../model";

/** The input over the previous request's that reads as the context counted twice. */
export const DOUBLED_MIN = 1.85;
export const DOUBLED_MAX = 2.15;

const inputOf = (ev: Event): number => (ev.usage ? usageInput(ev.usage) : 0);

/**
 * The events whose counted usage is a doubled count: no cache read, 1.85 to 2.15 times the input of
 * the request before it, and either that request read its cache or an auto compaction follows
 * before the next request (a count that started it, as the recording's preTokens show).
 */
export function doubledCounts(session: Session): Set<number> {
  const out = new Set<number>();
  let prev: Event | null = null;
  let candidate: { i: number; confirmed: boolean } | null = null;
  const settle = () => {
    if (candidate?.confirmed) out.add(candidate.i);
    candidate = null;
  };
  for (const ev of session.events) {
    if (ev.kind === "compact-boundary") {
      if (candidate && (ev.compact?.trigger ?? "auto") === "auto") candidate.confirmed = true;
      settle();
      prev = null;
      continue;
    }
    if (ev.kind !== "assistant" || !ev.usage || !ev.usageCounted || ev.extra.isApiErrorMessage === true) continue;
    const input = inputOf(ev);
    if (input <= 0) continue;
    settle();
    if (prev && ev.usage.cache_read_input_tokens === 0) {
      const r = input / inputOf(prev);
      if (r >= DOUBLED_MIN && r <= DOUBLED_MAX) candidate = { i: ev.i, confirmed: prev.usage!.cache_read_input_tokens > 0 };
    }
    prev = ev;
  }
  settle();
  return out;
}
