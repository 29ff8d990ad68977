// The simulator: walks a session through Claude Code's context rules (rules.md#tiers) and records,
// after every event, how full the window is, which threshold it crossed, which compaction tier
// fired, where it cut, and what the context holds.
//
// This file is the walk only. Each rule is a file of its own:
//   run.ts                    the state of one walk: live list, token sums, meter anchor, epochs
//   append.ts                 adding an event (and the recorded usage the meter anchors on)
//   request-pipeline.ts       before each request: microcompact, auto-compact, blocking limit
//   tiers/microcompact-time.ts, tiers/microcompact-cache.ts, tiers/file-unchanged.ts   tier 1
//   tiers/session-memory.ts   tier 2          tiers/full-summary.ts   tiers 3 and 4
//   tiers/reactive.ts         the 413 answer  tiers/plan.ts           applying a plan, re-attachment
//   compact.ts                session memory first, then the full compaction
//   auto-compact.ts           A and the circuit breaker        prompt-cache.ts   the cached prefix
//   follow-recording.ts, recorded-boundaries.ts, fork.ts       replay and what-if (rules.md#replay)
//
// Cheap in any order: per step it stores only numbers (tokens per category, meter state, cache
// figures). The live list is stored once per epoch (an epoch starts at each compaction); between
// compactions the list only grows by appending events, and microcompact clears are logged with
// their step, so snapshotAt(step) rebuilds the list of one step in O(live items + clears).
//
// Decisions where the rules are silent (the others are stated in the file of their rule):
// - Compaction runs before a request: at the first record of an assistant response (streaming
//   splits are one request), at a `compact-command`, and at an `api-error` (the 413'd request).
//   A compaction at step i runs before event i is added; snapshotAt(i) shows the result plus event i.
// - `used` (what the thresholds see) is the last recorded usage plus an estimate of what changed
//   after it (run.ts). Recorded usage only describes the simulated context while the two are the
//   same: the anchor freezes at the first simulated change and resets to the estimate at a simulated
//   compaction. A recorded session's estimates come from the calibrated table (tokens/calibrate.ts),
//   so what-ifs and the unrecorded tail carry it.
// - Claude Code's synthetic "Prompt is too long" assistant record counts as a 413; other API-error
//   records are errors, never usage.
import { eventText, type Session } from "../model";
import { NC, inContext, type TokenTable } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { calibrate, calibratedTable } from "../tokens/calibrate";
import { appendEvent } from "./append";
import { compact } from "./compact";
import { sameRules } from "./fork";
import { prepareRequest } from "./request-pipeline";
import { sendRequest, validCache } from "./prompt-cache";
import { compactBoundary, impliedCompaction, microcompactBoundary } from "./recorded-boundaries";
import { impliedCompactions, pairCompactions } from "./recorded";
import { specSkillReattacher } from "./reattach";
import { Run } from "./run";
import type { Settings } from "./settings-type";
import { METER_STATES, meterState, thresholds } from "./thresholds";
import type { Fork, Simulation } from "./sim-types";
import type { SimulateOptions } from "./simulate-options";
import { isPromptTooLongRecord, on413 } from "./tiers/reactive";
import { recordingSettings } from "./versions";
import { COMMAND_RECORD, CONTEXT_COMMAND } from "./text-signals";

export * from "./sim-types";
export type { SimulateOptions } from "./simulate-options";

const tsOf = (ev: Session["events"][number]): number => (ev.timestamp ? Date.parse(ev.timestamp) : NaN);

/**
 * Replays `session` under `settings`. Token counts come from `table`; stubs and generated summary
 * lines are counted with `opts.counter` (chars/4 by default).
 */
