// Context Lab's headless CLI: the same engine as the app, for scripts and CI.
//   npm run --silent cli -- analyze FILE [--json]
//   npm run --silent cli -- simulate FILE [--preset NAME] [--window N] [--estimator E] [--json]
import { IngestError } from "../lib/model";
import { UsageError } from "./io";

const USAGE = `usage: context-lab <command> [options]
  analyze FILE [--json]        what a session, Messages API JSON or scenario holds
  simulate FILE [--preset cc-2.1.88|seed|docs-2026] [--window N] [--estimator chars4|o200k|cl100k] [--json]
                               replay it through the context rules
  fidelity DIR... [--json]     how well the rules predict the recorded compactions and usage of the sessions in DIR
  lint DIR [--preset NAME] [--estimator E] [--json]
                               check a skill catalog's descriptions and bodies
  route "PROMPT" --catalog DIR [--catalog DIR] [--json]   route a prompt through the skill router
  bench --catalog DIR --gold FILE [--json] [--compare korean]   the router's gold-set bench`;

type Command = (args: string[]) => Promise<number>;

const commands: Record<string, () => Promise<Command>> = {
  analyze: async () => (await import("./analyze")).analyzeCommand,
  simulate: async () => (await import("./simulate")).simulateCommand,
  fidelity: async () => (await import("./fidelity")).fidelityCommand,
  lint: async () => (await import("./lint")).lintCommand,
  route: async () => (await import("./route")).routeCommand,
  bench: async () => (await import("./bench")).benchCommand,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(USAGE + "\n");
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    process.stderr.write(`context-lab: unknown command "${name}"\n${USAGE}\n`);
    return 2;
  }
  try {
    return await (await load())(rest);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`context-lab ${name}: ${e.message}\n`);
      return 2;
    }
    if (e instanceof IngestError) {
      process.stderr.write(`context-lab ${name}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}

// process.exit() drops what a pipe has not taken yet (a large --json document arrived cut at
// 64 KB): exit once stdout and stderr have flushed what was written before.
const exitAfterFlush = (code: number) =>
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));

main(process.argv.slice(2)).then(exitAfterFlush, (e) => {
  process.stderr.write(`context-lab: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
  exitAfterFlush(1);
});
