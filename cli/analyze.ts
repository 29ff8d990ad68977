import { analyze } from "../lib/analyze";
import { parseArgs, readSession, UsageError } from "./io";

export async function analyzeCommand(args: string[]): Promise<number> {
  const { positional, flags } = parseArgs(args, [], ["json"]);
  if (positional.length !== 1) throw new UsageError("usage: analyze FILE [--json]");
  const a = analyze(readSession(positional[0]));
  if (flags.has("json")) {
    process.stdout.write(JSON.stringify(a, null, 2) + "\n");
    return 0;
  }
  const n = (x: number) => x.toLocaleString("en-US");
  const lines = [
    `${a.name}  (${a.format}, ${n(a.bytes)} bytes${a.version ? `, Claude Code ${a.version}` : ""}${a.model ? `, ${a.model}` : ""})`,
    `  messages ${n(a.messages)} of ${n(a.events)} records, ${n(a.groups)} API rounds, ${n(a.toolCalls)} tool calls` +
      (a.orphanToolUses ? ` (${a.orphanToolUses} without a result)` : ""),
    `  sidechain records ${n(a.sidechainRecords)}, subagents ${a.subagents.length}`,
    `  last context (recorded usage): ${a.lastContextTokens === null ? "none recorded" : n(a.lastContextTokens) + " tokens"}`,
  ];
  if (a.compactions.length) {
    lines.push(`  compactions ${a.compactions.length}:`);
    for (const c of a.compactions)
      lines.push(`    line ${c.line ?? "-"}  ${c.trigger}  preTokens ${c.preTokens === null ? "-" : n(c.preTokens)}`);
  } else lines.push("  compactions: none recorded");
  if (a.skills.length) lines.push(`  skills: ${a.skills.map((s) => `${s.name} ×${s.invocations}`).join(", ")}`);
  if (Object.keys(a.unknownTypes).length)
    lines.push(`  unknown record types (kept): ${Object.entries(a.unknownTypes).map(([k, v]) => `${k} ×${v}`).join(", ")}`);
  if (a.errors.length) {
    lines.push(`  ${a.errors.length} damaged line(s), the rest loaded:`);
    for (const e of a.errors.slice(0, 20)) lines.push(`    line ${e.line}: ${e.message}`);
  }
  if (a.warnings.length) {
    lines.push(`  ${a.warnings.length} warning(s):`);
    for (const w of a.warnings.slice(0, 20)) lines.push(`    line ${w.line}: ${w.message}`);
  }
  process.stdout.write(lines.join("\n") + "\n");
  return 0;
}