export function simulate(session: Session, rawTable: TokenTable, settings: Settings, opts: SimulateOptions = {}): Simulation {
  const settingsThresholds = thresholds(settings);
  // ---- replay or what-if (rules.md#replay), and the calibrated table (rules.md#calibration) ----
  const rec = recordingSettings(session);
  const isRecording = session.format !== "scenario" && session.events.some((e) => e.usage && e.usageCounted);
  // a fork at a step learns only from what the recording says before it
  const forkAt =
    opts.forkAt !== undefined && isRecording ? Math.max(0, Math.min(session.events.length, Math.floor(opts.forkAt))) : undefined;
  const calibrated = forkAt === undefined ? session : { ...session, events: session.events.slice(0, forkAt) };
  const calibration = isRecording && opts.calibrate !== false ? calibrate(calibrated, rawTable) : null;
  const table = calibration ? calibratedTable(calibration, session, rawTable) : rawTable;
  const recording = isRecording ? (opts.recording ?? rec.settings) : null;
  const fromStart = !!recording && opts.replay === false;
  const whatIf = !!recording && (fromStart || forkAt !== undefined || !sameRules(settings, recording));
  const first = session.events[0];
  const fork: Fork | null = fromStart
    ? {
        step: 0,
        round: first?.group ?? 0,
        ...(first?.line !== undefined ? { line: first.line } : {}),
        reason: "the rules alone from the first record",
      }
    : null;
  const counter = opts.counter ?? chars4Counter;
  const run = new Run({
    session,
    table,
    settings,
    thresholds: settingsThresholds,
    counter,
    reattachSkills: opts.reattachSkills ?? specSkillReattacher(counter),
    calibration,
    recording,
    recordingThresholds: recording ? thresholds(recording) : null,
    whatIf,
    // true while the replay follows the recording (always in replay mode; until the fork in a what-if)
    following: !!recording && !fromStart,
    fork,
  });
  const implied = recording ? impliedCompactions(session) : new Map<number, { pre: number; post: number }>();
  const { events } = session;
  const n = events.length;

  // ---- per-step output ----
  const tokensArr = new Float64Array(n);
  const estimatedArr = new Float64Array(n);
  const byCat = new Float64Array(n * NC);
  const meterArr = new Uint8Array(n);
  const sourceArr = new Uint8Array(n);
  const request = {
    requestInput: new Float64Array(n).fill(NaN),
    cacheRead: new Float64Array(n).fill(NaN),
    cacheCreation: new Float64Array(n).fill(NaN),
  };
  const cachedPrefix = new Float64Array(n);
  const appendCount = new Int32Array(n);
  const initial = { tokens: run.est(), byCategory: Float64Array.from(run.startCat), startupLive: [...run.startupLive] };

  let lastAssistantId: string | undefined;
  let seenAssistant = false;

  // ---- the walk ----
  for (let i = 0; i < n; i++) {
    const ev = events[i];
    const t = tsOf(ev);
    if (Number.isFinite(t)) run.now = t;

    if (i === forkAt && run.following) run.forkAt(i, "the rules alone from here: the recording after this point is ignored");
    const im = implied.get(i);
    if (im) impliedCompaction(run, i, im.pre);

    switch (ev.kind) {
      case "compact-boundary":
        compactBoundary(run, i);
        break;
      case "microcompact-boundary":
        microcompactBoundary(run, i);
        break;
      case "compact-command": {
        // Claude Code 2.1.109 on writes the /compact command after the boundary it made: the
        // compaction already happened there (recorded-boundaries.ts), this is only its record
        if (run.commandAfterBoundary) break;
        const c = compact(run, i, "manual", "full", !ev.compact?.instructions, ev.compact?.instructions, run.following);
        if (!c.ok && !run.following) run.notes.push({ step: i, kind: "compaction-failed", message: `/compact failed (${c.failure})` });
        run.manualCommandAt = i;
        break;
      }
      case "api-error": {
        // a scenario's api-error is a 413 unless its status says otherwise (scenario.ts reads it)
        if (isPromptTooLongRecord(ev)) on413(run, i, "the API answered 413 prompt is too long");
        else
          run.notes.push({
            step: i,
            kind: "api-error",
            message: `the API answered with an error here (${eventText(ev).slice(0, 80) || "no text"}); its usage is not context`,
          });
        break;
      }
      case "compact-summary":
      case "meta":
      case "attachment":
      case "skill-body":
        // What Claude Code wrote right after a recorded boundary belongs to that compaction.
        if (!run.skipRecordedReattach) appendEvent(run, i);
        // postTokens counts the summary and what came back with it (rules.md#after-compaction): the
        // records add their categories, the total stays Claude Code's own count
        if (run.postAnchor !== null) run.anchorTo(run.postAnchor);
        break;
      case "user":
      case "tool-result": {
        // A /compact command's own records, written after its boundary, still belong to that
        // compaction (a what-if that left the recording skips them and what follows); postTokens
        // ends at them: what is written after them comes on top (rules.md#after-compaction).
        const ofCompaction =
          ev.kind === "user" && (run.postAnchor !== null || run.skipRecordedReattach) && COMMAND_RECORD.test(eventText(ev));
        if (ofCompaction) {
          run.postAnchor = null;
          if (!run.skipRecordedReattach) appendEvent(run, i);
          break;
        }
        run.skipRecordedReattach = false;
        run.postAnchor = null;
        run.commandAfterBoundary = false;
        // `/context` compacts under the seed preset only (rules.md#commands)
        if (ev.kind === "user" && settings.contextCommandCompacts && CONTEXT_COMMAND.test(eventText(ev))) {
          compact(run, i, "context-command", "full", false, undefined, run.following);
          if (!run.following) break;
        }
        appendEvent(run, i);
        break;
      }
      case "assistant": {
        run.skipRecordedReattach = false;
        run.postAnchor = null;
        run.commandAfterBoundary = false;
        // a /compact command answered by no boundary before the next response
        run.manualCommandAt = null;
        if (isPromptTooLongRecord(ev)) {
          // Claude Code's synthetic "Prompt is too long" answer: the recorded API said 413 here.
          on413(run, i, "the transcript records a prompt-too-long answer");
          break;
        }
        const newRequest = !seenAssistant || ev.messageId === undefined || ev.messageId !== lastAssistantId;
        if (newRequest && prepareRequest(run, i)) sendRequest(run, i, request);
        seenAssistant = true;
        lastAssistantId = ev.messageId;
        appendEvent(run, i);
        if (Number.isFinite(t)) run.lastAssistantTime = t;
        break;
      }
      default:
        if (inContext(ev)) appendEvent(run, i);
    }

    const u = run.used();
    tokensArr[i] = u;
    estimatedArr[i] = run.est();
    for (let c = 0; c < NC; c++) byCat[i * NC + c] = run.startCat[c] + run.msgCat[c];
    meterArr[i] = METER_STATES.indexOf(meterState(u, settingsThresholds));
    sourceArr[i] = run.inSync && run.anchored ? 1 : run.anchorUsed !== run.anchorEst ? 2 : calibration && calibration.pairs > 0 ? 3 : 0;
    cachedPrefix[i] = validCache(run);
    appendCount[i] = run.appendLen;
  }

  opts.atEnd?.(run);
  // ---- recorded compactions beside the simulated ones, one to one (recorded.ts) ----
  const extra = pairCompactions(run.recorded, run.compactions);

  return {
    name: session.name,
    format: session.format,
    estimator: table.estimator,
    settings,
    thresholds: settingsThresholds,
    steps: n,
    startup: run.startup,
    overhead: run.overhead,
    initial,
    tokens: tokensArr,
    estimated: estimatedArr,
    byCategory: byCat,
    meter: meterArr,
    source: sourceArr,
    ...request,
    cachedPrefix,
    appendOrder: run.appendOrder,
    appendCount,
    eventTokens: table.perEvent,
    eventCategory: run.eventCategory,
    epochs: run.epochs,
    compactions: run.compactions,
    recorded: run.recorded,
    extra,
    notes: run.notes,
    mode: recording ? (whatIf ? "what-if" : "replay") : "simulation",
    fork: run.fork,
    recording,
    version: rec.choice,
    calibration,
  };
}

export { compactionSummary, liveAt, series, snapshotAt, type Series, type Snapshot } from "./snapshot";
