// The simulator: replays a session through Claude Code's context rules (rules.md#tiers) and records,
// after every event, how full the window is, which threshold it crossed, which compaction tier
// fired, where it cut, and what the context holds.
//
// Cheap in any order: per step it stores only numbers (tokens per category, meter state, cache
// figures). The live list is stored once per epoch (an epoch starts at each compaction); between
// compactions the list only grows by appending events, and microcompact clears are logged with
// their step, so snapshotAt(step) rebuilds the list of one step in O(live items + clears).
//
// Decisions where the spec is silent (each is also stated where it is implemented):
// - Compaction runs before a request: at the first record of an assistant response (streaming
//   splits are one request), at a `compact-command`, and at an `api-error` (the 413'd request).
//   A compaction at step i runs before event i is added; snapshotAt(i) shows the result plus event i.
// - `used` (what the thresholds see) follows rules.md#thresholds: the last recorded usage plus an estimate of
//   what changed after it (anchorUsed + estimate - anchorEst). Recorded usage only describes the
//   simulated context while the two are the same: the anchor freezes at the first simulated change
//   and resets to the estimate at a simulated compaction. A recorded session's estimates come from
//   the calibrated table (tokens/calibrate.ts), so what-ifs and the unrecorded tail carry it.
// - Replay and what-if (fork.ts): a recorded session (JSONL or Messages API with usage) under the
//   settings it ran under (versions.ts) follows the recording: usage anchors the meter at every
//   response, a boundary's preTokens too; each recorded compaction (boundary, microcompact boundary,
//   implied drop) is taken as it happened, and what the rules would run before each request is
//   laid beside it as a predicted compaction, not applied. Under other settings the session follows
//   the recording too, until the first step where those settings decide otherwise than the
//   recording's (a tier fires that the recording's settings do not, or the reverse, or a recorded
//   auto compaction these settings would not reach): from that fork on, the rules alone run, and
//   the recorded boundaries, their summaries and the re-attachments written after them are skipped
//   (meta / attachment / skill-body records before the next prompt or response). Recorded and
//   simulated compactions are paired one to one (recorded.ts). Claude Code's synthetic "Prompt is
//   too long" assistant record counts as a 413; other API-error records are errors, never usage.
// - JSONL files do not record the system prompt and tools: as in recorded.ts, their size is
//   inferred from the first recorded usage and drawn as the "system" segment.
// - Cleared tool results keep their tool_result block with a stub (time-based and cache edit:
//   "[Old tool result content cleared]"; file unchanged: Claude Code's one-line notice), counted
//   with the counter. Cache-edit deletions are server-side: the kept tail of a later compaction is
//   sent whole again.
// - Time-based microcompact keeps the most recent N compactable results (cleared or not, as Claude
//   Code counts them); cache edit counts only results still uncleared. Time-based runs first; when
//   it fires, cache edit does not run on that request.
// - Session memory is taken to cover the whole conversation so far (a scenario cannot say up to
//   where it was written); it re-attaches skills but no files. If it would summarise nothing, or
//   leave the context at or over A, the full compaction runs instead.
// - A full compaction keeps no messages (Claude Code's compactConversation). Its own request is
//   "too long" when it is over the effective window E (it is sent with max_tokens = R); then the
//   oldest groups are dropped until the excess is covered, never the newest group.
// - An auto-compaction fails when its request stays too long or its result is still at or over A
//   (the result is kept, but the next request would compact again); failures count towards the
//   circuit breaker, which only stops auto-compaction (/compact and reactive still run).
// - Prompt cache: each request reads from cache the part of its input identical to the previous
//   request's input (the cached prefix), unless the cache lifetime passed; a local edit breaks the
//   prefix at the edited message, a cache edit shrinks it by what it deleted, a compaction keeps
//   only the unchanged leading startup items. Cache figures use the estimate, not `used`.
import { safeText } from "../input/check";
import { CATEGORIES, usageTotal, type Category, type Event, type Session, type StartupItem } from "../model";
import { CATEGORY_INDEX, NC, blockCategory, inContext, type TokenTable } from "../tokens/count";
import { chars4Counter, type TextCounter } from "../tokens/estimators";
import { calibrate, calibratedTable, type Calibration } from "../tokens/calibrate";
import { recordingSettings, type VersionChoice } from "./versions";
import { impliedCompactions, pairCompactions } from "./recorded";
import { adjustIndexToPreserveAPIInvariants, cutItemOf, groupStarts } from "./cut";
import { buildRecordedTimeline } from "./recorded";
import { declinesRecorded, forkReason, sameRules, type Decision } from "./fork";
import {
  reattachFiles,
  specSkillReattacher,
  type FileReadState,
  type InvokedSkill,
  type ReattachedFile,
  type ReattachResult,
  type SkillReattacher,
  type SkippedFile,
} from "./reattach";
import { METER_STATES, meterState, thresholds, type Settings, type Thresholds } from "./settings";
import { cloneItem } from "./snapshot";
import { buildSummary, collectFacts, EDIT_TOOLS, filePathOf, type FactSource, type SummaryFacts, type SummaryInfo } from "./summary";

export type Tier = "microcompact-time" | "microcompact-cache" | "file-unchanged" | "session-memory" | "full" | "reactive";

export const TIERS: readonly Tier[] = ["microcompact-time", "microcompact-cache", "file-unchanged", "session-memory", "full", "reactive"];

export const TIER_LABEL: Record<Tier, string> = {
  "microcompact-time": "Microcompact (time-based)",
  "microcompact-cache": "Microcompact (cache edit)",
  "file-unchanged": "File unchanged",
  "session-memory": "Session-memory compaction",
  full: "Full compaction",
  reactive: "Reactive compaction",
};

export type Trigger =
  /** the context reached the auto-compact threshold */
  | "auto"
  /** `/compact [instructions]` */
  | "manual"
  /** `/context` under the seed preset (the seed's slip) */
  | "context-command"
  /** the API answered 413 prompt-too-long */
  | "prompt-too-long"
  /** time-based microcompact: the gap since the last assistant message */
  | "time-gap"
  /** cache-edit microcompact: the count of compactable tool results */
  | "tool-count"
  /** a Read of an unchanged file */
  | "repeat-read";

export type ClearHow = "time" | "cache-edit" | "file-unchanged";

/** Stub texts that replace cleared tool results (their token counts come from the counter). */
export const STUB_TEXT: Record<ClearHow, string> = {
  time: "[Old tool result content cleared]",
  "cache-edit": "[Old tool result content cleared]",
  "file-unchanged":
    "File unchanged since last read. The content from the earlier Read tool_result in this conversation is still current — refer to that instead of re-reading.",
};

export interface ClearedBlock {
  event: number;
  /** index of the tool_result block in its event */
  block: number;
  tool: string;
  how: ClearHow;
  /** tokens of the content before */
  tokens: number;
  /** tokens of the stub that replaced it */
  stubTokens: number;
}

export type LiveItemKind = "event" | "boundary" | "summary" | "file" | "skill";

/** One message of the context (startup items are listed apart). */
export interface LiveItem {
  kind: LiveItemKind;
  /** the event it is (kind "event") or comes from (re-attached file or skill); -1 for none */
  event: number;
  tokens: number;
  /** the category most of its tokens go to */
  category: Category;
  label?: string;
  /** tool results of this event replaced by stubs */
  cleared?: ClearedBlock[];
  /** the compaction that made this item (synthetic items) */
  compaction?: number;
}

export interface Span {
  items: number;
  tokens: number;
  /** first and last event index among the items, -1 when none */
  firstEvent: number;
  lastEvent: number;
}

export interface StartupRemoval {
  index: number;
  label: string;
  tokens: number;
  afterCompaction: StartupItem["afterCompaction"];
}

