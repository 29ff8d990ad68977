// Reader for what Claude Code's `/context` reports: the text grid it prints in the terminal
// ("claude-opus-4-5 · 51k/200k tokens (26%)", then "System prompt: 2.6k tokens (1.3%)" per
// category, then per-item sections), or the Agent SDK's structured forms of the same report
// (SDKContextUsage, snake_case, on a /context result; the get_context_usage control response,
// camelCase). Both become one ContextUsage, and from it the meter's startup items: the real split
// of "system prompt + tools" that a session alone only lets us infer.
import type { Category, StartupItem } from "../model";
import { COUNT, readNumber } from "../input/number";
import { isRecord } from "../input/check";

export type UsageKey =
  "system" | "tools" | "mcpTools" | "agents" | "memory" | "skills" | "messages" | "free" | "buffer" | "deferred" | "other";

export interface UsageCategory {
  key: UsageKey;
  /** the name as /context wrote it */
  label: string;
  tokens: number;
  /** percentage of the window as printed, when printed */
  percent?: number;
}

export interface UsageItem {
  name: string;
  /** MCP server, memory-file kind, agent source or skill source */
  detail?: string;
  tokens: number;
}

export interface ContextUsage {
  source: "text" | "sdk";
  model?: string;
  totalTokens?: number;
  windowTokens?: number;
  categories: UsageCategory[];
  mcpTools: UsageItem[];
  memoryFiles: UsageItem[];
  agents: UsageItem[];
  skills: UsageItem[];
  /** the text grid rounds (2.6k): counts read from it are as precise as it prints them */
  rounded: boolean;
}

/** A /context report is at most a few hundred lines; longer input is not one. */
const MAX_CHARS = 2_000_000;
const MAX_LINE = 600;

const KEY_BY_NAME: [RegExp, UsageKey][] = [
  [/\(deferred\)/i, "deferred"],
  [/^system prompt$/i, "system"],
  [/^system tools$/i, "tools"],
  [/^mcp tools$/i, "mcpTools"],
  [/^(custom )?agents$/i, "agents"],
  [/^memory files$/i, "memory"],
  [/^skills( and slash commands)?$/i, "skills"],
  [/^messages$/i, "messages"],
  [/^free space$/i, "free"],
  [/^(autocompact buffer|auto-compact buffer|reserved)$/i, "buffer"],
];

function keyOf(name: string): UsageKey {
  const n = name.trim();
  for (const [re, k] of KEY_BY_NAME) if (re.test(n)) return k;
  return "other";
}

/** "2.6k" -> 2,600; "1.2M" -> 1,200,000; "907" -> 907; "1,234" -> 1,234. */
export function parseCount(s: string): number | null {
  const m = /^([0-9][0-9,]*(?:\.[0-9]+)?)\s*([kKmM]?)$/.exec(s.trim());
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, ""));
  if (!Number.isFinite(n)) return null;
  const mul = m[2] === "k" || m[2] === "K" ? 1_000 : m[2] === "m" || m[2] === "M" ? 1_000_000 : 1;
  return Math.round(n * mul);
}

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;
const HEADER = /([A-Za-z0-9][\w.\-[\]]*)\s+·\s+([0-9][0-9.,]*\s?[kKmM]?)\s*\/\s*([0-9][0-9.,]*\s?[kKmM]?)\s+tokens\s+\(([0-9.]+)%\)/;
const CATEGORY = /([A-Z][A-Za-z ()-]{1,60}):\s+([0-9][0-9.,]*\s?[kKmM]?)(?:\s+tokens)?\s+\(([0-9.]+)%\)/;
const ITEM = /└\s*(.{1,300}?):\s+([0-9][0-9.,]*\s?[kKmM]?)\s+tokens/;
const SECTION = /^\s*(MCP tools|Memory files|Custom agents|Agents|Skills(?: and slash commands)?)\s+·/i;

