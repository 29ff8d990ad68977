// Which preset a Claude Code version ran, and why (docs/versions.md holds the evidence).
// A session's records each carry the `version` of the Claude Code that wrote them; a resumed
// session can carry several, and the newest decides (it wrote the compactions that follow).
import { usageInput, usageTotal, type Session, type Usage } from "../model";
import { DEFAULT_PRESET, presetSettings } from "./settings";
import type { PresetName, Settings } from "./settings-type";
import { thresholds } from "./thresholds";
import { autoCompactOffEvidence } from "./auto-compact-off";
import { recordedThreshold } from "./recorded-threshold";
import { doubledCounts } from "./doubled-count";

export interface VersionChoice {
  preset: PresetName;
  /** the version the choice was made for (the newest the records carry), or null */
  version: string | null;
  versions: string[];
  /** false when no evidence covers this version (the nearest preset is used) */
  known: boolean;
  reason: string;
}

/** Every distinct version the records carry, in the order first met. */
export function versionsOf(session: Session): string[] {
  if (session.meta.versions?.length) return [...session.meta.versions];
  const seen: string[] = [];
  for (const ev of session.events) {
    const v = ev.version ?? (typeof ev.extra.version === "string" ? ev.extra.version : undefined);
    if (v && !seen.includes(v)) seen.push(v);
  }
  if (!seen.length && session.meta.version) seen.push(session.meta.version);
  return seen;
}

