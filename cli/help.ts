// The CLI's help, as data: one row a command, one row a flag. `context-lab --help` prints the
// synopses, `context-lab COMMAND --help` one command with every flag. A new flag or command is one
// line here (cli/help.test.ts checks that every flag a command accepts is listed).

export interface Flag {
  /** the flag as typed, with its value's placeholder: "--preset NAME" */
  flag: string;
  text: string;
}

export interface CommandHelp {
  name: string;
  /** what follows the command name before the flags: "FILE", "DIR...", '"PROMPT"...' */
  args: string;
  summary: string;
  flags: Flag[];
}

const ESTIMATOR: Flag = {
  flag: "--estimator chars4|o200k|cl100k",
  text: "how tokens are counted (default chars4, what Claude Code counts)",
};
const JSON_OUT: Flag = { flag: "--json", text: "print one JSON document instead of text" };

const CATALOG: Flag = { flag: "--catalog DIR", text: "a skill catalog folder (required; repeat to union catalogs)" };

// The router's settings, shared by route and bench.
const ROUTER_FLAGS: Flag[] = [
  { flag: "--korean-mode strip|bigram|both", text: "how Korean words are indexed" },
  { flag: "--score-min N", text: "the BM25 score a skill needs to be considered (SCORE_MIN)" },
  { flag: "--top-k N", text: "how many candidates reach triage (TOP_K)" },
  { flag: "--near-tie R", text: "a second skill within R of the first counts as a near tie" },
  { flag: "--synonym-weight W", text: "weight of words reached through synonyms" },
  { flag: "--body-weight W", text: "weight of the skill body in the rerank (0: no rerank)" },
  { flag: "--decompose", text: "split a multi-step prompt and route each step" },
  { flag: "--no-decompose", text: "route the prompt as one step" },
  { flag: "--no-synonyms", text: "no synonym expansion" },
  { flag: "--no-triage", text: "skip the triage stage" },
  { flag: "--no-agents", text: "route to skills only, not subagents" },
  { flag: "--settings FILE.json", text: "router settings from a file (flags win)" },
  ESTIMATOR,
];

/** A command that runs the router: the catalogs, its own flags, the router's settings, --json. */
const routerCommand = (c: Omit<CommandHelp, "flags">, own: Flag[]): CommandHelp => ({
  ...c,
  flags: [CATALOG, ...own, ...ROUTER_FLAGS, JSON_OUT],
});

export const COMMANDS: CommandHelp[] = [
  {
    name: "analyze",
    args: "FILE",
    summary: "what a session, Messages API JSON or scenario holds",
    flags: [JSON_OUT],
  },
  {
    name: "simulate",
    args: "FILE",
    summary: "replay it through the context rules: thresholds, compactions, skills",
    flags: [
      {
        flag: "--preset cc-2.1.88|cc-2.1.20|seed|docs-2026",
        text: "the rule set to replay with (default: the one the recording's Claude Code version ran, else cc-2.1.88)",
      },
      { flag: "--window N|200k|1m", text: "the context window in tokens" },
      ESTIMATOR,
      { flag: "--settings JSON", text: "override settings, e.g. '{\"autoCompactEnabled\": false}'" },
      {
        flag: "--fork-at LINE",
        text: "follow the recording up to this line, then the rules alone: its usage, boundaries and what it wrote after them are ignored",
      },
      { flag: "--trace", text: "add `trace` to the JSON: {line, round, tokens} after every event" },
      JSON_OUT,
    ],
  },
  {
    name: "fidelity",
    args: "DIR...",
    summary: "how well the rules predict the compactions and usage the sessions in each folder record",
    flags: [
      ESTIMATOR,
      JSON_OUT,
      { flag: "--ndjson", text: "one JSON row a session, written as each finishes (columns: docs/fidelity-ndjson.md)" },
      { flag: "--threads N", text: "worker threads reading the sessions (default: one a free core: the cores less the load average)" },
    ],
  },
  {
    name: "watch",
    args: "FILE",
    summary: "follow a session file while Claude Code writes it: new steps and the auto-compact forecast",
    flags: [
      ESTIMATOR,
      { flag: "--interval MS", text: "how often the file's size is checked (default 1000)" },
      { flag: "--once", text: "print what the file holds now and the forecast, then stop" },
    ],
  },
  {
    name: "lint",
    args: "DIR",
    summary: "check a skill catalog's descriptions and bodies, worst first (loses behaviour, misroutes, style, language)",
    flags: [
      { flag: "--preset cc-2.1.88|seed|docs-2026", text: "the listing preset whose caps apply" },
      { flag: "--language auto|on|off", text: "the bilingual-triggers rule: for a bilingual catalog only (auto), always, never" },
      ESTIMATOR,
      JSON_OUT,
    ],
  },
  routerCommand(
    { name: "route", args: '"PROMPT"...', summary: "route prompts through the skill router (several prompts form one conversation)" },
    [
      { flag: "--previous PROMPT", text: "a prompt routed before, for the repeat rule" },
      { flag: "--log FILE", text: "append the router log (JSONL)" },
      { flag: "--why SKILL", text: "where that skill dropped out of each prompt's route, with hints" },
    ],
  ),
  routerCommand({ name: "bench", args: "", summary: "the router's gold-set bench: Recall@5, Top-1, gated rate and wrong loads" }, [
    { flag: "--gold FILE", text: "a gold set, JSONL (required; repeatable)" },
    { flag: "--compare korean", text: "the three Korean modes side by side" },
    { flag: "--sweep PARAM=FROM:TO:STEP", text: "the gold set at each value of one query-time setting" },
    { flag: "--baseline PREV.json", text: "list the cases fixed, broken and moved since an earlier `bench --json --details`" },
    { flag: "--details", text: "every case's outcome in the JSON" },
    { flag: "--failures", text: "list the failing cases" },
    {
      flag: "--fix-misses",
      text: "for each miss, the words to add to the right skill's description and what the winner won on; the bench again with them added (what if)",
    },
    { flag: "--perf", text: "routed / bare MiniSearch query cost" },
  ]),
];

const helpFlag: Flag = { flag: "--help", text: "this help" };

function table(rows: [string, string][], indent: string): string {
  const w = Math.min(40, Math.max(...rows.map(([a]) => a.length)));
  return rows
    .map(([a, b]) => (a.length > w ? `${indent}${a}\n${indent}${" ".repeat(w)}  ${b}` : `${indent}${a.padEnd(w)}  ${b}`))
    .join("\n");
}

const synopsis = (c: CommandHelp) => [c.name, c.args].filter(Boolean).join(" ");

export function usage(): string {
  return `usage: context-lab <command> [options]   (context-lab <command> --help for its options)\n${table(
    COMMANDS.map((c) => [synopsis(c), c.summary]),
    "  ",
  )}`;
}

export function commandHelp(name: string): string | null {
  const c = COMMANDS.find((x) => x.name === name);
  if (!c) return null;
  return `usage: context-lab ${synopsis(c)} [options]\n  ${c.summary}\n\noptions:\n${table(
    [...c.flags, helpFlag].map((f) => [f.flag, f.text]),
    "  ",
  )}`;
}
