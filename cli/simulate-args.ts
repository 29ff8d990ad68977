// `simulate`'s arguments read and checked before anything is opened: the file, the preset, the
// estimator, the settings JSON and the window as overrides, the fork line, the output flags. Apart
// from running and printing so that every usage error is found in one place, before any work.
import { ESTIMATORS, type Estimator } from "../lib/model";
import { isPresetName, PRESET_NAMES } from "../lib/context/settings";
import { UsageError, type parseArgs } from "./io";
import { readJson } from "../lib/input/json";
import { readNumber } from "../lib/input/number";
import { kindOf } from "../lib/input/check";
import { MAX_COUNT } from "../lib/limits";

const USAGE =
  "usage: simulate FILE [--preset cc-2.1.88|cc-2.1.20|seed|docs-2026] [--window N|200k|1m] [--estimator chars4|o200k|cl100k] [--settings JSON] [--fork-at LINE] [--json] [--trace]";

export interface SimulateArgs {
  file: string;
  /** --preset, checked against the preset names (absent: the recording's version chooses) */
  preset: string | undefined;
  estimator: Estimator;
  /** --settings' own keys and --window, over the preset */
  overrides: Record<string, unknown>;
  /** --fork-at: the 1-based file line where the rules take over from the recording */
  forkLine: number | undefined;
  json: boolean;
  trace: boolean;
}

/** 200000, 200k, 1m, 1M, 1,000,000 */
export function parseWindow(v: string): number | null {
  const m = /^(\d+(?:\.\d+)?)\s*([kKmM]?)$/.exec(v.replace(/[,_]/g, "").trim());
  if (!m) return null;
  const n = Number(m[1]) * (m[2].toLowerCase() === "k" ? 1_000 : m[2].toLowerCase() === "m" ? 1_000_000 : 1);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

function readForkLine(value: string | undefined): number | undefined {
  const fork = value === undefined ? undefined : readNumber(value, { min: 1, max: MAX_COUNT, text: true }, "--fork-at");
  if (fork && (fork.value === undefined || !Number.isInteger(fork.value)))
    throw new UsageError(`--fork-at must be a line number of the file (1 or more), not "${value!.slice(0, 40)}"`);
  return fork?.value;
}

/** --settings JSON: a JSON object whose own keys become overrides */
function readSettingsJson(value: string, overrides: Record<string, unknown>): void {
  const read = readJson(value, "--settings");
  if (!read.ok) throw new UsageError(`${read.message}; it takes a JSON object, e.g. '{"autoCompactEnabled": false}'`);
  const parsed = read.value;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new UsageError(`--settings is ${kindOf(parsed)}; it takes a JSON object, e.g. '{"autoCompactEnabled": false}'`);
  // own keys copied as data (a "__proto__" key is a setting name mergeSettings reports, never a prototype)
  for (const k of Object.keys(parsed))
    Object.defineProperty(overrides, k, { value: (parsed as Record<string, unknown>)[k], enumerable: true });
}

/** the flags as parseArgs split them (simulate.ts lists which it accepts), read and checked */
export function readSimulateArgs({ positional, values, flags }: ReturnType<typeof parseArgs>): SimulateArgs {
  const forkLine = readForkLine(values["fork-at"]);
  if (positional.length !== 1) throw new UsageError(USAGE);
  if (values.preset !== undefined && !isPresetName(values.preset)) {
    throw new UsageError(`--preset must be one of ${PRESET_NAMES.join(", ")}, not "${values.preset}"`);
  }
  const estimator = (values.estimator ?? "chars4") as Estimator;
  if (!ESTIMATORS.includes(estimator))
    throw new UsageError(`--estimator must be one of ${ESTIMATORS.join(", ")}, not "${values.estimator}"`);
  const overrides: Record<string, unknown> = {};
  if (values.settings !== undefined) readSettingsJson(values.settings, overrides);
  if (values.window !== undefined) {
    const w = parseWindow(values.window);
    if (w === null) throw new UsageError(`--window must be a token count such as 200000, 200k or 1m, not "${values.window}"`);
    overrides.window = w;
  }
  return {
    file: positional[0],
    preset: values.preset,
    estimator,
    overrides,
    forkLine,
    json: flags.has("json"),
    trace: flags.has("trace"),
  };
}