/** [major, minor, patch] of "2.1.19" (anything after the numbers is ignored), or null. */
export function parseVersion(v: string): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(v.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

export function compareVersions(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The last version the evidence in docs/versions.md covers. */
export const NEWEST_EVIDENCE: [number, number, number] = [2, 1, 147];

const V2_1_21: [number, number, number] = [2, 1, 21];
const V2_1_144: [number, number, number] = [2, 1, 144];
const V2_0_0: [number, number, number] = [2, 0, 0];

export function choosePreset(session: Session): VersionChoice {
  const versions = versionsOf(session);
  const parsed = versions
    .map((v) => ({ v, p: parseVersion(v) }))
    .filter((x): x is { v: string; p: [number, number, number] } => x.p !== null);
  if (!parsed.length) {
    return {
      preset: DEFAULT_PRESET,
      version: null,
      versions,
      known: false,
      reason: versions.length
        ? `version "${versions[0]}" is not a Claude Code version number; using ${DEFAULT_PRESET}`
        : `the file names no Claude Code version; using ${DEFAULT_PRESET}`,
    };
  }
  const newest = parsed.reduce((a, b) => (compareVersions(b.p, a.p) > 0 ? b : a));
  const p = newest.p;
  if (compareVersions(p, V2_1_21) < 0) {
    const known = compareVersions(p, V2_0_0) >= 0;
    return {
      preset: "cc-2.1.20",
      version: newest.v,
      versions,
      known,
      reason: known
        ? `${newest.v} is before 2.1.21, which changed the output reserve: auto-compact near 155,000 (a recorded 2.1.19 compaction at 155.9k)`
        : `no evidence for ${newest.v}: using the oldest preset with evidence (2.0 to 2.1.20, auto-compact near 155,000)`,
    };
  }
  if (compareVersions(p, NEWEST_EVIDENCE) > 0) {
    return {
      preset: "cc-2.1.88",
      version: newest.v,
      versions,
      known: false,
      reason: `${newest.v} is newer than any evidence (up to 2.1.147): using cc-2.1.88 (auto-compact at 167,000)`,
    };
  }
  return {
    preset: "cc-2.1.88",
    version: newest.v,
    versions,
    known: true,
    reason:
      compareVersions(p, V2_1_144) >= 0
        ? `${newest.v}: auto-compact at 167,000 as in 2.1.88 (2.1.144 and later are reported to compact much earlier with MCP tools; not modelled)`
        : `${newest.v} is 2.1.21 or later: auto-compact at 167,000 (the 2.1.88 source analyses)`,
  };
}

/**
 * The largest context a response of the main chain recorded (0 without usage), leaving out the
 * events in `skip`; `measure` reads a usage (its input and output by default).
 */
export function maxRecordedUsage(
  session: Session,
  skip: ReadonlySet<number> = new Set(),
  measure: (u: Usage) => number = usageTotal,
): number {
  let m = 0;
  for (const ev of session.events) {
    if (!ev.usage || !ev.usageCounted || ev.extra.isApiErrorMessage === true || skip.has(ev.i)) continue;
    m = Math.max(m, measure(ev.usage));
  }
  return m;
}

export const EXTENDED_WINDOW = 1_000_000;

/**
 * The settings the recording ran under: its version's preset, and the 1M window when the
 * recording proves it (a recorded context over 200,000 tokens, or a model named "[1m]"), and a
 * lower auto-compact threshold when its auto compactions before event `thresholdBefore` (all of
 * them by default) show one (recorded-threshold.ts).
 */
export function recordingSettings(
  session: Session,
  thresholdBefore = session.events.length,
): { settings: Settings; choice: VersionChoice; why: string[] } {
  const choice = choosePreset(session);
  const settings = presetSettings(choice.preset);
  const why = [choice.reason];
  // a doubled count is recorded usage but not the context: it proves no window (doubled-count.ts)
  const doubled = doubledCounts(session);
  // the window must hold the prompt: a response that writes past its end proves no larger window
  // (a 2.0.76 file sent 198,807 tokens, recorded 200,490 with the output, and its next two
  // requests were answered "Prompt is too long"; docs/versions.md#window-evidence)
  const peak = maxRecordedUsage(session, doubled, usageInput);
  const model = session.meta.model ?? session.events.find((e) => e.model)?.model ?? "";
  if (peak > settings.window || /\[1m\]/i.test(model)) {
    settings.window = EXTENDED_WINDOW;
    why.push(
      peak > 200_000
        ? `a recorded request sent ${peak.toLocaleString("en-US")} tokens: a 1,000,000-token window`
        : `model ${model}: a 1,000,000-token window`,
    );
  } else if (doubled.size) {
    const counted = maxRecordedUsage(session, new Set(), usageInput);
    if (counted > settings.window)
      why.push(
        `recorded usage reached ${counted.toLocaleString("en-US")} tokens only where a request with no cache read counted about twice the one before: read as the context counted twice, not as a 1,000,000-token window`,
      );
  }
  const low = recordedThreshold(session, settings, thresholdBefore);
  if (low) {
    settings.autoCompactPctOverride = low.pct;
    why.push(
      `recorded auto compactions at ${low.lowest.toLocaleString("en-US")} tokens, under this window's threshold (${low.was.toLocaleString("en-US")}): auto-compact at ${low.pct}% of the effective window`,
    );
  }
  const threshold = thresholds(settings).autoCompactThreshold;
  const off = autoCompactOffEvidence(session, threshold);
  if (off) {
    settings.autoCompactEnabled = false;
    why.push(
      `the recorded context stayed over the auto-compact threshold (${threshold.toLocaleString("en-US")}) for ${off.requests.toLocaleString("en-US")} requests with no auto compaction: auto-compact off`,
    );
  }
  return { settings, choice, why };
}

/**
 * What the recording proves beyond its version's preset, as overrides to that preset: the window
 * its usage shows and a lower auto-compact threshold its compactions show. The app and `simulate`
 * start a recorded session from these, so that a session run as it was recorded is a replay, not
 * a what-if that forks where the preset's threshold declines a recorded compaction. Auto-compact
 * off is not carried: its evidence (usage over the threshold with no compaction) can sit beside a
 * compaction the recording implies by a drop, and the app's run keeps auto-compact on there.
 */
export function recordingOverrides(settings: Settings): Partial<Settings> {
  const out: Partial<Settings> = { window: settings.window };
  if (settings.autoCompactPctOverride !== null) out.autoCompactPctOverride = settings.autoCompactPctOverride;
  return out;
}
