// `simulate FILE [--preset NAME] [--window N] [--estimator chars4|o200k|cl100k] [--settings JSON] [--json]`:
// replays a session, Messages API JSON or scenario through the context rules and prints the
// thresholds, every compaction the simulator ran and the compactions the file itself records.
import { ESTIMATORS, IngestError, type Estimator } from "../lib/model";
import { countSession } from "../lib/tokens/count";
import { loadCounter } from "../lib/tokens/estimators";
import { isPresetName, PRESET_NAMES, resolveSettings, type Settings } from "../lib/context/settings";
import { compactionSummary, simulate, snapshotAt, TIER_LABEL } from "../lib/context/simulate";
import { recordingSettings } from "../lib/context/versions";
import { recordedShape } from "../lib/context/recorded-reattachment";
import { ruleShape } from "../lib/context/rule-reattachment";
import { cameBackLines } from "./came-back";
import { parseArgs, readSession, UsageError } from "./io";
import { readJson } from "../lib/input/json";
import { readNumber } from "../lib/input/number";
import { kindOf } from "../lib/input/check";
import { MAX_COUNT } from "../lib/limits";

const USAGE =
  "usage: simulate FILE [--preset cc-2.1.88|cc-2.1.20|seed|docs-2026] [--window N|200k|1m] [--estimator chars4|o200k|cl100k] [--settings JSON] [--fork-at LINE] [--json] [--trace]";

