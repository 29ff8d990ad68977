// The facts the `analyze` command prints about one input: what it is, how it is built, what is
// wrong with it, and what it records about compactions, skills and context size. Sizes are UTF-8
// bytes, as on disk.
import { usageTotal, type Session } from "./model";
import { inContext } from "./tokens/count";

export interface Analysis {
  format: Session["format"];
  name: string;
  bytes: number;
  /** records that reach the model (user, assistant, tool results, meta, skill bodies, summaries) */
  messages: number;
  events: number;
  groups: number;
  sidechainRecords: number;
  subagents: { agentId: string; messages: number }[];
  toolCalls: number;
  orphanToolUses: number;
  errors: { line: number; message: string }[];
  warnings: { line: number; message: string }[];
  compactions: { line: number | null; trigger: "auto" | "manual"; preTokens: number | null; postTokens: number | null }[];
  /** recorded microcompactions (system/microcompact_boundary) */
  microcompactions: { line: number | null; trigger: "auto" | "manual"; preTokens: number | null; tokensSaved: number | null }[];
  /** synthetic API-error records: errors, never usage */
  apiErrors: { line: number | null; status: number | null }[];
  skills: { name: string; invocations: number }[];
  unknownTypes: Record<string, number>;
  /** fields of the records the reader does not know (lib/transcripts/record-fields.ts), with how many records carry each */
  unknownFields: Record<string, number>;
  /** input + cache creation + cache read + output of the last recorded response, or null */
  lastContextTokens: number | null;
  model: string | null;
  version: string | null;
  /** every Claude Code version the records carry, in the order first met */
  versions: string[];
  title: string | null;
}

export function analyze(session: Session): Analysis {
  const messages = session.events.filter(inContext).length;
  const compactions = session.events
    .filter((e) => e.kind === "compact-boundary")
    .map((e) => ({
      line: e.line ?? null,
      trigger: e.compact?.trigger ?? "auto",
      preTokens: e.compact?.preTokens ?? null,
      postTokens: e.compact?.postTokens ?? null,
    }));
  const microcompactions = session.events
    .filter((e) => e.kind === "microcompact-boundary")
    .map((e) => ({
      line: e.line ?? null,
      trigger: e.compact?.trigger ?? "auto",
      preTokens: e.compact?.preTokens ?? null,
      tokensSaved: e.compact?.tokensSaved ?? null,
    }));
  const apiErrors = session.events
    .filter((e) => e.kind === "api-error")
    .map((e) => ({ line: e.line ?? null, status: typeof e.extra.status === "number" ? e.extra.status : null }));
  const skillCounts = new Map<string, number>();
  for (const s of session.skills) skillCounts.set(s.name, (skillCounts.get(s.name) ?? 0) + 1);
  let last: number | null = null;
  for (let i = session.events.length - 1; i >= 0; i--) {
    const ev = session.events[i];
    if (ev.usage && ev.usageCounted) {
      last = usageTotal(ev.usage);
      break;
    }
  }
  return {
    format: session.format,
    name: session.name,
    bytes: session.bytes,
    messages,
    events: session.events.length,
    groups: session.groups.length,
    sidechainRecords: session.sidechain.length,
    subagents: session.subagents.map((s) => ({ agentId: s.agentId, messages: s.session.events.filter(inContext).length })),
    toolCalls: session.toolPairs.length,
    orphanToolUses: session.toolPairs.filter((p) => p.result === undefined).length,
    errors: session.errors,
    warnings: session.warnings,
    compactions,
    microcompactions,
    apiErrors,
    skills: [...skillCounts].map(([name, invocations]) => ({ name, invocations })),
    unknownTypes: session.unknownTypes,
    unknownFields: session.unknownFields ?? {},
    lastContextTokens: last,
    model: session.meta.model ?? null,
    version: session.meta.version ?? null,
    versions: session.meta.versions ?? [],
    title: session.meta.title ?? null,
  };
}