/** Reads the text /context prints; null when the text is not a /context report. */
export function parseContextText(input: string): ContextUsage | null {
  if (input.length > MAX_CHARS || !/Context Usage|tokens \([0-9.]+%\)/.test(input.slice(0, 20_000))) return null;
  const text = input.replace(ANSI, "");
  const u: ContextUsage = { source: "text", categories: [], mcpTools: [], memoryFiles: [], agents: [], skills: [], rounded: true };
  let section: "mcpTools" | "memoryFiles" | "agents" | "skills" | null = null;
  const seen = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.length > MAX_LINE ? raw.slice(0, MAX_LINE) : raw;
    const h = HEADER.exec(line);
    if (h && u.windowTokens === undefined) {
      u.model = h[1];
      u.totalTokens = parseCount(h[2]) ?? undefined;
      u.windowTokens = parseCount(h[3]) ?? undefined;
    }
    const s = SECTION.exec(line);
    if (s) {
      const n = s[1].toLowerCase();
      section = n.startsWith("mcp") ? "mcpTools" : n.startsWith("memory") ? "memoryFiles" : n.startsWith("skills") ? "skills" : "agents";
      continue;
    }
    const it = ITEM.exec(line);
    if (it && section) {
      const tokens = parseCount(it[2]);
      if (tokens === null) continue;
      // "mcp__github__create_issue (github)", "Project (/repo/CLAUDE.md)", "reviewer (Project)"
      const m = trailingParens(it[1].trim());
      u[section].push(m ? { name: m.name || m.detail, detail: m.detail, tokens } : { name: it[1].trim(), tokens });
      continue;
    }
    const c = CATEGORY.exec(line);
    if (c) {
      const label = c[1].trim().replace(/^[^A-Za-z]+/, "");
      const tokens = parseCount(c[2]);
      if (tokens === null || seen.has(label.toLowerCase())) continue;
      seen.add(label.toLowerCase());
      u.categories.push({ key: keyOf(label), label, tokens, percent: Number(c[3]) });
    }
  }
  return u.categories.length ? u : null;
}

const num = (v: unknown): number | undefined => readNumber(v, COUNT, "tokens").value;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v.slice(0, 300) : undefined);

function items(v: unknown, name: string, detail: string): UsageItem[] {
  if (!Array.isArray(v)) return [];
  const out: UsageItem[] = [];
  for (const x of v.slice(0, 5_000)) {
    if (!isRecord(x)) continue;
    const tokens = num(x.tokens);
    const n = str(x[name]);
    if (tokens === undefined || !n) continue;
    out.push({ name: n, ...(str(x[detail]) ? { detail: str(x[detail]) } : {}), tokens });
  }
  return out;
}

/**
 * Reads the SDK's structured report: SDKContextUsage (snake_case; categories carry `kind`:
 * used, free, buffer, deferred) or the get_context_usage control response (camelCase; a deferred
 * category says `isDeferred`). Also accepts an SDK assistant message that carries `context_usage`.
 */
export function parseContextJson(doc: unknown): ContextUsage | null {
  if (!isRecord(doc)) return null;
  if (isRecord(doc.context_usage)) return parseContextJson(doc.context_usage);
  if (!Array.isArray(doc.categories)) return null;
  const snake = "total_tokens" in doc || "raw_max_tokens" in doc;
  const camel = "totalTokens" in doc || "maxTokens" in doc || "rawMaxTokens" in doc;
  if (!snake && !camel) return null;
  const categories: UsageCategory[] = [];
  for (const c of doc.categories.slice(0, 100)) {
    if (!isRecord(c)) continue;
    const label = str(c.name);
    const tokens = num(c.tokens);
    if (!label || tokens === undefined) continue;
    // classify on `kind` where the report gives it (its docs say: never on the display name)
    const key: UsageKey =
      c.kind === "free"
        ? "free"
        : c.kind === "buffer"
          ? "buffer"
          : c.kind === "deferred" || c.isDeferred === true
            ? "deferred"
            : keyOf(label);
    categories.push({ key, label, tokens });
  }
  if (!categories.length) return null;
  return {
    source: "sdk",
    ...(str(doc.model) ? { model: str(doc.model) } : {}),
    ...(num(snake ? doc.total_tokens : doc.totalTokens) !== undefined
      ? { totalTokens: num(snake ? doc.total_tokens : doc.totalTokens) }
      : {}),
    ...(num(snake ? doc.raw_max_tokens : (doc.rawMaxTokens ?? doc.maxTokens)) !== undefined
      ? { windowTokens: num(snake ? doc.raw_max_tokens : (doc.rawMaxTokens ?? doc.maxTokens)) }
      : {}),
    categories,
    mcpTools: items(snake ? doc.mcp_tools : doc.mcpTools, "name", snake ? "server_name" : "serverName"),
    memoryFiles: items(snake ? doc.memory_files : doc.memoryFiles, "path", "type"),
    agents: items(doc.agents, snake ? "agent_type" : "agentType", "source"),
    skills: items(doc.skills, "name", "source"),
    rounded: false,
  };
}

