// Built-in teaching scenarios (docs/scenario-format.md): each makes one tier of rules.md#tiers fire, with
// explicit token counts so it means the same under every estimator. Plain JSON-serialisable
// documents: the app can offer them as examples and share links can carry them.
import type { Tier } from "./simulate";

export interface Lesson {
  id: string;
  /** the tier this lesson shows firing */
  tier: Tier | "circuit-breaker";
  doc: Record<string, unknown>;
}

const SYSTEM = [
  { category: "system", label: "System prompt", tokens: 4_200 },
  { category: "tools", label: "Built-in tools", tokens: 12_000 },
  { category: "memory", label: "CLAUDE.md", tokens: 1_800, afterCompaction: "reinjected" },
  { category: "skills", label: "Skill listing", tokens: 450, afterCompaction: "not-reinjected" },
];

const scenario = (title: string, description: string, events: unknown[], more: Record<string, unknown> = {}) => ({
  format: "context-lab-scenario",
  version: 1,
  title,
  description,
  startup: SYSTEM,
  events,
  ...more,
});

const read = (path: string, resultTokens: number) => ({ type: "tool", name: "Read", input: { file_path: path }, useTokens: 40, resultTokens });

export const LESSONS: readonly Lesson[] = [
  {
    id: "auto-compact",
    tier: "full",
    doc: scenario(
      "Reading files until auto-compact",
      "Large files fill the 200k window. The request after the context reaches 167,000 tokens (A = 200,000 - 20,000 - 13,000) compacts it: a summary in nine sections, the five most recent files re-attached at 5,000 tokens each, the skill listing gone.",
      [
        { type: "user", text: "Find why the nightly export is slow", tokens: 60 },
        ...["src/export/run.ts", "src/export/query.ts", "src/db/pool.ts", "src/export/format.ts", "logs/nightly.log", "src/export/upload.ts", "src/export/retry.ts"].map(
          (p, k) => read(p, [18_000, 26_000, 22_000, 9_000, 40_000, 24_000, 12_000][k]),
        ),
        { type: "assistant", text: "The query runs once per row; batching it fixes the slowness.", tokens: 900 },
        { type: "user", text: "Do it", tokens: 10 },
        { type: "assistant", text: "Batching the query now.", tokens: 200 },
      ],
    ),
  },
  {
    id: "time-based-microcompact",
    tier: "microcompact-time",
    doc: scenario(
      "Back from lunch: time-based microcompact",
      "After an hour without a response the server's prompt cache has expired anyway, so (seed preset) every compactable tool result but the five most recent is replaced by a short stub before the next request.",
      [
        { type: "user", text: "Review the payment module", tokens: 40 },
        ...["pay/a.ts", "pay/b.ts", "pay/c.ts", "pay/d.ts", "pay/e.ts", "pay/f.ts", "pay/g.ts", "pay/h.ts"].map((p) => read(p, 3_500)),
        { type: "assistant", text: "Read all eight files.", tokens: 300 },
        { type: "wait", minutes: 75 },
        { type: "user", text: "Back. What did you find?", tokens: 20 },
        { type: "assistant", text: "Two issues in c.ts.", tokens: 400 },
      ],
      { preset: "seed" },
    ),
  },
  {
    id: "cache-edit-microcompact",
    tier: "microcompact-cache",
    doc: scenario(
      "Cache edit: clearing old results without losing the cache",
      "With cache-edit microcompact on, once ten compactable results pile up, all but the five most recent are deleted through cache_edits: the context shrinks and the cached prefix stays valid (compare cache read and creation with the time-based lesson).",
      [
        { type: "user", text: "Find every caller of legacyAuth", tokens: 30 },
        ...Array.from({ length: 11 }, (_, k) => ({ type: "tool", name: "Grep", input: { pattern: "legacyAuth", path: `pkg${k}` }, useTokens: 30, resultTokens: 2_500 })),
        { type: "assistant", text: "Eleven packages call it.", tokens: 200 },
      ],
      { settings: { cacheEditEnabled: true, cacheEditTrigger: 10, cacheEditKeep: 5 } },
    ),
  },
  {
    id: "file-unchanged",
    tier: "file-unchanged",
    doc: scenario(
      "Reading the same file twice",
      "A second Read of the same path, offset and limit, with no Edit or Write of it in between, returns a one-line stub instead of the content. After an Edit the next Read returns the whole file again.",
      [
        { type: "user", text: "Check the config loader", tokens: 20 },
        read("src/config.ts", 6_000),
        { type: "assistant", text: "Let me look at it again.", tokens: 50 },
        read("src/config.ts", 6_000),
        { type: "tool", name: "Edit", input: { file_path: "src/config.ts", old_string: "a", new_string: "b" }, useTokens: 120, resultTokens: 40 },
        read("src/config.ts", 6_000),
      ],
    ),
  },
  {
    id: "session-memory",
    tier: "session-memory",
    doc: scenario(
      "Session memory instead of a summary",
      "A session-memory file exists, so reaching the auto-compact threshold costs no model call: the memory is the summary, and the most recent messages are kept (at least 10,000 tokens and 5 messages with text, at most 40,000), the cut moved back so no tool result loses its call.",
      [
        { type: "user", text: "Migrate the API to v2", tokens: 80 },
        ...Array.from({ length: 7 }, (_, k) => read(`api/v1/route${k}.ts`, 20_000)),
        { type: "user", text: "Start with the auth routes", tokens: 1_500 },
        { type: "assistant", text: "Migrating auth routes.", tokens: 2_000 },
        { type: "user", text: "Keep the old paths as aliases", tokens: 1_500 },
        { type: "assistant", text: "Aliases added.", tokens: 2_000 },
        { type: "user", text: "Now the billing routes", tokens: 1_500 },
        { type: "assistant", text: "On it.", tokens: 500 },
      ],
      { sessionMemory: { text: "# Session memory\nMigrating API v1 to v2; auth done, aliases kept.", tokens: 2_500 } },
    ),
  },
  {
    id: "reactive",
    tier: "reactive",
    doc: scenario(
      "413: reactive compaction",
      "The estimate says there is room, but the API answers 413 prompt is too long (a huge pasted log counts for more than it seemed): the context is compacted once and the request retried.",
      [
        { type: "user", text: "Here is the crash log", tokens: 90_000 },
        { type: "assistant", text: "Reading it.", tokens: 100 },
        { type: "api-error", status: 413 },
        { type: "assistant", text: "The crash is in the parser.", tokens: 300 },
      ],
    ),
  },
  {
    id: "manual-compact",
    tier: "full",
    doc: scenario(
      "/compact with instructions",
      "The user compacts on purpose and says what to keep; with instructions the session memory is skipped and a full summary is written.",
      [
        { type: "user", text: "Plan the database migration", tokens: 60 },
        read("db/schema.sql", 8_000),
        { type: "assistant", text: "Plan: three steps, test plan attached.", tokens: 1_500 },
        { type: "compact", instructions: "keep the test plan" },
        { type: "user", text: "Start step one", tokens: 20 },
        { type: "assistant", text: "Starting.", tokens: 100 },
      ],
    ),
  },
  {
    id: "circuit-breaker",
    tier: "circuit-breaker",
    doc: scenario(
      "When compaction cannot help: the circuit breaker",
      "On a 60,000-token window (A = 27,000) a 30,000-token system prompt leaves every compaction at or over A. After three failures in a row auto-compact stops trying.",
      [
        { type: "user", text: "hello", tokens: 10 },
        ...Array.from({ length: 5 }, () => ({ type: "assistant", text: "…", tokens: 50 })),
      ],
      { startup: [{ category: "system", label: "Huge system prompt", tokens: 30_000 }], settings: { window: 60_000 } },
    ),
  },
  {
    id: "docs-reference-session",
    tier: "full",
    doc: {
      format: "context-lab-scenario",
      version: 1,
      title: "The docs' reference session",
      description:
        "The session of the official docs' \"Explore the context window\" timeline on a 200,000 window, ending with /compact (tool calls carry their whole size on the result).",
      startup: [
        { category: "system", label: "System prompt", tokens: 4_200 },
        { category: "memory", label: "Auto memory (MEMORY.md)", tokens: 680, afterCompaction: "reinjected" },
        { category: "other", label: "Environment info", tokens: 280 },
        { category: "tools", label: "MCP tool names (deferred schemas)", tokens: 120 },
        { category: "skills", label: "Skill descriptions", tokens: 450, afterCompaction: "not-reinjected" },
        { category: "memory", label: "~/.claude/CLAUDE.md", tokens: 320, afterCompaction: "reinjected" },
        { category: "memory", label: "Project CLAUDE.md", tokens: 1_800, afterCompaction: "reinjected" },
      ],
      skills: [{ name: "commit-push", body: "# Commit and push\n...", tokens: 620 }],
      events: [
        { type: "user", text: "Fix the token refresh in the auth API", tokens: 45 },
        { ...read("src/api/auth.ts", 2_400), useTokens: 0 },
        { ...read("src/lib/tokens.ts", 1_100), useTokens: 0 },
        { type: "memory", label: "path rule api-conventions.md", tokens: 380 },
        { ...read("src/api/middleware.ts", 1_800), useTokens: 0 },
        { ...read("src/api/auth.test.ts", 1_600), useTokens: 0 },
        { type: "memory", label: "path rule testing.md", tokens: 290 },
        { type: "tool", name: "Grep", input: { pattern: "refreshToken" }, useTokens: 0, resultTokens: 600 },
        { type: "assistant", text: "Claude's analysis", tokens: 800 },
        { type: "tool", name: "Edit", input: { file_path: "src/api/auth.ts" }, useTokens: 0, resultTokens: 400 },
        { type: "memory", label: "PostToolUse hook (prettier)", tokens: 120 },
        { type: "tool", name: "Edit", input: { file_path: "src/api/auth.test.ts" }, useTokens: 0, resultTokens: 600 },
        { type: "memory", label: "PostToolUse hook (prettier)", tokens: 100 },
        { type: "tool", name: "Bash", input: { command: "npm test" }, useTokens: 0, resultTokens: 1_200 },
        { type: "assistant", text: "Summary of the fix", tokens: 400 },
        { type: "user", text: "Your follow-up", tokens: 40 },
        { type: "tool", name: "Task", input: { description: "research" }, useTokens: 80, resultTokens: 420 },
        { type: "assistant", text: "Claude's response", tokens: 1_200 },
        { type: "memory", label: "!git status", tokens: 180 },
        { type: "skill", name: "commit-push" },
        { type: "compact" },
      ],
    },
  },
];
