// The checks and limits of a scenario's fields (docs/scenario-format.md): what a token count, a
// wait, an HTTP status and an event must be, and the note written when one is not. Apart from the
// building of events (scenario-events.ts) so each limit is read in one place.
import type { ParseIssue } from "../model";
import { depthMessage, isRecord, kindOf, valueDepth } from "../input/check";
import { boundedNumber, readNumber, COUNT } from "../input/number";
import { MAX_DEPTH } from "../limits";
import { instant } from "../input/instant";

const HTTP_STATUS = { min: 100, max: 599, integer: true };
/** the status a scenario's api-error stands for when it names none: "prompt is too long" */
const DEFAULT_STATUS = 413;
/** a year: longer waits would push timestamps past what a Date can hold */
export const MAX_WAIT_MINUTES = 525_600;

export const textField = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** A token field: whole, finite, at least 0; anything else is reported and ignored. */
export function tokenField(v: unknown, where: string, line: number, warnings: ParseIssue[]): number | undefined {
  if (v === undefined || v === null) return undefined;
  // the one bounded reader; a fraction is rounded as before, without a note
  const r = readNumber(v, COUNT, "token count");
  if (r.value === undefined)
    warnings.push({ line, message: `${where}: token count ${kindOf(v)} is not a whole number from 0 to 1e9; ignored` });
  return r.value;
}

/**
 * The model a response names (rules.md#model-streams: its system prompt + tools follow its stream):
 * text, read as a transcript's is; anything else is reported and ignored.
 */
export function modelField(v: unknown, where: string, line: number, warnings: ParseIssue[]): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return v;
  warnings.push({ line, message: `${where}: "model" is ${kindOf(v)} where text was expected; ignored` });
  return undefined;
}

/** Why an event cannot be read at all (not an object, nested too deep, a type that is no text), or undefined. */
export function unreadableEvent(e: unknown, idx: number): string | undefined {
  if (!isRecord(e)) return `events[${idx}] is not an object; ignored`;
  if (valueDepth(e, MAX_DEPTH) > MAX_DEPTH) return `events[${idx}] is ${depthMessage(MAX_DEPTH)}`;
  const type = e.type;
  if (type !== undefined && typeof type !== "string") return `events[${idx}]: "type" is ${kindOf(type)} where text was expected; ignored`;
  return undefined;
}

/** An event's own `at`, when it is a date a Date can read. */
export function eventTime(at: unknown): number | undefined {
  const s = textField(at);
  const t = instant(s);
  return Number.isNaN(t) ? undefined : t;
}

/** A wait's minutes: a number from 0 to a year, else 0 with a warning. */
export function waitMinutes(minutes: unknown, where: string, line: number, warnings: ParseIssue[]): number {
  const ok = typeof minutes === "number" && Number.isFinite(minutes) && minutes >= 0 && minutes <= MAX_WAIT_MINUTES;
  if (!ok) warnings.push({ line, message: `${where}: wait needs "minutes" (a number from 0 to ${MAX_WAIT_MINUTES}, a year); read as 0` });
  return ok ? minutes : 0;
}

/** An api-error's HTTP status through the bounded reader; absent or unreadable, the documented 413. */
export function httpStatus(status: unknown, where: string, line: number, warnings: ParseIssue[]): number {
  if (status === undefined) return DEFAULT_STATUS;
  return boundedNumber(status, HTTP_STATUS, `${where}: "status"`, (m) => warnings.push({ line, message: m })) ?? DEFAULT_STATUS;
}
