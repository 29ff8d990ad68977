// Context Lab's headless CLI: the same engine as the app, for scripts and CI.
//   npm run --silent cli -- COMMAND ...   (or `context-lab COMMAND ...`, the built bin)
// The commands and their flags are listed in cli/help.ts; each command's module is loaded only
// when it runs, so `analyze` never loads the router or the tokenizer tables.
import { IngestError } from "../lib/model";
import { UsageError, guardTerminal } from "./io";
import { commandHelp, usage } from "./help";
import { useRankTableStore } from "../lib/tokens/estimators";
import { buildRankStore } from "./rank-store";

type Command = (args: string[]) => Promise<number>;

const commands: Record<string, () => Promise<Command>> = {
  analyze: async () => (await import("./analyze")).analyzeCommand,
  simulate: async () => (await import("./simulate")).simulateCommand,
  fidelity: async () => (await import("./fidelity")).fidelityCommand,
  watch: async () => (await import("./watch")).watchCommand,
  lint: async () => (await import("./lint")).lintCommand,
  route: async () => (await import("./route")).routeCommand,
  bench: async () => (await import("./bench")).benchCommand,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    const about = name === "help" && rest[0] ? commandHelp(rest[0]) : null;
    process.stdout.write((about ?? usage()) + "\n");
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    process.stderr.write(`context-lab: unknown command "${name}"\n${usage()}\n`);
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    process.stdout.write(commandHelp(name) + "\n");
    return 0;
  }
  try {
    return await (
      await load()
    )(rest);
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
const exitAfterFlush = (code: number) => process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));

// Text from transcripts and catalogs (ESC, BEL, lone CR) reaches the terminal escaped.
guardTerminal(process.stdout);
// the tokenizer tables a run builds are kept beside the built CLI for the next run
useRankTableStore(buildRankStore(import.meta.url));
guardTerminal(process.stderr);

main(process.argv.slice(2)).then(exitAfterFlush, (e) => {
  process.stderr.write(`context-lab: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  exitAfterFlush(1);
});