export interface Compaction {
  /** position in Simulation.compactions */
  index: number;
  /** the step (event index) it ran at, before that event was added */
  step: number;
  tier: Tier;
  trigger: Trigger;
  /** false: it could not run (prompt-too-long after the retries, nothing to compact) or, for an auto-compaction, left the context still at or over A */
  ok: boolean;
  failure?: "prompt-too-long" | "nothing-to-compact" | "still-over-threshold";
  /** `used` just before, and the simulated context just after */
  tokensBefore: number;
  tokensAfter: number;
  /** index in the message list before it where the kept tail starts (= its length when nothing is kept); null for microcompacts */
  cutIndex: number | null;
  /** messages in the list before */
  liveBefore: number;
  summarised: Span;
  kept: Span;
  /** groups dropped from the head because the compaction request itself was too long */
  dropped: Span & { groups: number };
  retries: number;
  /** tool results replaced by stubs (microcompacts) */
  cleared: ClearedBlock[];
  reattached: {
    files: ReattachedFile[];
    skippedFiles: SkippedFile[];
    /** startup items re-injected from disk (memory files): still in the context after */
    memory: { index: number; label: string; tokens: number }[];
    skills: ReattachResult | null;
  };
  /** startup items that do not survive (skill listing, path-scoped rules) */
  removedStartup: StartupRemoval[];
  summary: SummaryInfo | null;
  instructions?: string;
  /** a session-memory compaction tried first whose result would have stayed at or over A */
  sessionMemoryAttempt?: { tokensAfter: number; cutIndex: number; kept: Span };
  /** runPostCompactCleanup steps (compactions only) */
  cleanup: string[];
  cache: {
    /** true when the cached prompt prefix stays valid (cache edit, stub at read time) */
    preserved: boolean;
    /** token offset from which the cached prefix is invalid, when not preserved */
    invalidatedFrom: number | null;
    /** cache edit: tokens deleted from the cached prefix on the server */
    deletedFromCache: number;
  };
  /** consecutive failed auto-compactions after this one (circuit breaker) */
  consecutiveFailures: number;
  /**
   * true: the rules would have run it here, but the replay follows the recording, so it is laid
   * beside the recorded compactions and not applied (the context after it is the recording's)
   */
  predicted: boolean;
  /** API round of the step it ran at */
  round: number;
  /** 1-based file line of the record it runs before */
  line?: number;
  /** the message list just after (no system prompt, tools or startup items): recorded postTokens' quantity */
  messagesAfter: number;
}

export interface SimNote {
  step: number;
  kind: "blocked" | "breaker-open" | "compaction-failed" | "prompt-too-long" | "api-error";
  message: string;
}

export interface RecordedCompaction {
  /** the compact_boundary (or microcompact_boundary) event; for an implied one, the request after the drop */
  step: number;
  /** "compact": a compact boundary or an implied one; "microcompact": a recorded microcompaction */
  kind: "compact" | "microcompact";
  trigger: "auto" | "manual";
  /** a large drop of recorded usage with no boundary record */
  implied?: boolean;
  preTokens?: number;
  postTokens?: number;
  /** microcompact: the tokens the record says it freed */
  tokensSaved?: number;
  /** what the replay's meter read just before the boundary, from the last usage and the estimate since (before preTokens is taken) */
  estimatedPre?: number;
  durationMs?: number;
  /** API round and 1-based file line */
  round: number;
  line?: number;
  /** true when the replay took it as it happened; false after a what-if forked away from the recording */
  taken: boolean;
  /** its one simulated counterpart (same trigger, between its recorded neighbours), or null: missed */
  match: {
    compaction: number;
    step: number;
    tier: Tier;
    /** simulated step - recorded step */
    stepDiff: number;
    /** simulated round - recorded round */
    roundDiff: number;
    /** simulated tokensBefore - recorded preTokens */
    tokenDiff: number | null;
    /** simulated messagesAfter - recorded postTokens (both without system prompt and tools) */
    tokenAfterDiff: number | null;
  } | null;
}

/** Where a what-if left the recording. */
export interface Fork {
  step: number;
  line?: number;
  round: number;
  reason: string;
}

interface ClearRecord extends ClearedBlock {
  step: number;
  /** position of the item in the epoch's list */
  pos: number;
}

export interface Epoch {
  /** first step whose list this is (the compaction's step); -1 for the session start */
  start: number;
  /** the compaction that opened it, -1 for the first */
  compaction: number;
  /** the list right after the compaction */
  base: LiveItem[];
  /** offset in Simulation.appendOrder where this epoch's appended events begin */
  appendStart: number;
  startupLive: boolean[];
  /** microcompact clears in this epoch, in step order */
  clears: ClearRecord[];
}

export interface StartupInfo {
  label: string;
  category: Category;
  tokens: number;
  afterCompaction: StartupItem["afterCompaction"];
}

export type TokenSource = "recorded usage" | "estimate + recorded drift" | "estimate" | "calibrated estimate";

export interface Simulation {
  name: string;
  format: Session["format"];
  estimator: TokenTable["estimator"];
  settings: Settings;
  thresholds: Thresholds;
  /** number of steps = number of events; step i is the state after event i */
  steps: number;
  startup: StartupInfo[];
  overhead: { tokens: number; source: "startup" | "inferred" | "none" };
  /** the state before the first event (step -1) */
  initial: { tokens: number; byCategory: Float64Array; startupLive: boolean[] };
  /** per step: `used`, what the thresholds see */
  tokens: Float64Array;
  /** per step: the simulated context estimated from the token table */
  estimated: Float64Array;
  /** per step and category: byCategory[step * NC + category] (estimates) */
  byCategory: Float64Array;
  /** per step: index into METER_STATES */
  meter: Uint8Array;
  /** per step: index into the token sources */
  source: Uint8Array;
  /** per step with a request: its input tokens, cache read and cache creation (NaN elsewhere) */
  requestInput: Float64Array;
  cacheRead: Float64Array;
  cacheCreation: Float64Array;
  /** per step: tokens of the context still valid in the prompt cache */
  cachedPrefix: Float64Array;
  /** events in the order they entered the live list, and how many had after each step */
  appendOrder: Int32Array;
  appendCount: Int32Array;
  eventTokens: Float64Array;
  eventCategory: Uint8Array;
  epochs: Epoch[];
  compactions: Compaction[];
  recorded: RecordedCompaction[];
  /** simulated compactions (session memory, full, reactive) no recorded one pairs with */
  extra: number[];
  notes: SimNote[];
  /**
   * replay: the settings the recording ran under, following it; what-if: other settings, following
   * the recording until the first step where they decide otherwise (`fork`); simulation: a scenario
   */
  mode: "replay" | "what-if" | "simulation";
  fork: Fork | null;
  /** the settings the recording ran under (replay and what-if) */
  recording: Settings | null;
  version: VersionChoice;
  /** null for scenarios (their counts are explicit) and when turned off */
  calibration: Calibration | null;
}

export interface SimulateOptions {
  /** the settings the recording ran under; default: the preset its Claude Code version chooses */
  recording?: Settings;
  /** scale the estimate by the session's measured ratio (default true for recorded sessions) */
  calibrate?: boolean;
  /** false: the rules alone from the first record, never following the recording (a what-if from the start) */
  replay?: boolean;
  /** the skills module's re-attachment rule (rules.md#skills); defaults to lib/skills/reattach.ts */
  reattachSkills?: SkillReattacher;
  /** counts stubs and generated summary lines; defaults to chars/4 */
  counter?: TextCounter;
}

const CLEANUP_CC: readonly string[] = [
  "reset microcompact state (time-based and cache-edit bookkeeping)",
  "clear cached system prompt sections",
  "clear classifier approvals",
  "clear session message cache",
  "reset user-context cache: CLAUDE.md and friends (main thread)",
  "reset memory-file cache (main thread)",
  "invoked skills kept (not cleared)",
];
const CLEANUP_SEED: readonly string[] = [
  "clear CLAUDE.md caches",
  "reset MCP schema cache",
  "clear attachment cache",
  "reset getUserContext cache (main thread)",
];

const SYSTEM = CATEGORY_INDEX.system;
const CLEAR_CODE: Record<ClearHow, number> = { time: 1, "cache-edit": 2, "file-unchanged": 3 };
const CONTEXT_COMMAND = /<command-name>\/context<\/command-name>|^\s*\/context(?:\s|$)/;

