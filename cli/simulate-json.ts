// `simulate --json`: the run as one JSON document (thresholds, every compaction simulated and
// recorded, what came back, the skills re-attached, notes; with --trace the tokens after each
// event). Apart from the text output because scripts read these fields by name: their order and
// shape are a contract, each part built by its own function.
import type { Estimator } from "../lib/model";
import type { Thresholds } from "../lib/context/thresholds";
import type { Simulation } from "../lib/context/sim-types";
import { compactionSummary } from "../lib/context/snapshot";
import { recordedShape } from "../lib/context/recorded-reattachment";
import { ruleShape } from "../lib/context/rule-reattachment";
import type { SimulateRun } from "./simulate-run";

function thresholdsOf(t: Thresholds) {
  return {
    window: t.window,
    maxOutput: t.maxOutput,
    reservedSummary: t.reservedSummary,
    effectiveWindow: t.effectiveWindow,
    autoCompactThreshold: t.autoCompactThreshold,
    warningThreshold: t.warningThreshold,
    blockingThreshold: t.blockingThreshold,
    autocompactBuffer: t.autocompactBuffer,
    autoCompactEnabled: t.autoCompactEnabled,
  };
}

function calibrationOf(c: Simulation["calibration"]) {
  if (!c) return null;
  return {
    label: "calibrated",
    pairs: c.pairs,
    ratio: c.ratio,
    byKind: c.byKind,
    deltaErrorPct: c.deltaError,
    placeholderOutputs: c.placeholderOutputs,
    responses: c.responses,
    hiddenThinking: c.hiddenThinking,
  };
}

function simulatedCompactions(sim: Simulation, lineAt: SimulateRun["lineAt"]) {
  return sim.compactions.map((c) => ({
    ...compactionSummary(c),
    summarisedTokens: Math.round(c.summarised.tokens),
    keptTokens: Math.round(c.kept.tokens),
    summaryTokens: c.summary?.tokens ?? null,
    cleared: c.cleared.length,
    reattachedFiles: c.reattached.files.length,
    reattachedSkills: (c.reattached.skills?.skills ?? []).filter((s) => s.status !== "dropped").length,
    ...(c.instructions ? { instructions: c.instructions } : {}),
    line: lineAt(c.step),
    round: c.round,
    predicted: c.predicted,
    messagesAfter: Math.round(c.messagesAfter),
  }));
}

function recordedCompactions(sim: Simulation, lineAt: SimulateRun["lineAt"]) {
  return sim.recorded.map(({ reattached, ruleReattached, agreement, ...r }) => ({
    ...r,
    line: r.line ?? lineAt(r.step),
    // what came back: the recording's account (null when it wrote none) and the rules' at that moment
    ...(reattached ? { reattached: reattached.written ? recordedShape(reattached) : null } : {}),
    ...(ruleReattached ? { ruleReattached: ruleShape(ruleReattached), ruleTokensAfter: ruleReattached.tokensAfter } : {}),
    ...(agreement
      ? {
          agreement: {
            skillsEqual: agreement.skillsEqual,
            skills: agreement.skills,
            files: agreement.files,
            filesSame: agreement.filesSame,
            filesRecorded: agreement.filesRecorded,
            filesRules: agreement.filesRules,
          },
        }
      : {}),
  }));
}

/** Skills re-attached after each compaction, in re-attachment order (most recent first). */
function skillsReattached(sim: Simulation) {
  return sim.compactions
    .filter((c) => c.reattached.skills)
    .map((c) => ({
      step: c.step,
      tier: c.tier,
      estimator: c.reattached.skills!.estimator,
      skills: c.reattached.skills!.skills.map((k) => ({
        name: k.name,
        status: k.status,
        tokens: k.tokens,
        originalTokens: k.originalTokens,
        ...(k.status === "dropped" ? { reason: k.reason } : {}),
      })),
      totalTokens: c.reattached.skills!.totalTokens,
    }));
}

export function simulationJson(run: SimulateRun, estimator: Estimator, withTrace: boolean) {
  const { session, settings, problems, sim, recording, peak, last, lineAt } = run;
  const version = recording.choice;
  return {
    file: session.name,
    format: session.format,
    estimator,
    preset: settings.preset,
    settings: thresholdsOf(sim.thresholds),
    values: settings,
    problems,
    steps: sim.steps,
    overhead: sim.overhead,
    peak: { step: peak.step, tokens: Math.round(peak.tokens) },
    final: { tokens: Math.round(last.tokens), source: last.source, meter: last.meter, percentLeft: last.percentLeft },
    mode: sim.mode,
    fork: sim.fork,
    version: {
      chosen: version.preset,
      version: version.version,
      versions: version.versions,
      known: version.known,
      reason: recording.why.join("; "),
    },
    calibration: calibrationOf(sim.calibration),
    compactions: simulatedCompactions(sim, lineAt),
    recorded: recordedCompactions(sim, lineAt),
    extra: sim.extra,
    reattach: skillsReattached(sim),
    notes: sim.notes,
    // what the thresholds see after each event, with its file line and API round
    ...(withTrace
      ? { trace: session.events.map((ev, i) => ({ line: ev.line ?? i + 1, round: ev.group, tokens: Math.round(sim.tokens[i]) })) }
      : {}),
  };
}
