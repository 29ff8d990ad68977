// Teaching scenarios (docs/scenario-format.md): each makes one tier of rules.md#tiers fire, with
// explicit token counts so it means the same under every estimator. Plain JSON-serialisable
// documents: scripts/make-fixtures.ts writes each as fixtures/scenarios/lesson-<id>.json, which
// the app offers as an example. The tiers the hand-built scenarios of make-fixtures already show
// (session memory, reactive, the docs' reference session) are not repeated here; the guided
// lessons with captions (fixtures/lessons/) are read by ./lesson.ts.
import type { Tier } from "../context/simulate";

export interface TierScenario {
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

const read = (path: string, resultTokens: number) => ({
  type: "tool",
  name: "Read",
  input: { file_path: path },
  useTokens: 40,
  resultTokens,
});

export const TIER_SCENARIOS: readonly TierScenario[] = [
  {
    id: "auto-compact",
    tier: "full",
    doc: scenario(
      "Reading files until auto-compact",
      "Large files fill the 200k window. The request after the context reaches 167,000 tokens (A = 200,000 - 20,000 - 13,000) compacts it: a summary in nine sections, the five most recent files re-attached at 5,000 tokens each, the skill listing gone.",
      [
        { type: "user", text: "Find why the nightly export is slow", tokens: 60 },
        ...[
          "src/export/run.ts",
          "src/export/query.ts",
          "src/db/pool.ts",
          "src/export/format.ts",
          "logs/nightly.log",
          "src/export/upload.ts",
          "src/export/retry.ts",
        ].map((p, k) => read(p, [18_000, 26_000, 22_000, 9_000, 40_000, 24_000, 12_000][k])),
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
      "After an hour without a response the server's prompt cache has expired anyway, so (under the Design notes preset) every compactable tool result but the five most recent is replaced by a short stub before the next request.",
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
        ...Array.from({ length: 11 }, (_, k) => ({
          type: "tool",
          name: "Grep",
          input: { pattern: "legacyAuth", path: `pkg${k}` },
          useTokens: 30,
          resultTokens: 2_500,
        })),
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
        {
          type: "tool",
          name: "Edit",
          input: { file_path: "src/config.ts", old_string: "a", new_string: "b" },
          useTokens: 120,
          resultTokens: 40,
        },
        read("src/config.ts", 6_000),
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
      [{ type: "user", text: "hello", tokens: 10 }, ...Array.from({ length: 5 }, () => ({ type: "assistant", text: "…", tokens: 50 }))],
      { startup: [{ category: "system", label: "Huge system prompt", tokens: 30_000 }], settings: { window: 60_000 } },
    ),
  },
];