const emptySpan = (): Span => ({ items: 0, tokens: 0, firstEvent: -1, lastEvent: -1 });

function spanOf(items: readonly LiveItem[]): Span {
  const s = emptySpan();
  for (const it of items) {
    s.items++;
    s.tokens += it.tokens;
    if (it.kind === "event") {
      if (s.firstEvent < 0) s.firstEvent = it.event;
      s.lastEvent = it.event;
    }
  }
  return s;
}

function textOf(ev: Event): string {
  let s = "";
  for (const b of ev.blocks) if (b.type === "text") s += (s ? "\n" : "") + b.text;
  return s;
}

/** A message "with text" for the session-memory minimum (Claude Code's hasTextBlocks). */
function hasText(ev: Event, table: TokenTable): boolean {
  if (ev.kind !== "user" && ev.kind !== "assistant" && ev.kind !== "meta" && ev.kind !== "skill-body") return false;
  const off = table.blockOffset[ev.i];
  return ev.blocks.some((b, k) => b.type === "text" && (b.text.trim() !== "" || table.blockTokens[off + k] > 0));
}

/** The assistant record Claude Code writes itself when the API answers prompt-too-long. */
function isPromptTooLongRecord(ev: Event): boolean {
  // the reader reads an API error's status from its text (record-types.ts): only a 413 is prompt-too-long
  if (ev.kind === "api-error") return ev.extra.status === 413 || /prompt is too long/i.test(textOf(ev));
  return (ev.extra.isApiErrorMessage === true || ev.model === "<synthetic>") && /prompt is too long/i.test(textOf(ev));
}

const tsOf = (ev: Event): number => (ev.timestamp ? Date.parse(ev.timestamp) : NaN);

interface Plan {
  tier: Tier;
  cut: number;
  /** the new message list: boundary, summary, re-attachments, kept tail */
  items: LiveItem[];
  kept: LiveItem[];
  summarised: LiveItem[];
  dropped: LiveItem[];
  droppedGroups: number;
  retries: number;
  startupLive: boolean[];
  removedStartup: StartupRemoval[];
  memory: { index: number; label: string; tokens: number }[];
  files: { attached: ReattachedFile[]; skipped: SkippedFile[] } | null;
  skills: ReattachResult | null;
  summary: SummaryInfo;
  facts: SummaryFacts | null;
  tokensAfter: number;
}

/**
 * Replays `session` under `settings`. Token counts come from `table`; stubs and generated summary
 * lines are counted with `opts.counter` (chars/4 by default).
 */
