// One simulation's state while the walk goes through the events (simulate.ts): the live message
// list and its token accounting, the meter's anchor on recorded usage, the epochs a compaction
// opens, and the bookkeeping the tiers read (read-file state, compactable results, prompt cache,
// the replay's following of the recording). The rules live in their own files and change it
// through these few methods; nothing here decides when a tier fires.
import { responseOutput } from "./response-output";
import { CATEGORIES, usageInput, usageTotal, type Session } from "../model";
import { CATEGORY_INDEX, NC, blockCategory, type TokenTable } from "../tokens/count";
import type { TextCounter } from "../tokens/estimators";
import type { Calibration } from "../tokens/calibrate";
import { blockToolCallOverhead } from "../tokens/tool-call-overhead";
import type { FileReadState, SkillReattacher } from "./reattach-types";
import type { Settings } from "./settings-type";
import type { Thresholds } from "./thresholds";
import type { SummaryFacts } from "./summary-facts";
import { cloneItem } from "./snapshot";
import { emptySpan } from "./live-span";
import { inferredStart } from "./recorded";
import type { UnrecordedPrefix } from "./unrecorded-prefix";
import { firstStream, type ModelStreams } from "./model-stream-overhead";
import {
  STUB_TEXT,
  type ClearedBlock,
  type ClearHow,
  type Compaction,
  type Epoch,
  type Fork,
  type LiveItem,
  type RecordedCompaction,
  type SimNote,
  type StartupInfo,
  type StartupRemoval,
  type Tier,
  type Trigger,
} from "./sim-types";

const SYSTEM = CATEGORY_INDEX.system;
const OTHER = CATEGORY_INDEX.other;
const CLEAR_CODE: Record<ClearHow, number> = { time: 1, "cache-edit": 2, "file-unchanged": 3 };

/** What a settings' microcompact paths and auto-compact have already done (follow-recording.ts). */
export interface Mem {
  timeCleared: number;
  cacheCleared: number;
  autoArmed: boolean;
}
export const newMem = (): Mem => ({ timeCleared: 0, cacheCleared: 0, autoArmed: true });

/** The startup items after a compaction: which stay, which are lost, which are re-read from disk. */
export interface StartupAfter {
  live: boolean[];
  removed: StartupRemoval[];
  memory: { index: number; label: string; tokens: number }[];
  tokens: number;
}

export interface RunSetup {
  session: Session;
  table: TokenTable;
  settings: Settings;
  thresholds: Thresholds;
  counter: TextCounter;
  reattachSkills: SkillReattacher;
  calibration: Calibration | null;
  /**
   * chars/4 before calibration, whatever the display estimator: Claude Code's own rough count adds it
   * at its check (check-count.ts), and whether a recorded output count can be true is judged on it,
   * the estimate its evidence measured (response-output.ts)
   */
  roughTable: TokenTable;
  /** the settings the recording ran under, and whether these differ (replay.ts) */
  recording: Settings | null;
  recordingThresholds: Thresholds | null;
  whatIf: boolean;
  following: boolean;
  fork: Fork | null;
  /** false when the recording's Claude Code version puts no invoked skill back after a compaction (skills-come-back.ts) */
  skillsComeBack: boolean;
  /** a what-if's fork: what the recording shows from here on is not read to size an earlier conversation */
  forkAt?: number;
}

export class Run {
  readonly session: Session;
  readonly events: Session["events"];
  readonly table: TokenTable;
  readonly settings: Settings;
  readonly thresholds: Thresholds;
  readonly counter: TextCounter;
  readonly reattachSkills: SkillReattacher;
  readonly skillsComeBack: boolean;
  readonly calibration: Calibration | null;
  readonly roughTable: TokenTable;
  readonly stubTokens: Record<ClearHow, number>;
  readonly compactable: Set<string>;