/** Either form, from pasted or dropped text; null when it is neither. */
export function parseContextUsage(text: string): ContextUsage | null {
  const t = text.replace(/^\uFEFF/, "").trimStart();
  // a JSON array is no /context report, even when a record in it quotes one (a session saved as an array)
  if (t.startsWith("[")) return null;
  if (t.startsWith("{")) {
    if (t.length > MAX_CHARS) return null;
    try {
      return parseContextJson(JSON.parse(t));
    } catch {
      return null;
    }
  }
  return parseContextText(t);
}

const STARTUP: Partial<Record<UsageKey, { category: Category; after: StartupItem["afterCompaction"] }>> = {
  system: { category: "system", after: "unchanged" },
  tools: { category: "tools", after: "unchanged" },
  // MCP tool definitions are a category of their own (rules.md#mcp-tools)
  mcpTools: { category: "mcpTools", after: "unchanged" },
  agents: { category: "tools", after: "unchanged" },
  memory: { category: "memory", after: "reinjected" },
  skills: { category: "skills", after: "not-reinjected" },
};

/**
 * The meter's startup items: what is in the context before the first message (system prompt,
 * tools, MCP tools, agents, memory files, skills), each with the tokens /context reported.
 * Messages, free space, the buffer and deferred tools are not startup items.
 */
export function startupFromUsage(u: ContextUsage): StartupItem[] {
  const out: StartupItem[] = [];
  for (const c of u.categories) {
    const s = STARTUP[c.key];
    if (!s || c.tokens <= 0) continue;
    out.push({ category: s.category, label: `${c.label} (from /context)`, tokens: c.tokens, afterCompaction: s.after });
  }
  return out;
}

export function usageTokens(u: ContextUsage, key: UsageKey): number {
  return u.categories.filter((c) => c.key === key).reduce((a, c) => a + c.tokens, 0);
}

/**
 * A /context report loaded on its own, as a scenario document (docs/scenario-format.md): its
 * startup split, its messages as one block, its window as the window.
 */
export function usageToScenario(u: ContextUsage): Record<string, unknown> {
  const messages = usageTokens(u, "messages");
  return {
    format: "context-lab-scenario",
    version: 1,
    title: `/context report${u.model ? ` (${u.model})` : ""}`,
    description: `What Claude Code's /context reported${u.rounded ? ", as rounded as it prints it" : ""}: the startup split, then the conversation's messages as one block.`,
    ...(u.windowTokens ? { settings: { window: u.windowTokens } } : {}),
    startup: startupFromUsage(u).map((s) => ({
      category: s.category,
      label: s.label,
      tokens: s.tokens,
      afterCompaction: s.afterCompaction,
    })),
    events: [{ type: "user", text: "Messages, as /context counted them", tokens: messages }],
  };
}

/** "name (detail)" split at its last parenthesis, by index rather than a backtracking pattern. */
function trailingParens(t: string): { name: string; detail: string } | null {
  if (!t.endsWith(")")) return null;
  const open = t.lastIndexOf("(");
  if (open < 0) return null;
  const detail = t.slice(open + 1, -1);
  if (detail.includes(")")) return null;
  return { name: t.slice(0, open).trimEnd(), detail };
}
