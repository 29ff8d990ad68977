// `simulate FILE [--preset NAME] [--window N] [--estimator chars4|o200k|cl100k] [--settings JSON] [--json]`:
// replays a session, Messages API JSON or scenario through the context rules and prints the
// thresholds, every compaction the simulator ran and the compactions the file itself records.
//
// Three steps, a file each: the arguments read and checked (simulate-args.ts), the run
// (simulate-run.ts), the output as JSON (simulate-json.ts) or as text (simulate-text.ts).
import { IngestError } from "../lib/model";
import { parseArgs, UsageError } from "./io";
import { readSimulateArgs } from "./simulate-args";
import { runSimulation } from "./simulate-run";
import { simulationJson } from "./simulate-json";
import { simulationText } from "./simulate-text";

// kept here: simulate.test.ts reads it from the command it belongs to
export { parseWindow } from "./simulate-args";

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

async function run(argv: string[]): Promise<number> {
  // the flags it accepts are listed here, beside the command (help.test.ts reads them from this file)
  const args = readSimulateArgs(parseArgs(argv, ["preset", "window", "estimator", "settings", "fork-at"], ["json", "trace"]));
  const result = await runSimulation(args);
  if (args.json) process.stdout.write(JSON.stringify(simulationJson(result, args.estimator, args.trace), null, 2) + "\n");
  else process.stdout.write(simulationText(result, args.estimator));
  return 0;
}