  // ---- static facts about the events ----
  readonly eventCategory: Uint8Array;
  readonly toolUses = new Map<string, { name: string; input: unknown; event: number }>();
  readonly startup: StartupInfo[];
  /** the system prompt + tools of the stream the walk is on (model-stream-overhead.ts) */
  overhead: { tokens: number; source: "startup" | "inferred" | "none" };
  readonly streams: ModelStreams;
  /** an earlier conversation the first request carried and the file does not hold (unrecorded-prefix.ts) */
  readonly unrecordedPrefix: UnrecordedPrefix;
  /** true until the first compaction: the earlier conversation is in the context, counted as Other */
  prefixLive = true;
  /** the scenario's session memory (tier 2), its size, and whether tier 2 can run */
  readonly sessionMemory: { text: string; tokens: number; available: boolean };

  // ---- what the walk records ----
  readonly compactions: Compaction[] = [];
  readonly notes: SimNote[] = [];
  readonly recorded: RecordedCompaction[] = [];
  readonly epochs: Epoch[];
  readonly appendOrder: Int32Array;
  appendLen = 0;
  /** the facts each full compaction summarised, for the next one's summary */
  readonly factsOf = new Map<number, SummaryFacts>();

  // ---- the live context ----
  work: LiveItem[] = [];
  readonly eventPos: Int32Array;
  readonly included: Uint8Array;
  /** per block: 0, or how its tool result was cleared (CLEAR_CODE) */
  readonly blockState: Uint8Array;
  startupLive: boolean[];
  readonly msgCat = new Float64Array(NC);
  readonly startCat = new Float64Array(NC);
  msgTokens = 0;
  startTokens = 0;
  // used = anchorUsed + (estimate now - anchorEst): the last recorded usage plus the estimate of
  // what changed since, or after a compaction the estimate alone (rules.md#thresholds).
  anchorUsed = 0;
  anchorEst = 0;
  anchored = false;
  /** the recorded response the meter anchors on (check-count.ts), -1 when the anchor is another count or the estimate */
  anchorEvent = -1;
  /** false from the first simulated change on: recorded usage no longer describes this context */
  inSync = true;

  // ---- bookkeeping the tiers read ----
  /** uncleared compactable tool results in the live list, in order (cache-edit candidates) */
  compactableList: { pos: number; k: number }[] = [];
  fileState = new Map<string, FileReadState>();
  readonly readKeys = new Map<string, { event: number; k: number }>();
  readonly lastWrite = new Map<string, number>();
  lastAssistantTime = NaN;
  now = NaN;
  // prompt cache (prompt-cache.ts)
  haveCache = false;
  cachedLen = 0;
  prefixBreak = Infinity;
  lastRequestTime = NaN;
  lastRequestWorkLen = 0;
  // circuit breaker (auto-compact.ts)
  consecutiveFailures = 0;
  breakerOpen = false;

  // ---- replay and what-if (follow-recording.ts) ----
  readonly recordingSettings: Settings | null;
  readonly recordingThresholds: Thresholds | null;
  readonly whatIf: boolean;
  following: boolean;
  fork: Fork | null;
  /** what the microcompacts and auto-compact have done while following, under these settings and the recording's */
  readonly settingsDone = newMem();
  readonly recordingDone = newMem();
  /** after a fork: the recorded boundary's summary and re-attachments are not this context's */
  skipRecordedReattach = false;
  /** after a recorded compaction with postTokens: overhead + postTokens, what the context is once its summary is in */
  postAnchor: number | null = null;
  /** the step of the last /compact command record, until a manual boundary answers it */
  manualCommandAt: number | null = null;
  /** a manual boundary was met with no command before it: its command record follows, and is not another compaction */
  commandAfterBoundary = false;