export function simulate(session: Session, rawTable: TokenTable, settings: Settings, opts: SimulateOptions = {}): Simulation {
  const S = settings;
  const T = thresholds(S);
  // ---- replay or what-if (fork.ts), and the calibrated table (calibrate.ts) ----
  const rec = recordingSettings(session);
  const version = rec.choice;
  const isRecording = session.format !== "scenario" && session.events.some((e) => e.usage && e.usageCounted);
  const calibration = isRecording && opts.calibrate !== false ? calibrate(session, rawTable) : null;
  const table = calibration ? calibratedTable(calibration, session, rawTable) : rawTable;
  const B = isRecording ? (opts.recording ?? rec.settings) : null;
  const TB = B ? thresholds(B) : null;
  const fromStart = !!B && opts.replay === false;
  const whatIf = !!B && (fromStart || !sameRules(S, B));
  const mode: Simulation["mode"] = B ? (whatIf ? "what-if" : "replay") : "simulation";
  /** true while the replay follows the recording (always in replay mode; until the fork in a what-if) */
  let following = !!B && !fromStart;
  let fork: Fork | null = fromStart
    ? {
        step: 0,
        round: session.events[0]?.group ?? 0,
        ...(session.events[0]?.line !== undefined ? { line: session.events[0].line } : {}),
        reason: "the rules alone from the first record",
      }
    : null;
  const implied = B ? impliedCompactions(session) : new Map<number, { pre: number; post: number }>();
  const counter = opts.counter ?? chars4Counter;
  const reattachSkills = opts.reattachSkills ?? specSkillReattacher(counter);
  const events = session.events;
  const n = events.length;
  const NB = table.blockOffset[n] ?? 0;
  const compactable = new Set(S.compactableTools);
  const stubTokens: Record<ClearHow, number> = {
    time: counter.count(STUB_TEXT.time),
    "cache-edit": counter.count(STUB_TEXT["cache-edit"]),
    "file-unchanged": counter.count(STUB_TEXT["file-unchanged"]),
  };

  // ---- static facts about the events ----
  const eventCategory = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    let best = -1;
    let bestT = 0;
    for (let c = 0; c < NC; c++) {
      const t = table.byCategory[i * NC + c];
      if (t > bestT) {
        bestT = t;
        best = c;
      }
    }
    const ev = events[i];
    eventCategory[i] = best >= 0 ? best : CATEGORY_INDEX[ev.blocks[0] ? blockCategory(ev, ev.blocks[0]) : "other"];
  }
  const toolUses = new Map<string, { name: string; input: unknown; event: number }>();
  for (const ev of events)
    for (const b of ev.blocks) if (b.type === "tool_use" && b.id) toolUses.set(b.id, { name: b.name, input: b.input, event: ev.i });

  const startup: StartupInfo[] = session.startup.map((s, k) => ({
    label: s.label,
    category: s.category,
    tokens: table.startup[k] ?? 0,
    afterCompaction: s.afterCompaction,
  }));
  let overhead: Simulation["overhead"] = { tokens: 0, source: "none" };
  if (startup.length) overhead = { tokens: 0, source: "startup" };
  else if (events.some((e) => e.usage && e.usageCounted)) {
    const o = buildRecordedTimeline(session, table).overhead;
    if (o.source === "inferred") overhead = { tokens: o.tokens, source: "inferred" };
  }
  const sm = session.scenario?.sessionMemory;
  const smTokens = sm ? (sm.tokens ?? (sm.text ? counter.count(sm.text) : 0)) : 0;
  const smAvailable = S.sessionMemoryEnabled && !!sm && (smTokens > 0 || !!sm.text?.trim());

  // ---- per-step output ----
  const tokensArr = new Float64Array(n);
  const estimatedArr = new Float64Array(n);
  const byCat = new Float64Array(n * NC);
  const meterArr = new Uint8Array(n);
  const sourceArr = new Uint8Array(n);
  const requestInput = new Float64Array(n).fill(NaN);
  const cacheRead = new Float64Array(n).fill(NaN);
  const cacheCreation = new Float64Array(n).fill(NaN);
  const cachedPrefix = new Float64Array(n);
  const appendOrder = new Int32Array(n);
  const appendCount = new Int32Array(n);
  let appendLen = 0;
  const compactions: Compaction[] = [];
  const notes: SimNote[] = [];
  const recorded: RecordedCompaction[] = [];
  const factsOf = new Map<number, SummaryFacts>();

  // ---- mutable state ----
  let work: LiveItem[] = [];
  const eventPos = new Int32Array(n).fill(-1);
  const included = new Uint8Array(n);
  const blockState = new Uint8Array(NB);
  let startupLive = startup.map(() => true);
  const msgCat = new Float64Array(NC);
  const startCat = new Float64Array(NC);
  let msgTokens = 0;
  let startTokens = 0;
  // used = anchorUsed + (estimate now - anchorEst): the last recorded usage plus the estimate of
  // what changed since, or after a compaction the estimate alone.
  let anchorUsed = 0;
  let anchorEst = 0;
  let anchored = false;
  let inSync = true;
  /** uncleared compactable tool results in the live list, in order (cache-edit candidates) */
  let compactableList: { pos: number; k: number }[] = [];
  let fileState = new Map<string, FileReadState>();
  const readKeys = new Map<string, { event: number; k: number }>();
  const lastWrite = new Map<string, number>();
  let lastAssistantTime = NaN;
  let lastAssistantId: string | undefined;
  let seenAssistant = false;
  let now = NaN;
  let haveCache = false;
  let cachedLen = 0;
  let prefixBreak = Infinity;
  let lastRequestTime = NaN;
  let lastRequestWorkLen = 0;
  let consecutiveFailures = 0;
  let breakerOpen = false;
  let skipRecordedReattach = false;

  const recomputeStartup = () => {
    startCat.fill(0);
    startTokens = overhead.tokens;
    startCat[SYSTEM] += overhead.tokens;
    startup.forEach((s, k) => {
      if (!startupLive[k]) return;
      startCat[CATEGORY_INDEX[s.category]] += s.tokens;
      startTokens += s.tokens;
    });
  };
  recomputeStartup();
  const est = () => startTokens + msgTokens;
  const used = () => anchorUsed + est() - anchorEst;
  const reanchor = () => {
    anchorUsed = est();
    anchorEst = anchorUsed;
  };
  reanchor();
  interface Mem {
    timeCleared: number;
    cacheCleared: number;
    autoArmed: boolean;
  }
  const newMem = (): Mem => ({ timeCleared: 0, cacheCleared: 0, autoArmed: true });
  const memS = newMem();
  const memB = newMem();

  const epochs: Epoch[] = [{ start: -1, compaction: -1, base: [], appendStart: 0, startupLive: [...startupLive], clears: [] }];
  const initial = { tokens: est(), byCategory: Float64Array.from(startCat), startupLive: [...startupLive] };
  const curEpoch = () => epochs[epochs.length - 1];

  const blockOf = (e: number, k: number) => table.blockOffset[e] + k;
  const toolOfResult = (e: number, k: number) => {
    const b = events[e].blocks[k];
    return b.type === "tool_result" ? toolUses.get(b.toolUseId) : undefined;
  };
  const isCompactable = (e: number, k: number) => {
    const t = toolOfResult(e, k);
    return !!t && compactable.has(t.name);
  };

  /** Replaces one tool_result block of a live item by its stub. */
  const clearBlock = (pos: number, k: number, how: ClearHow, step: number): ClearedBlock => {
    const item = work[pos];
    const e = item.event;
    const ev = events[e];
    const bi = blockOf(e, k);
    const orig = table.blockTokens[bi];
    const stub = stubTokens[how];
    const saved = orig - stub;
    item.tokens -= saved;
    msgTokens -= saved;
    msgCat[CATEGORY_INDEX[blockCategory(ev, ev.blocks[k])]] -= saved;
    const cb: ClearedBlock = { event: e, block: k, tool: toolOfResult(e, k)?.name ?? "", how, tokens: orig, stubTokens: stub };
    (item.cleared ??= []).push(cb);
    blockState[bi] = CLEAR_CODE[how];
    curEpoch().clears.push({ ...cb, step, pos });
    return cb;
  };

  const newCompaction = (step: number, tier: Tier, trigger: Trigger, before: number): Compaction => ({
    index: compactions.length,
    step,
    tier,
    trigger,
    ok: true,
    tokensBefore: before,
    tokensAfter: before,
    cutIndex: null,
    liveBefore: work.length,
    summarised: emptySpan(),
    kept: emptySpan(),
    dropped: { ...emptySpan(), groups: 0 },
    retries: 0,
    cleared: [],
    reattached: { files: [], skippedFiles: [], memory: [], skills: null },
    removedStartup: [],
    summary: null,
    cleanup: [],
    cache: { preserved: true, invalidatedFrom: null, deletedFromCache: 0 },
    consecutiveFailures,
    predicted: false,
    round: events[step]?.group ?? 0,
    ...(events[step]?.line !== undefined ? { line: events[step].line } : {}),
    messagesAfter: msgTokens,
  });

  // ---- appending an event ----
  const append = (i: number) => {
    const ev = events[i];
    const item: LiveItem = { kind: "event", event: i, tokens: table.perEvent[i], category: CATEGORIES[eventCategory[i]] };
    for (let c = 0; c < NC; c++) msgCat[c] += table.byCategory[i * NC + c];
    msgTokens += table.perEvent[i];
    const pos = work.length;
    work.push(item);
    eventPos[i] = pos;
    included[i] = 1;
    appendOrder[appendLen++] = i;

    ev.blocks.forEach((b, k) => {
      if (b.type === "tool_use" && EDIT_TOOLS.has(b.name)) {
        const p = filePathOf(b.input);
        if (p) lastWrite.set(p, i);
      }
      if (b.type !== "tool_result") return;
      const use = toolUses.get(b.toolUseId);
      if (use?.name === "Read" && !b.isError) {
        const p = filePathOf(use.input);
        if (p) {
          const inp = use.input as Record<string, unknown>;
          const key = `${p}\u0000${safeText(inp.offset)}\u0000${safeText(inp.limit)}`;
          const prev = readKeys.get(key);
          const already = b.content.startsWith("File unchanged since last read");
          const unchanged =
            S.fileUnchangedEnabled &&
            !already &&
            prev !== undefined &&
            eventPos[prev.event] >= 0 &&
            blockState[blockOf(prev.event, prev.k)] === 0 &&
            (lastWrite.get(p) ?? -1) < prev.event;
          const unchangedB =
            following &&
            whatIf &&
            B!.fileUnchangedEnabled &&
            !already &&
            prev !== undefined &&
            eventPos[prev.event] >= 0 &&
            blockState[blockOf(prev.event, prev.k)] === 0 &&
            (lastWrite.get(p) ?? -1) < prev.event;
          if (following && whatIf && unchanged !== unchangedB) {
            forkAt(
              i,
              unchanged
                ? "these settings answer this repeat Read with the file-unchanged stub; the recording's do not"
                : "the recording's settings answer this repeat Read with the file-unchanged stub; these do not",
            );
          }
          if (unchanged && following) {
            // The recording holds what the tool really returned: the stub is laid beside it.
            const c = newCompaction(i, "file-unchanged", "repeat-read", used());
            const orig = table.blockTokens[blockOf(i, k)];
            c.cleared.push({
              event: i,
              block: k,
              tool: "Read",
              how: "file-unchanged",
              tokens: orig,
              stubTokens: stubTokens["file-unchanged"],
            });
            c.predicted = true;
            c.tokensAfter = used() - orig + stubTokens["file-unchanged"];
            c.messagesAfter = msgTokens - orig + stubTokens["file-unchanged"];
            compactions.push(c);
          } else if (unchanged) {
            // Read dedup: the tool returns a one-line stub instead of the content (rules.md#tiers).
            const before = used();
            const c = newCompaction(i, "file-unchanged", "repeat-read", before);
            c.cleared.push(clearBlock(pos, k, "file-unchanged", i));
            inSync = false;
            c.tokensAfter = used();
            c.messagesAfter = msgTokens;
            compactions.push(c);
            const f = fileState.get(p);
            if (f) f.at = i;
          } else if (!already) {
            readKeys.set(key, { event: i, k });
            fileState.set(p, { path: p, at: i, event: i, tokens: table.blockTokens[blockOf(i, k)] });
          }
        }
      }
      if (use && compactable.has(use.name) && blockState[blockOf(i, k)] === 0) compactableList.push({ pos, k });
    });

    // API-error records carry all-zero usage: an error, never a measure of the context.
    if (
      ev.usage &&
      ev.usageCounted &&
      inSync &&
      usageTotal(ev.usage) > 0 &&
      ev.extra.isApiErrorMessage !== true &&
      ev.kind !== "api-error"
    ) {
      anchorUsed = usageTotal(ev.usage);
      anchorEst = est();
      anchored = true;
    }
  };

  // ---- tier 1: microcompact ----
  /** Time-based: clear every compactable tool result but the most recent N (local edit). */
  const microcompactTime = (step: number): boolean => {
    const all: { pos: number; k: number; offset: number }[] = [];
    let offset = startTokens;
    for (let pos = 0; pos < work.length; pos++) {
      const it = work[pos];
      if (it.kind === "event") {
        const ev = events[it.event];
        ev.blocks.forEach((b, k) => {
          if (b.type === "tool_result" && isCompactable(it.event, k)) all.push({ pos, k, offset });
        });
      }
      offset += it.tokens;
    }
    const upTo = all.length - S.microcompactKeepRecent;
    const targets = all.slice(0, Math.max(0, upTo)).filter((t) => blockState[blockOf(work[t.pos].event, t.k)] === 0);
    if (!targets.length) return false;
    const c = newCompaction(step, "microcompact-time", "time-gap", used());
    for (const t of targets) c.cleared.push(clearBlock(t.pos, t.k, "time", step));
    compactableList = compactableList.filter((x) => blockState[blockOf(work[x.pos].event, x.k)] === 0);
    const from = targets[0].offset;
    c.cache = { preserved: false, invalidatedFrom: from, deletedFromCache: 0 };
    prefixBreak = Math.min(prefixBreak, from);
    inSync = false;
    c.tokensAfter = used();
    compactions.push(c);
    return true;
  };

  /**
   * Cache edit: when the uncleared compactable results reach the trigger, delete all but the most
   * recent `keep` through cache_edits. Local messages stay; the cached prefix stays valid (less
   * what was deleted from it).
   */
  const microcompactCache = (step: number): boolean => {
    if (compactableList.length < S.cacheEditTrigger) return false;
    const cut = compactableList.length - S.cacheEditKeep;
    if (cut <= 0) return false;
    const targets = compactableList.slice(0, cut);
    const c = newCompaction(step, "microcompact-cache", "tool-count", used());
    let deleted = 0;
    for (const t of targets) {
      const cb = clearBlock(t.pos, t.k, "cache-edit", step);
      c.cleared.push(cb);
      if (t.pos < lastRequestWorkLen) deleted += cb.tokens - cb.stubTokens;
    }
    compactableList = compactableList.slice(cut);
    if (haveCache) cachedLen = Math.max(0, cachedLen - deleted);
    c.cache = { preserved: true, invalidatedFrom: null, deletedFromCache: deleted };
    inSync = false;
    c.tokensAfter = used();
    compactions.push(c);
    return true;
  };

  // ---- tiers 2-4: compaction plans ----
  const startupAfter = () => {
    const live = [...startupLive];
    const removed: StartupRemoval[] = [];
    const memory: Plan["memory"] = [];
    startup.forEach((s, k) => {
      if (!live[k]) return;
      if (s.afterCompaction === "lost" || s.afterCompaction === "not-reinjected") {
        live[k] = false;
        removed.push({ index: k, label: s.label, tokens: s.tokens, afterCompaction: s.afterCompaction });
      } else if (s.afterCompaction === "reinjected") {
        memory.push({ index: k, label: s.label, tokens: s.tokens });
      }
    });
    let tokens = overhead.tokens;
    startup.forEach((s, k) => {
      if (live[k]) tokens += s.tokens;
    });
    return { live, removed, memory, tokens };
  };

  /** Kept items as the next request sends them: cache-edit deletions were server-side only. */
  const keepItems = (items: readonly LiveItem[]): LiveItem[] =>
    items.map((it) => {
      const c = cloneItem(it);
      if (c.cleared?.some((x) => x.how === "cache-edit")) {
        for (const x of c.cleared) if (x.how === "cache-edit") c.tokens += x.tokens - x.stubTokens;
        c.cleared = c.cleared.filter((x) => x.how !== "cache-edit");
        if (!c.cleared.length) delete c.cleared;
      }
      return c;
    });

  const skillsFor = (step: number, kept: readonly LiveItem[]): ReattachResult | null => {
    const keptEvents = new Set(kept.filter((x) => x.kind === "event").map((x) => x.event));
    const invs: InvokedSkill[] = [];
    const latest = new Map<string, number>();
    for (const s of session.skills) {
      if (s.event >= step || !included[s.event] || events[s.event].kind !== "skill-body") continue;
      // An explicit size (scenario files) is the skill's size; otherwise the body is measured by
      // the counter, so chars/4 cuts where Claude Code does (20,000 characters minus the marker).
      const explicit = events[s.event].blocks.some((b) => b.tokens !== undefined);
      invs.push({ name: s.name, body: s.body ?? "", step: s.event, ...(explicit ? { tokens: table.perEvent[s.event] } : {}) });
      latest.set(s.name, Math.max(latest.get(s.name) ?? -1, s.event));
    }
    if (!invs.length) return null;
    // A skill whose latest body is still in the kept tail is visible: not re-attached.
    const pass = invs.filter((x) => !keptEvents.has(latest.get(x.name)!));
    return reattachSkills(pass, { perSkill: S.skillReattachPerSkillTokens, total: S.skillReattachTotalTokens });
  };

  const skillItems = (r: ReattachResult | null, idx: number): LiveItem[] =>
    (r?.skills ?? [])
      .filter((s) => s.status !== "dropped")
      .map((s) => ({ kind: "skill", event: s.step, tokens: s.tokens, category: "skills" as Category, label: s.name, compaction: idx }));

  const boundary = (idx: number): LiveItem => ({
    kind: "boundary",
    event: -1,
    tokens: 0,
    category: "other",
    label: "compact boundary",
    compaction: idx,
  });

  const sumTokens = (items: readonly LiveItem[]) => items.reduce((a, x) => a + x.tokens, 0);

  /**
   * Tier 2 (rules.md#tiers): the session memory is the summary. Decision: the memory is taken to cover
   * the whole conversation so far, so the kept tail starts at the end and grows backwards until it
   * holds >= min tokens and >= min text messages, never above max tokens (a message that would
   * pass max is not taken), never past the last compact boundary; then the cut invariants apply.
   * No files are re-attached (the kept tail and the memory carry them); skills go through the hook.
   */
  const planSessionMemory = (step: number, idx: number): Plan => {
    let floor = 0;
    for (let j = work.length - 1; j >= 0; j--) {
      if (work[j].kind !== "event") {
        floor = j + 1;
        break;
      }
    }
    let start = work.length;
    let tokens = 0;
    let texts = 0;
    const max = Math.max(S.sessionMemoryMaxTokens, 0);
    const min = Math.min(S.sessionMemoryMinTokens, max);
    for (let j = work.length - 1; j >= floor; j--) {
      const t = work[j].tokens;
      if (tokens + t > max) break;
      tokens += t;
      if (hasText(events[work[j].event], table)) texts++;
      start = j;
      if (tokens >= min && texts >= S.sessionMemoryMinTextMessages) break;
    }
    const cut = adjustIndexToPreserveAPIInvariants(
      work.map((x) => (x.kind === "event" ? cutItemOf(events[x.event]) : cutItemOf(undefined))),
      start,
      floor,
    );
    const kept = keepItems(work.slice(cut));
    const su = startupAfter();
    const skills = skillsFor(step, kept);
    const summaryItem: LiveItem = {
      kind: "summary",
      event: -1,
      tokens: smTokens,
      category: "summary",
      label: "Session memory",
      compaction: idx,
    };
    const head = [boundary(idx), summaryItem, ...skillItems(skills, idx)];
    const items = [...head, ...kept];
    const summary: SummaryInfo = {
      source: "session-memory",
      style: "session-memory",
      sizing: "session-memory",
      measuredTokens: smTokens,
      tokens: smTokens,
      cap: smTokens,
      capped: false,
      sections: [{ n: 1, title: "Session memory", tokens: smTokens, text: sm?.text ?? "" }],
    };
    return {
      tier: "session-memory",
      cut,
      items,
      kept,
      summarised: work.slice(0, cut),
      dropped: [],
      droppedGroups: 0,
      retries: 0,
      startupLive: su.live,
      removedStartup: su.removed,
      memory: su.memory,
      files: null,
      skills,
      summary,
      facts: null,
      tokensAfter: su.tokens + sumTokens(items),
    };
  };

  /**
   * Tier 3 / 4: everything is summarised (Claude Code's full compaction keeps no messages). When
   * the compaction request itself is over the effective window (it is sent with max_tokens = R),
   * the oldest groups are dropped until the excess is covered, at most compactRetryLimit times.
   */
  const planFull = (
    step: number,
    idx: number,
    tier: Tier,
    before: number,
    instructions: string | undefined,
  ): Plan | { failure: "prompt-too-long" | "nothing-to-compact"; retries: number } => {
    if (!work.length) return { failure: "nothing-to-compact", retries: 0 };
    const cutItems = work.map((x) => (x.kind === "event" ? cutItemOf(events[x.event]) : cutItemOf(undefined)));
    const groups = groupStarts(cutItems);
    let request = before;
    let g = 0;
    let retries = 0;
    while (request > T.effectiveWindow) {
      if (retries >= S.compactRetryLimit) return { failure: "prompt-too-long", retries };
      retries++;
      const gap = request - T.effectiveWindow;
      let dropped = 0;
      while (dropped < gap && g < groups.length - 1) {
        for (let j = groups[g]; j < groups[g + 1]; j++) dropped += work[j].tokens;
        g++;
      }
      // nothing left to drop but the newest group: Claude Code gives up
      if (dropped === 0) return { failure: "prompt-too-long", retries };
      request -= dropped;
    }
    const dropN = g < groups.length ? groups[g] : 0;
    const dropped = work.slice(0, dropN);
    const summarised = work.slice(dropN);
    const sources: FactSource[] = summarised.map((x) =>
      x.kind === "event"
        ? { event: x.event }
        : x.kind === "summary" && x.compaction !== undefined && factsOf.has(x.compaction)
          ? { facts: factsOf.get(x.compaction)! }
          : {},
    );
    const facts = collectFacts(session, table, sources, toolUses);
    const summarisedTokens = sumTokens(summarised);
    const summary = buildSummary(facts, {
      style: S.summarySections,
      sizing: session.format === "scenario" ? { mode: "ratio", summarisedTokens, ratio: S.summaryRatio } : { mode: "measured" },
      cap: S.summaryMaxTokens,
      counter,
      meta: session.meta,
      instructions,
    });
    const files = reattachFiles(fileState.values(), new Set(), {
      maxFiles: S.fileReattachMaxFiles,
      perFile: S.fileReattachPerFileTokens,
      total: S.fileReattachTotalTokens,
    });
    const su = startupAfter();
    const skills = skillsFor(step, []);
    const summaryItem: LiveItem = {
      kind: "summary",
      event: -1,
      tokens: summary.tokens,
      category: "summary",
      label: "Compact summary",
      compaction: idx,
    };
    const fileItems: LiveItem[] = files.attached.map((f) => ({
      kind: "file",
      event: f.event,
      tokens: f.tokens,
      category: "toolResults",
      label: f.path,
      compaction: idx,
    }));
    const head = [boundary(idx), summaryItem, ...fileItems, ...skillItems(skills, idx)];
    return {
      tier,
      cut: work.length,
      items: head,
      kept: [],
      summarised,
      dropped,
      droppedGroups: g,
      retries,
      startupLive: su.live,
      removedStartup: su.removed,
      memory: su.memory,
      files,
      skills,
      summary,
      facts,
      tokensAfter: su.tokens + sumTokens(head),
    };
  };

  /** Applies a plan (dry: only describes it on `c`, the context stays as it is). */
  const apply = (plan: Plan, c: Compaction, step: number, dry = false) => {
    // The cached prefix survives only as far as the startup items that stay the same.
    let prefix = overhead.tokens;
    for (let k = 0; k < startup.length; k++) {
      if (!startupLive[k]) continue;
      if (!plan.startupLive[k]) break;
      prefix += startup[k].tokens;
    }
    if (!dry) mutate(plan, c, step, prefix);
    c.tier = plan.tier;
    c.cutIndex = plan.cut;
    c.summarised = spanOf(plan.summarised);
    c.kept = spanOf(plan.kept);
    c.dropped = { ...spanOf(plan.dropped), groups: plan.droppedGroups };
    c.retries = plan.retries;
    c.reattached = {
      files: plan.files?.attached ?? [],
      skippedFiles: plan.files?.skipped ?? [],
      memory: plan.memory,
      skills: plan.skills,
    };
    c.removedStartup = plan.removedStartup;
    c.summary = plan.summary;
    c.tokensAfter = dry ? plan.tokensAfter : used();
    c.messagesAfter = dry ? sumTokens(plan.items) : msgTokens;
    c.predicted = dry;
    c.cleanup = [...(S.preset === "seed" ? CLEANUP_SEED : CLEANUP_CC)];
    if (plan.files) c.cleanup.push("read-file state replaced by the re-attached files");
    c.cache = { preserved: false, invalidatedFrom: prefix, deletedFromCache: 0 };
  };

  const mutate = (plan: Plan, c: Compaction, step: number, prefix: number) => {
    for (const it of work) if (it.kind === "event") eventPos[it.event] = -1;
    work = plan.items.map(cloneItem);
    msgCat.fill(0);
    msgTokens = 0;
    compactableList = [];
    work.forEach((it, pos) => {
      msgTokens += it.tokens;
      if (it.kind !== "event") {
        msgCat[CATEGORY_INDEX[it.category]] += it.tokens;
        return;
      }
      const e = it.event;
      const ev = events[e];
      eventPos[e] = pos;
      for (let c2 = 0; c2 < NC; c2++) msgCat[c2] += table.byCategory[e * NC + c2];
      const clearedK = new Set<number>();
      for (const x of it.cleared ?? []) {
        msgCat[CATEGORY_INDEX[blockCategory(ev, ev.blocks[x.block])]] -= x.tokens - x.stubTokens;
        clearedK.add(x.block);
      }
      ev.blocks.forEach((b, k) => {
        if (b.type !== "tool_result") return;
        // cache-edit deletions do not survive a compaction: the kept messages are sent whole
        if (!clearedK.has(k)) blockState[blockOf(e, k)] = 0;
        if (!clearedK.has(k) && isCompactable(e, k)) compactableList.push({ pos, k });
      });
    });
    startupLive = plan.startupLive;
    recomputeStartup();
    if (plan.files) {
      // Claude Code replaces its read-file state with what it re-attached.
      fileState = new Map(plan.files.attached.map((f) => [f.path, { path: f.path, at: step, event: f.event, tokens: f.originalTokens }]));
    }
    if (plan.facts) factsOf.set(c.index, plan.facts);
    prefixBreak = Math.min(prefixBreak, prefix);
    reanchor();
    inSync = false;
    lastRequestWorkLen = 0;
    epochs.push({
      start: step,
      compaction: c.index,
      base: work.map(cloneItem),
      appendStart: appendLen,
      startupLive: [...startupLive],
      clears: [],
    });
  };

  /**
   * One compaction: session memory first when allowed (its result must stay under A), then the
   * full one. Returns the record (already in `compactions`).
   */
  const compact = (
    step: number,
    trigger: Trigger,
    tier: "full" | "reactive",
    tryMemory: boolean,
    instructions?: string,
    dry = false,
  ): Compaction => {
    const before = used();
    const c = newCompaction(step, tier, trigger, before);
    c.predicted = dry;
    if (instructions) c.instructions = instructions;
    compactions.push(c);
    if (tryMemory && smAvailable) {
      const p = planSessionMemory(step, c.index);
      // A memory that would summarise nothing (the whole conversation fits in the kept tail)
      // does not compact: the full compaction runs instead.
      if (p.summarised.length > 0 && p.tokensAfter < T.autoCompactThreshold) {
        apply(p, c, step, dry);
        return c;
      }
      c.sessionMemoryAttempt = { tokensAfter: p.tokensAfter, cutIndex: p.cut, kept: spanOf(p.kept) };
    }
    const p = planFull(step, c.index, tier, before, instructions);
    if ("failure" in p) {
      c.ok = false;
      c.failure = p.failure;
      c.retries = p.retries;
      return c;
    }
    apply(p, c, step, dry);
    if (dry && c.tokensAfter >= T.autoCompactThreshold && trigger === "auto") {
      c.ok = false;
      c.failure = "still-over-threshold";
    }
    return c;
  };

  // ---- following the recording (fork.ts) ----
  /** Compactable tool results in the context under a settings' tool list (only when a microcompact path is on). */
  const countCompactable = (X: Settings): number => {
    const set = new Set(X.compactableTools);
    let n2 = 0;
    for (const it of work) {
      if (it.kind !== "event") continue;
      events[it.event].blocks.forEach((b) => {
        if (b.type === "tool_result" && set.has(toolUses.get(b.toolUseId)?.name ?? "")) n2++;
      });
    }
    return n2;
  };

  /** What settings X would run before the request at step i, on the recording's context. */
  const decide = (X: Settings, TX: Thresholds, mem: Mem): Decision => {
    const gap =
      Number.isFinite(lastAssistantTime) && Number.isFinite(now) && now - lastAssistantTime >= X.timeMicrocompactGapMinutes * 60_000;
    const time = X.timeMicrocompactEnabled && gap && countCompactable(X) - X.microcompactKeepRecent > mem.timeCleared;
    let cache = false;
    if (!time && X.cacheEditEnabled) {
      const len = countCompactable(X);
      cache = len - mem.cacheCleared >= X.cacheEditTrigger && len - X.cacheEditKeep > mem.cacheCleared;
    }
    if (used() < TX.autoCompactThreshold) mem.autoArmed = true;
    const auto = X.autoCompactEnabled && mem.autoArmed && used() >= TX.autoCompactThreshold;
    return { time, cache, auto };
  };

  const commit = (X: Settings, mem: Mem, d: Decision) => {
    if (d.time) mem.timeCleared = Math.max(mem.timeCleared, countCompactable(X) - X.microcompactKeepRecent);
    if (d.cache) mem.cacheCleared = Math.max(mem.cacheCleared, countCompactable(X) - X.cacheEditKeep);
    if (d.auto) mem.autoArmed = false;
  };

  /** A microcompact laid beside the recording: what it would clear, nothing cleared. */
  const predictMicro = (step: number, tier: "microcompact-time" | "microcompact-cache", skip: number, keep: number) => {
    const how: ClearHow = tier === "microcompact-time" ? "time" : "cache-edit";
    const all: { e: number; k: number }[] = [];
    for (const it of work) {
      if (it.kind !== "event") continue;
      events[it.event].blocks.forEach((b, k) => {
        if (b.type === "tool_result" && isCompactable(it.event, k)) all.push({ e: it.event, k });
      });
    }
    const targets = all.slice(skip, Math.max(skip, all.length - keep));
    const c = newCompaction(step, tier, tier === "microcompact-time" ? "time-gap" : "tool-count", used());
    c.predicted = true;
    let saved = 0;
    for (const t of targets) {
      const orig = table.blockTokens[blockOf(t.e, t.k)];
      c.cleared.push({ event: t.e, block: t.k, tool: toolOfResult(t.e, t.k)?.name ?? "", how, tokens: orig, stubTokens: stubTokens[how] });
      saved += orig - stubTokens[how];
    }
    c.tokensAfter = used() - saved;
    c.messagesAfter = msgTokens - saved;
    compactions.push(c);
  };

  const forkAt = (step: number, reason: string) => {
    if (!following) return;
    following = false;
    inSync = false;
    const ev = events[step];
    fork = { step, round: ev?.group ?? 0, ...(ev?.line !== undefined ? { line: ev.line } : {}), reason };
  };

  /**
   * Before a request while following the recording: the rules' decisions are laid beside it; a
   * what-if whose decisions differ from the recording's settings' forks here. Returns false when
   * the what-if forked (the caller then runs the request by the rules).
   */
  const followRequest = (i: number): boolean => {
    const dS = decide(S, T, memS);
    if (whatIf) {
      const dB = decide(B!, TB!, memB);
      if (dS.time !== dB.time || dS.cache !== dB.cache || dS.auto !== dB.auto) {
        forkAt(i, forkReason(dS, dB));
        return false;
      }
      commit(B!, memB, dB);
    }
    const timeSkip = memS.timeCleared;
    const cacheSkip = memS.cacheCleared;
    commit(S, memS, dS);
    if (dS.time) predictMicro(i, "microcompact-time", timeSkip, S.microcompactKeepRecent);
    if (dS.cache) predictMicro(i, "microcompact-cache", cacheSkip, S.cacheEditKeep);
    if (dS.auto) compact(i, "auto", "full", true, undefined, true);
    return true;
  };

  /** A compaction the recording shows, taken as it happened: the list restarts after its boundary. */
  const takeRecorded = (i: number) => {
    for (const it of work) if (it.kind === "event") eventPos[it.event] = -1;
    work = [{ kind: "boundary", event: i, tokens: 0, category: "other", label: "recorded compact boundary" }];
    msgCat.fill(0);
    msgTokens = 0;
    compactableList = [];
    const su = startupAfter();
    startupLive = su.live;
    recomputeStartup();
    fileState = new Map();
    prefixBreak = Math.min(prefixBreak, overhead.tokens);
    lastRequestWorkLen = 0;
    reanchor();
    anchored = false;
    Object.assign(memS, newMem());
    Object.assign(memB, newMem());
    epochs.push({ start: i, compaction: -1, base: work.map(cloneItem), appendStart: appendLen, startupLive: [...startupLive], clears: [] });
  };

  /** A recorded auto compaction: does the what-if decline it (fork), and does the rule predict it? */
  const meetRecorded = (i: number, trigger: "auto" | "manual", pre: number): boolean => {
    if (whatIf && trigger === "auto" && declinesRecorded(S, T, TB!, pre)) {
      forkAt(
        i,
        S.autoCompactEnabled
          ? `the recording auto-compacted at ${Math.round(pre).toLocaleString("en-US")} tokens; these settings' threshold (${T.autoCompactThreshold.toLocaleString("en-US")}) is not reached`
          : "the recording auto-compacted here; auto-compact is off in these settings",
      );
      return false;
    }
    if (trigger === "auto") {
      const d = decide(S, T, memS);
      if (d.auto) {
        commit(S, memS, { time: false, cache: false, auto: true });
        compact(i, "auto", "full", true, undefined, true);
      }
    }
    return true;
  };

  // ---- the request pipeline (rules.md#tiers): microcompact -> auto-compact -> blocking -> API call ----
  /** Returns false when the request is blocked. */
  const prepareRequest = (i: number): boolean => {
    // The recording sent this request: its own compactions are taken where it shows them.
    if (following && followRequest(i)) return true;
    let timeFired = false;
    if (
      S.timeMicrocompactEnabled &&
      Number.isFinite(lastAssistantTime) &&
      Number.isFinite(now) &&
      now - lastAssistantTime >= S.timeMicrocompactGapMinutes * 60_000
    ) {
      timeFired = microcompactTime(i);
    }
    if (!timeFired && S.cacheEditEnabled) microcompactCache(i);
    if (S.autoCompactEnabled && used() >= T.autoCompactThreshold) {
      if (breakerOpen) {
        // The breaker stays open for the rest of the session; said once when it opens.
      } else {
        const c = compact(i, "auto", "full", true);
        if (!c.ok || c.tokensAfter >= T.autoCompactThreshold) {
          if (c.ok) {
            c.ok = false;
            c.failure = "still-over-threshold";
          }
          consecutiveFailures++;
          notes.push({
            step: i,
            kind: "compaction-failed",
            message: `auto-compaction failed (${c.failure}); ${consecutiveFailures} in a row`,
          });
          if (consecutiveFailures >= S.circuitBreakerFailures) {
            breakerOpen = true;
            notes.push({
              step: i,
              kind: "breaker-open",
              message: `${consecutiveFailures} consecutive auto-compaction failures: auto-compact stops trying for the rest of the session`,
            });
          }
        } else consecutiveFailures = 0;
        c.consecutiveFailures = consecutiveFailures;
      }
    }
    if (used() >= T.blockingThreshold) {
      notes.push({
        step: i,
        kind: "blocked",
        message: `${Math.round(used())} tokens >= blocking limit ${T.blockingThreshold}: request not sent ("Prompt is too long")`,
      });
      return false;
    }
    return true;
  };

  /** Tokens of the context still valid in the prompt cache now (0 once its lifetime passed). */
  const validCache = (): number => {
    const expired = Number.isFinite(now) && Number.isFinite(lastRequestTime) && now - lastRequestTime >= S.cacheTtlMinutes * 60_000;
    return haveCache && !expired ? Math.max(0, Math.min(prefixBreak, cachedLen)) : 0;
  };

  const sendRequest = (i: number) => {
    const input = est();
    const read = Math.min(validCache(), input);
    requestInput[i] = input;
    cacheRead[i] = read;
    cacheCreation[i] = input - read;
    haveCache = true;
    cachedLen = input;
    prefixBreak = Infinity;
    if (Number.isFinite(now)) lastRequestTime = now;
    lastRequestWorkLen = work.length;
  };

  /** Tier 4: the request is answered 413; compact once (no session memory) and retry. */
  const reactive = (i: number, why: string) => {
    // A blocked request is never sent, so the API cannot answer it with a 413.
    if (!prepareRequest(i)) return;
    notes.push({ step: i, kind: "api-error", message: `${why}: reactive compaction` });
    const c = compact(i, "prompt-too-long", "reactive", false);
    if (!c.ok) notes.push({ step: i, kind: "prompt-too-long", message: `reactive compaction failed (${c.failure}): "Prompt is too long"` });
  };

  /** A 413: while following, the recording's own compaction follows and the rule's is laid beside it. */
  const on413 = (i: number, why: string) => {
    if (!following) return reactive(i, why);
    notes.push({ step: i, kind: "api-error", message: `${why}: the recording's compaction follows` });
    compact(i, "prompt-too-long", "reactive", false, undefined, true);
  };

  // ---- the walk ----
  for (let i = 0; i < n; i++) {
    const ev = events[i];
    const t = tsOf(ev);
    if (Number.isFinite(t)) now = t;

    const im = implied.get(i);
    if (im) {
      const rec: RecordedCompaction = {
        step: i,
        kind: "compact",
        trigger: "auto",
        implied: true,
        preTokens: im.pre,
        round: ev.group,
        ...(ev.line !== undefined ? { line: ev.line } : {}),
        taken: false,
        match: null,
      };
      recorded.push(rec);
      if (following && meetRecorded(i, "auto", im.pre)) {
        takeRecorded(i);
        rec.taken = true;
      }
    }

    switch (ev.kind) {
      case "compact-boundary": {
        const trigger = ev.compact?.trigger ?? "auto";
        const rec: RecordedCompaction = {
          step: i,
          kind: "compact",
          trigger,
          ...(ev.compact?.preTokens !== undefined ? { preTokens: ev.compact.preTokens } : {}),
          ...(ev.compact?.postTokens !== undefined ? { postTokens: ev.compact.postTokens } : {}),
          ...(ev.compact?.durationMs !== undefined ? { durationMs: ev.compact.durationMs } : {}),
          round: ev.group,
          ...(ev.line !== undefined ? { line: ev.line } : {}),
          taken: false,
          match: null,
        };
        recorded.push(rec);
        // preTokens is Claude Code's own count of the context here: recorded usage, so the meter shows it.
        if (following) rec.estimatedPre = Math.round(used());
        if (following && ev.compact?.preTokens !== undefined && ev.compact.preTokens > 0) {
          anchorUsed = ev.compact.preTokens;
          anchorEst = est();
        }
        if (following && meetRecorded(i, trigger, ev.compact?.preTokens ?? used())) {
          takeRecorded(i);
          rec.taken = true;
          skipRecordedReattach = false;
        } else {
          // After the fork the recorded boundary, its summary and re-attachments are not this context's.
          inSync = false;
          skipRecordedReattach = true;
        }
        break;
      }
      case "microcompact-boundary": {
        recorded.push({
          step: i,
          kind: "microcompact",
          trigger: ev.compact?.trigger ?? "auto",
          ...(ev.compact?.preTokens !== undefined ? { preTokens: ev.compact.preTokens } : {}),
          ...(ev.compact?.tokensSaved !== undefined ? { tokensSaved: ev.compact.tokensSaved } : {}),
          round: ev.group,
          ...(ev.line !== undefined ? { line: ev.line } : {}),
          taken: following,
          match: null,
        });
        // Which results it cleared is not recorded; what it freed is, and the next usage re-anchors.
        if (following && ev.compact?.tokensSaved) anchorUsed -= ev.compact.tokensSaved;
        break;
      }
      case "compact-command": {
        const c = compact(i, "manual", "full", !ev.compact?.instructions, ev.compact?.instructions, following);
        if (!c.ok && !following) notes.push({ step: i, kind: "compaction-failed", message: `/compact failed (${c.failure})` });
        break;
      }
      case "api-error": {
        if (session.format === "scenario" || isPromptTooLongRecord(ev)) on413(i, "the API answered 413 prompt is too long");
        else
          notes.push({
            step: i,
            kind: "api-error",
            message: `the API answered with an error here (${textOf(ev).slice(0, 80) || "no text"}); its usage is not context`,
          });
        break;
      }
      case "compact-summary":
      case "meta":
      case "attachment":
      case "skill-body": {
        // What Claude Code wrote right after a recorded boundary belongs to that compaction.
        if (skipRecordedReattach) break;
        append(i);
        break;
      }
      case "user":
      case "tool-result": {
        skipRecordedReattach = false;
        if (ev.kind === "user" && S.contextCommandCompacts && CONTEXT_COMMAND.test(textOf(ev))) {
          compact(i, "context-command", "full", false, undefined, following);
          if (!following) break;
        }
        append(i);
        break;
      }
      case "assistant": {
        skipRecordedReattach = false;
        if (isPromptTooLongRecord(ev)) {
          // Claude Code's synthetic "Prompt is too long" answer: the recorded API said 413 here.
          on413(i, "the transcript records a prompt-too-long answer");
          break;
        }
        const newRequest = !seenAssistant || ev.messageId === undefined || ev.messageId !== lastAssistantId;
        if (newRequest && prepareRequest(i)) sendRequest(i);
        seenAssistant = true;
        lastAssistantId = ev.messageId;
        append(i);
        if (Number.isFinite(t)) lastAssistantTime = t;
        break;
      }
      default:
        if (inContext(ev)) append(i);
    }

    const e = est();
    const u = used();
    tokensArr[i] = u;
    estimatedArr[i] = e;
    for (let c = 0; c < NC; c++) byCat[i * NC + c] = startCat[c] + msgCat[c];
    meterArr[i] = METER_STATES.indexOf(meterState(u, T));
    sourceArr[i] = inSync && anchored ? 1 : anchorUsed !== anchorEst ? 2 : calibration && calibration.pairs > 0 ? 3 : 0;
    cachedPrefix[i] = validCache();
    appendCount[i] = appendLen;
  }

  // ---- recorded compactions beside the simulated ones, one to one (recorded.ts) ----
  const extra = pairCompactions(recorded, compactions);

  return {
    name: session.name,
    format: session.format,
    estimator: table.estimator,
    settings: S,
    thresholds: T,
    steps: n,
    startup,
    overhead,
    initial,
    tokens: tokensArr,
    estimated: estimatedArr,
    byCategory: byCat,
    meter: meterArr,
    source: sourceArr,
    requestInput,
    cacheRead,
    cacheCreation,
    cachedPrefix,
    appendOrder,
    appendCount,
    eventTokens: table.perEvent,
    eventCategory,
    epochs,
    compactions,
    recorded,
    extra,
    notes,
    mode,
    fork,
    recording: B,
    version,
    calibration,
  };
}

export { compactionSummary, liveAt, series, snapshotAt, type Series, type Snapshot } from "./snapshot";
