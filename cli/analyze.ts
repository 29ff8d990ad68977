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
  const versions = a.versions.length > 1 ? `, Claude Code ${a.versions.join(" → ")}` : a.version ? `, Claude Code ${a.version}` : "";
  const lines = [
    `${a.name}  (${a.format}, ${n(a.bytes)} bytes (UTF-8)${versions}${a.model ? `, ${a.model}` : ""})`,
    ...(a.title ? [`  title: ${a.title}`] : []),
    `  messages ${n(a.messages)} of ${n(a.events)} records, ${n(a.groups)} API rounds, ${n(a.toolCalls)} tool calls` +
      (a.orphanToolUses ? ` (${a.orphanToolUses} without a result)` : ""),
    `  sidechain records ${n(a.sidechainRecords)}, subagents ${a.subagents.length}`,
    `  last context (recorded usage): ${a.lastContextTokens === null ? "none recorded" : n(a.lastContextTokens) + " tokens"}`,
  ];
  if (a.compactions.length) {
    lines.push(`  compactions ${a.compactions.length}:`);
    for (const c of a.compactions)
      lines.push(
        `    line ${c.line ?? "-"}  ${c.trigger}  preTokens ${c.preTokens === null ? "-" : n(c.preTokens)}` +
          (c.postTokens === null ? "" : `  postTokens ${n(c.postTokens)}`),
      );
  } else lines.push("  compactions: none recorded");
  if (a.microcompactions.length) {
    lines.push(`  microcompactions ${a.microcompactions.length}:`);
    for (const c of a.microcompactions)
      lines.push(
        `    line ${c.line ?? "-"}  ${c.trigger}  preTokens ${c.preTokens === null ? "-" : n(c.preTokens)}  saved ${c.tokensSaved === null ? "-" : n(c.tokensSaved)}`,
      );
  }
  if (a.apiErrors.length) {
    const byStatus = new Map<string, number>();
    for (const e of a.apiErrors) byStatus.set(String(e.status ?? "no status"), (byStatus.get(String(e.status ?? "no status")) ?? 0) + 1);
    lines.push(`  API errors ${a.apiErrors.length} (not counted as usage): ${[...byStatus].map(([k, v]) => `${k} ×${v}`).join(", ")}`);
  }
  if (a.skills.length) lines.push(`  skills: ${a.skills.map((s) => `${s.name} ×${s.invocations}`).join(", ")}`);
  if (Object.keys(a.unknownTypes).length)
    lines.push(
      `  unknown record types (kept): ${Object.entries(a.unknownTypes)
        .map(([k, v]) => `${k} ×${v}`)
        .join(", ")}`,
    );
  if (Object.keys(a.unknownFields).length)
    lines.push(
      `  fields not known to this reader (kept, not read): ${Object.entries(a.unknownFields)
        .map(([k, v]) => `${k} ×${v}`)
        .join(", ")}`,
    );
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