  constructor(o: RunSetup) {
    const { session, table } = o;
    this.session = session;
    this.events = session.events;
    this.table = table;
    this.settings = o.settings;
    this.thresholds = o.thresholds;
    this.counter = o.counter;
    this.reattachSkills = o.reattachSkills;
    this.skillsComeBack = o.skillsComeBack;
    this.calibration = o.calibration;
    this.roughTable = o.roughTable;
    this.recordingSettings = o.recording;
    this.recordingThresholds = o.recordingThresholds;
    this.whatIf = o.whatIf;
    this.following = o.following;
    this.fork = o.fork;
    const n = this.events.length;
    this.compactable = new Set(this.settings.compactableTools);
    this.stubTokens = {
      time: this.counter.count(STUB_TEXT.time),
      "cache-edit": this.counter.count(STUB_TEXT["cache-edit"]),
      "file-unchanged": this.counter.count(STUB_TEXT["file-unchanged"]),
    };

    this.eventCategory = new Uint8Array(n);
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
      const ev = this.events[i];
      this.eventCategory[i] = best >= 0 ? best : CATEGORY_INDEX[ev.blocks[0] ? blockCategory(ev, ev.blocks[0]) : "other"];
    }
    for (const ev of this.events)
      for (const b of ev.blocks) if (b.type === "tool_use" && b.id) this.toolUses.set(b.id, { name: b.name, input: b.input, event: ev.i });

    this.startup = session.startup.map((s, k) => ({
      label: s.label,
      category: s.category,
      tokens: table.startup[k] ?? 0,
      afterCompaction: s.afterCompaction,
    }));
    // JSONL files do not record the system prompt and tools: their size is inferred from the first
    // recorded usage (recorded.ts) and drawn as the "system" segment.
    ({ overhead: this.overhead, unrecordedPrefix: this.unrecordedPrefix } = inferredStart(session, table, o.forkAt));
    this.streams = firstStream(session, this.overhead, o.forkAt);
    // never 0 (rules.md#model-streams): where the first request implied none, the walk starts on
    // the version's usual size, as the Context tab's row and the result's start say, not on 0
    // until the first response
    const start = this.streams.start;
    if (start !== null && start !== this.overhead.tokens) this.overhead = { tokens: start, source: "inferred" };
    const sm = session.scenario?.sessionMemory;
    const smTokens = sm ? (sm.tokens ?? (sm.text ? this.counter.count(sm.text) : 0)) : 0;
    this.sessionMemory = {
      text: sm?.text ?? "",
      tokens: smTokens,
      available: this.settings.sessionMemoryEnabled && !!sm && (smTokens > 0 || !!sm.text?.trim()),
    };

