// A pasted request has no length limit, but the router's rules are written for requests: what a
// request asks sits at its start ("fix this: <log>") or its end ("<log> why does this fail?"), and
// a 100 KB log in between only costs time. Some rules read a long run of one kind of character in
// time that grows with the square of its length (a pattern retried from every start of the run, which
// the regex checks do not flag: docs/hostile-inputs.md), in triage's named files and sections, the
// split of a compound request, git names, and retrieval's reading of a long word (loanword spellings,
// English compound splits). So everything after the prefilter (retrieval, triage, named-for-the-job,
// delegation, decomposition, git names; and explain / retrieve, so "why not" agrees with the route)
// reads one bounded window of a long request: its first and last REQUEST_WINDOW_END characters, each
// cut at whitespace, joined by a line break. The prefilter still reads the whole request: its rules
// (the repeat of the last turn, a slash at the start, word counts) are linear and the repeat rule
// needs the whole text. The trace keeps the request as typed and says what was read.

/**
 * Characters read at each end of a long request. The longest request of the 47 tune gold sets
 * (3,508 cases) has 389 characters, so no gold request is cut: a request is cut only past twice this
 * (4,000). At this size a 2,000-character run costs the slowest rule a few tens of milliseconds, where
 * a 100 KB one cost seconds (docs/hostile-inputs.md, "A window on long requests").
 */
export const REQUEST_WINDOW_END = 2_000;

/** How far back from a cut (a quarter of the end) the cut looks for whitespace before cutting inside a word. */
const WHITESPACE_REACH = REQUEST_WINDOW_END / 4;

export interface RequestWindow {
  /** what the rules read: the request itself when it is short enough */
  text: string;
  /** characters of the request left out in the middle (0: the whole request is read) */
  left: number;
}

const isSpace = (c: string) => /\s/.test(c);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** the length of the head to keep: up to `end`, back to whitespace within reach, never splitting a surrogate pair */
function headCut(text: string, end: number, reach: number): number {
  for (let i = end; i > end - reach; i--) if (isSpace(text[i])) return i;
  return isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
}

/** where the tail starts: `text.length - end`, on to whitespace within reach, never splitting a surrogate pair */
function tailCut(text: string, end: number, reach: number): number {
  const from = text.length - end;
  for (let i = from - 1; i < from - 1 + reach; i++) if (isSpace(text[i])) return i + 1;
  return isLowSurrogate(text.charCodeAt(from)) ? from + 1 : from;
}

/** The part of a request the router's rules read: the whole of a short one, the two ends of a long one. */
export function requestWindow(text: string, end: number = REQUEST_WINDOW_END): RequestWindow {
  if (text.length <= 2 * end) return { text, left: 0 };
  const reach = Math.min(WHITESPACE_REACH, Math.floor(end / 4));
  const head = text.slice(0, headCut(text, end, reach)).trimEnd();
  const tailFrom = tailCut(text, end, reach);
  const tail = text.slice(tailFrom).trimStart();
  return { text: `${head}\n${tail}`, left: tailFrom - head.length };
}

/** what a user reads about the window (the trace, the CLI, the flow's prompt node) */
export function windowNote(w: RequestWindow, end: number = REQUEST_WINDOW_END): string {
  return `a long request: read its first and last ${end.toLocaleString("en-US")} characters (${w.left.toLocaleString("en-US")} characters in the middle not read)`;
}