/** 200000, 200k, 1m, 1M, 1,000,000 */
export function parseWindow(v: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*([kKmM]?)$/.exec(v.replace(/[,_]/g, "").trim());
  if (!m) return null;
  const n = Number(m[1]) * (m[2].toLowerCase() === "k" ? 1_000 : m[2].toLowerCase() === "m" ? 1_000_000 : 1);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

export async function simulateCommand(args: string[]): Promise<number> {
  try {
    return await run(args);
  } catch (e) {
    if (e instanceof UsageError || e instanceof IngestError) {
      process.stderr.write(`context-lab simulate: ${e.message}\n`);
      return e instanceof UsageError ? 2 : 1;
    }
    throw e;
  }
}

async function run(args: string[]): Promise<number> {
  const { positional, values, flags } = parseArgs(args, ["preset", "window", "estimator", "settings", "fork-at"], ["json", "trace"]);
  const fork =
    values["fork-at"] === undefined ? undefined : readNumber(values["fork-at"], { min: 1, max: MAX_COUNT, text: true }, "--fork-at");
  if (fork && (fork.value === undefined || !Number.isInteger(fork.value)))
    throw new UsageError(`--fork-at must be a line number of the file (1 or more), not "${values["fork-at"]!.slice(0, 40)}"`);
  const forkLine = fork?.value;
  if (positional.length !== 1) throw new UsageError(USAGE);
  if (values.preset !== undefined && !isPresetName(values.preset)) {
    throw new UsageError(`--preset must be one of ${PRESET_NAMES.join(", ")}, not "${values.preset}"`);
  }
  const estimator = (values.estimator ?? "chars4") as Estimator;
  if (!ESTIMATORS.includes(estimator))
    throw new UsageError(`--estimator must be one of ${ESTIMATORS.join(", ")}, not "${values.estimator}"`);
  const overrides: Record<string, unknown> = {};
  if (values.settings !== undefined) {
    const read = readJson(values.settings, "--settings");
    if (!read.ok) throw new UsageError(`${read.message}; it takes a JSON object, e.g. '{"autoCompactEnabled": false}'`);
    const parsed = read.value;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
      throw new UsageError(`--settings is ${kindOf(parsed)}; it takes a JSON object, e.g. '{"autoCompactEnabled": false}'`);
    // own keys copied as data (a "__proto__" key is a setting name mergeSettings reports, never a prototype)
    for (const k of Object.keys(parsed))
      Object.defineProperty(overrides, k, { value: (parsed as Record<string, unknown>)[k], enumerable: true });
  }
  if (values.window !== undefined) {
    const w = parseWindow(values.window);
    if (w === null) throw new UsageError(`--window must be a token count such as 200000, 200k or 1m, not "${values.window}"`);
    overrides.window = w;
  }

  const session = readSession(positional[0]);
  const counter = await loadCounter(estimator);
  const table = countSession(session, counter);
  // Without --preset, a recorded session runs the preset its Claude Code version chooses (versions.ts).
  const recording = recordingSettings(session);
  const version = recording.choice;
  const byVersion = values.preset === undefined && session.format !== "scenario";
  const preset = values.preset ?? (byVersion ? version.preset : undefined);
  // the window the recording proves (1M when its usage passed 200k), unless --window says otherwise
  if (byVersion && overrides.window === undefined) overrides.window = recording.settings.window;
  const { settings, problems } = resolveSettings(session.scenario, {
    ...(preset ? { preset: preset as Settings["preset"] } : {}),
    overrides,
  });
  for (const p of problems) process.stderr.write(`context-lab simulate: ${p}\n`);
  // --fork-at LINE: the recording followed up to the first record at or after that line, the rules alone from there
  let forkAt: number | undefined;
  if (forkLine !== undefined) {
    if (session.format === "scenario") throw new UsageError("--fork-at needs a recorded session: a scenario has no recording to leave");
    forkAt = session.events.findIndex((ev, i) => (ev.line ?? i + 1) >= forkLine);
    if (forkAt < 0)
      throw new UsageError(`--fork-at ${forkLine} is past the last record (line ${session.events.at(-1)?.line ?? session.events.length})`);
  }
  const sim = simulate(session, table, settings, { counter, ...(forkAt !== undefined ? { forkAt } : {}) });

  /** the 1-based file line of the record at a step (the record a simulated compaction runs before) */
  const lineAt = (step: number): number => session.events[step]?.line ?? step + 1;
  let peak = { step: -1, tokens: 0 };
  for (let i = 0; i < sim.steps; i++) if (sim.tokens[i] > peak.tokens) peak = { step: i, tokens: sim.tokens[i] };
  const last = snapshotAt(sim, sim.steps - 1, { live: false });
  const t = sim.thresholds;
  const out = {
    file: session.name,
    format: session.format,
    estimator,
    preset: settings.preset,
    settings: {
      window: t.window,
      maxOutput: t.maxOutput,
      reservedSummary: t.reservedSummary,
      effectiveWindow: t.effectiveWindow,
      autoCompactThreshold: t.autoCompactThreshold,
      warningThreshold: t.warningThreshold,
      blockingThreshold: t.blockingThreshold,
      autocompactBuffer: t.autocompactBuffer,
      autoCompactEnabled: t.autoCompactEnabled,
    },
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
    calibration: sim.calibration
      ? {
          label: "calibrated",
          pairs: sim.calibration.pairs,
          ratio: sim.calibration.ratio,
          byKind: sim.calibration.byKind,
          deltaErrorPct: sim.calibration.deltaError,
          placeholderOutputs: sim.calibration.placeholderOutputs,
          responses: sim.calibration.responses,
          hiddenThinking: sim.calibration.hiddenThinking,
        }
      : null,
    compactions: sim.compactions.map((c) => ({
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
    })),
    recorded: sim.recorded.map(({ reattached, ruleReattached, agreement, ...r }) => ({
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
    })),
    extra: sim.extra,
    // Skills re-attached after each compaction, in re-attachment order (most recent first).
    reattach: sim.compactions
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
      })),
    notes: sim.notes,
    // what the thresholds see after each event, with its file line and API round
    ...(flags.has("trace")
      ? { trace: session.events.map((ev, i) => ({ line: ev.line ?? i + 1, round: ev.group, tokens: Math.round(sim.tokens[i]) })) }
      : {}),
  };

  if (flags.has("json")) {
    process.stdout.write(JSON.stringify(out, null, 2) + "\n");
    return 0;
  }
  const n = (x: number) => Math.round(x).toLocaleString("en-US");
  const lines = [
    `${out.file}  (${out.format}, ${sim.steps} steps, estimator ${estimator}, preset ${settings.preset})`,
    `  window ${n(t.window)}  effective ${n(t.effectiveWindow)}  warning ${n(t.warningThreshold)}  auto-compact ${n(t.autoCompactThreshold)}${t.autoCompactEnabled ? "" : " (off)"}  blocking ${n(t.blockingThreshold)}`,
    `  peak ${n(peak.tokens)} at step ${peak.step}; final ${n(last.tokens)} (${last.meter}, ${last.percentLeft}% until auto-compact)`,
  ];
  lines.push(
    `  ${sim.mode}${sim.fork ? ` (forked from the recording at line ${sim.fork.line ?? lineAt(sim.fork.step)}: ${sim.fork.reason})` : ""}; preset by version: ${version.reason}`,
  );
  if (sim.calibration && sim.calibration.pairs > 0) {
    const d = sim.calibration.deltaError;
    lines.push(
      `  calibrated: ${sim.calibration.ratio.toFixed(3)} real tokens per estimated token over ${sim.calibration.pairs} measured deltas${d ? ` (error ${d.before.toFixed(1)}% -> ${d.after.toFixed(1)}%)` : ""}`,
    );
  }
  if (sim.overhead.source === "inferred") lines.push(`  system prompt + tools inferred from the first usage: ${n(sim.overhead.tokens)}`);
  if (sim.compactions.length) {
    lines.push(`  simulated compactions ${sim.compactions.length}:`);
    lines.push(
      `    ${"step".padStart(7)}  ${"tier".padEnd(28)}${"trigger".padEnd(17)}${"before".padStart(10)}${"after".padStart(10)}${"cut".padStart(7)}`,
    );
    for (const c of sim.compactions) {
      lines.push(
        `    ${String(c.step).padStart(7)}  ${(TIER_LABEL[c.tier] + (c.ok ? "" : " (failed)") + (c.predicted ? " *" : "")).padEnd(28)}${c.trigger.padEnd(17)}${n(c.tokensBefore).padStart(10)}${n(c.tokensAfter).padStart(10)}${(c.cutIndex === null ? "-" : String(c.cutIndex)).padStart(7)}`,
      );
    }
    if (sim.compactions.some((c) => c.predicted))
      lines.push("    * predicted by the rules beside the recording, not applied: the replay follows the recording");
  } else lines.push("  simulated compactions: none");
  if (sim.recorded.length) {
    lines.push(`  recorded compactions ${sim.recorded.length}:`);
    for (const r of sim.recorded) {
      const m = r.match;
      lines.push(
        `    line ${r.line ?? lineAt(r.step)}  round ${r.round}  ${r.kind === "microcompact" ? "microcompact " : ""}${r.implied ? "implied " : ""}${r.trigger}  preTokens ${r.preTokens === undefined ? "-" : n(r.preTokens)}` +
          (m
            ? `  | simulated: step ${m.step} (${m.roundDiff >= 0 ? "+" : ""}${m.roundDiff} rounds), ${m.tier}${m.tokenDiff === null ? "" : `, tokens ${m.tokenDiff >= 0 ? "+" : ""}${n(m.tokenDiff)}`}`
            : "  | missed: no simulated compaction"),
      );
      lines.push(...cameBackLines(r));
    }
  }
  for (const note of sim.notes.slice(0, 20)) lines.push(`  step ${note.step}: ${note.message}`);
  if (sim.notes.length > 20) lines.push(`  ... ${sim.notes.length - 20} more notes (see --json)`);
  process.stdout.write(lines.join("\n") + "\n");
  return 0;
}