    this.appendOrder = new Int32Array(n);
    this.eventPos = new Int32Array(n).fill(-1);
    this.included = new Uint8Array(n);
    this.blockState = new Uint8Array(table.blockOffset[n] ?? 0);
    this.startupLive = this.startup.map(() => true);
    this.recomputeStartup();
    this.reanchor();
    this.epochs = [{ start: -1, compaction: -1, base: [], appendStart: 0, startupLive: [...this.startupLive], clears: [] }];
  }

  // ---- the meter ----
  /** the simulated context estimated from the token table */
  est(): number {
    return this.startTokens + this.msgTokens;
  }
  /** what the thresholds see */
  used(): number {
    return this.anchorUsed + this.est() - this.anchorEst;
  }
  /** from here on the estimate alone (after a simulated compaction) */
  reanchor(): void {
    this.anchorUsed = this.est();
    this.anchorEst = this.anchorUsed;
    this.anchorEvent = -1;
  }
  /** a recorded count of the context here (usage, a boundary's preTokens) */
  anchorTo(tokens: number): void {
    this.anchorUsed = tokens;
    this.anchorEst = this.est();
    this.anchorEvent = -1;
  }
  recomputeStartup(): void {
    this.startCat.fill(0);
    this.startTokens = this.overhead.tokens;
    this.startCat[SYSTEM] += this.overhead.tokens;
    // until the first compaction the first request's size stands: an earlier conversation as Other,
    // a smaller first request as less system prompt + tools (unrecorded-prefix.ts)
    const earlier = this.prefixLive ? this.unrecordedPrefix.tokens : 0;
    this.startTokens += earlier;
    this.startCat[earlier > 0 ? OTHER : SYSTEM] += earlier;
    this.startup.forEach((s, k) => {
      if (!this.startupLive[k]) return;
      this.startCat[CATEGORY_INDEX[s.category]] += s.tokens;
      this.startTokens += s.tokens;
    });
  }
  curEpoch(): Epoch {
    return this.epochs[this.epochs.length - 1];
  }

  // ---- blocks ----
  blockOf(e: number, k: number): number {
    return this.table.blockOffset[e] + k;
  }
  toolOfResult(e: number, k: number) {
    const b = this.events[e].blocks[k];
    return b.type === "tool_result" ? this.toolUses.get(b.toolUseId) : undefined;
  }
  isCompactable(e: number, k: number): boolean {
    const t = this.toolOfResult(e, k);
    return !!t && this.compactable.has(t.name);
  }
  /** every compactable tool result in the live list, cleared or not, with its token offset in the request */
  compactableResults(): { pos: number; e: number; k: number; offset: number }[] {
    const all: { pos: number; e: number; k: number; offset: number }[] = [];
    let offset = this.startTokens;
    for (let pos = 0; pos < this.work.length; pos++) {
      const it = this.work[pos];
      if (it.kind === "event") {
        this.events[it.event].blocks.forEach((b, k) => {
          if (b.type === "tool_result" && this.isCompactable(it.event, k)) all.push({ pos, e: it.event, k, offset });
        });
      }
      offset += it.tokens;
    }
    return all;
  }

  // ---- changing the live list ----
  /** Adds event i at the end of the list (the accounting only; append.ts adds the rules around it). */
  push(i: number): number {
    const item: LiveItem = { kind: "event", event: i, tokens: this.table.perEvent[i], category: CATEGORIES[this.eventCategory[i]] };
    for (let c = 0; c < NC; c++) this.msgCat[c] += this.table.byCategory[i * NC + c];
    this.msgTokens += this.table.perEvent[i];
    const pos = this.work.length;
    this.work.push(item);
    this.eventPos[i] = pos;
    this.included[i] = 1;
    this.appendOrder[this.appendLen++] = i;
    return pos;
  }

  /** A recorded response's usage is the context's real size: the meter anchors on it while in sync. */
  anchorOnUsage(i: number): void {
    const count = this.recordedCount(i);
    if (count === null) return;
    this.anchorTo(count);
    this.anchorEvent = i;
    this.anchored = true;
  }

  /** The context a recorded response counts, when the meter may read it (in sync), else null. */
  recordedCount(i: number): number | null {
    const ev = this.events[i];
    // API-error records carry all-zero usage: an error, never a measure of the context.
    if (!ev.usage || !ev.usageCounted || !this.inSync || usageTotal(ev.usage) <= 0) return null;
    if (ev.extra.isApiErrorMessage === true || ev.kind === "api-error") return null;
    return usageInput(ev.usage) + responseOutput(this.events, this.roughTable, this.table, i);
  }

  /**
   * What a tool result of event e, block k, still sends once cleared: the stub, and the round trip
   * the calibrated table carries in the result's tokens (tool-call-overhead.ts), since the cleared
   * result keeps its call's id and wrapper.
   */
  clearedTokens(e: number, k: number, how: ClearHow): number {
    return this.stubTokens[how] + (this.calibration ? blockToolCallOverhead(this.events[e].blocks[k]) : 0);
  }

  /** Replaces one tool_result block of a live item by its stub. */
  clearBlock(pos: number, k: number, how: ClearHow, step: number): ClearedBlock {
    const item = this.work[pos];
    const e = item.event;
    const ev = this.events[e];
    const bi = this.blockOf(e, k);
    const orig = this.table.blockTokens[bi];
    const stub = this.clearedTokens(e, k, how);
    const saved = orig - stub;
    item.tokens -= saved;
    this.msgTokens -= saved;
    this.msgCat[CATEGORY_INDEX[blockCategory(ev, ev.blocks[k])]] -= saved;
    const cb: ClearedBlock = { event: e, block: k, tool: this.toolOfResult(e, k)?.name ?? "", how, tokens: orig, stubTokens: stub };
    (item.cleared ??= []).push(cb);
    this.blockState[bi] = CLEAR_CODE[how];
    this.curEpoch().clears.push({ ...cb, step, pos });
    return cb;
  }

  /** Keeps only the compactable results still uncleared (after a microcompact). */
  pruneCompactableList(): void {
    this.compactableList = this.compactableList.filter((x) => this.blockState[this.blockOf(this.work[x.pos].event, x.k)] === 0);
  }

  /**
   * The list after a compaction (simulated: tiers/plan.ts; recorded: follow-recording.ts): every
   * event's place, the token sums, the compactable results and the startup items start over, and
   * a new epoch opens.
   */
  replaceList(items: readonly LiveItem[], startupLive: boolean[], step: number, compaction: number): void {
    for (const it of this.work) if (it.kind === "event") this.eventPos[it.event] = -1;
    this.work = items.map(cloneItem);
    this.msgCat.fill(0);
    this.msgTokens = 0;
    this.compactableList = [];
    this.work.forEach((it, pos) => {
      this.msgTokens += it.tokens;
      if (it.kind !== "event") {
        this.msgCat[CATEGORY_INDEX[it.category]] += it.tokens;
        return;
      }
      const e = it.event;
      const ev = this.events[e];
      this.eventPos[e] = pos;
      for (let c2 = 0; c2 < NC; c2++) this.msgCat[c2] += this.table.byCategory[e * NC + c2];
      const clearedK = new Set<number>();
      for (const x of it.cleared ?? []) {
        this.msgCat[CATEGORY_INDEX[blockCategory(ev, ev.blocks[x.block])]] -= x.tokens - x.stubTokens;
        clearedK.add(x.block);
      }
      ev.blocks.forEach((b, k) => {
        if (b.type !== "tool_result") return;
        // cache-edit deletions do not survive a compaction: the kept messages are sent whole
        if (!clearedK.has(k)) this.blockState[this.blockOf(e, k)] = 0;
        if (!clearedK.has(k) && this.isCompactable(e, k)) this.compactableList.push({ pos, k });
      });
    });
    this.startupLive = startupLive;
    this.prefixLive = false; // an earlier conversation the file does not hold is summarised with the rest
    this.recomputeStartup();
    this.lastRequestWorkLen = 0;
    this.reanchor();
    this.epochs.push({
      start: step,
      compaction,
      base: this.work.map(cloneItem),
      appendStart: this.appendLen,
      startupLive: [...this.startupLive],
      clears: [],
    });
  }

  /** Which startup items survive a compaction (rules.md#tiers): lost, not re-injected, or re-read from disk. */
  startupAfter(): StartupAfter {
    const live = [...this.startupLive];
    const removed: StartupRemoval[] = [];
    const memory: StartupAfter["memory"] = [];
    this.startup.forEach((s, k) => {
      if (!live[k]) return;
      if (s.afterCompaction === "lost" || s.afterCompaction === "not-reinjected") {
        live[k] = false;
        removed.push({ index: k, label: s.label, tokens: s.tokens, afterCompaction: s.afterCompaction });
      } else if (s.afterCompaction === "reinjected") {
        memory.push({ index: k, label: s.label, tokens: s.tokens });
      }
    });
    let tokens = this.overhead.tokens;
    this.startup.forEach((s, k) => {
      if (live[k]) tokens += s.tokens;
    });
    return { live, removed, memory, tokens };
  }

  // ---- records ----
  newCompaction(step: number, tier: Tier, trigger: Trigger, before: number): Compaction {
    const ev = this.events[step];
    return {
      index: this.compactions.length,
      step,
      tier,
      trigger,
      ok: true,
      tokensBefore: before,
      tokensAfter: before,
      cutIndex: null,
      liveBefore: this.work.length,
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
      consecutiveFailures: this.consecutiveFailures,
      predicted: false,
      round: ev?.group ?? 0,
      ...(ev?.line !== undefined ? { line: ev.line } : {}),
      messagesAfter: this.msgTokens,
    };
  }

  /** Leaves the recording at this step: from here on the rules alone run (fork.ts). */
  forkAt(step: number, reason: string): void {
    if (!this.following) return;
    this.following = false;
    this.inSync = false;
    const ev = this.events[step];
    this.fork = { step, round: ev?.group ?? 0, ...(ev?.line !== undefined ? { line: ev.line } : {}), reason };
  }
}
