// Writes fixtures/sessions/replay-real-shape.jsonl: a Claude Code 2.1.19 session with the shapes
// real sessions have (version on every record, empty thinking blocks with only a signature,
// placeholder output counts, an API-error record with all-zero usage, bookkeeping records, two
// auto compactions with their boundary and summary) and usage that is exact for it: 12,000 tokens
// of system prompt and tools plus 1.25 real tokens per chars/4 token of the messages. The text is
// our own. Run: npx tsx scripts/make-replay-fixture.ts
import fs from "node:fs";
import path from "node:path";

const OVERHEAD = 12_000;
const RATIO = 1.25;
const VERSION = "2.1.19";
const out: string[] = [];
let n = 0;
let parent: string | null = null;
let minute = 0;
const words = ["context", "window", "token", "compact", "summary", "tool", "result", "session", "replay", "threshold"];
/** Text of exactly `tokens` chars/4 tokens, words of our own. */
const text = (tokens: number, seed: number) => {
  let s = "";
  for (let k = 0; s.length < tokens * 4; k++) s += words[(seed + k * 7) % words.length] + " ";
  return s.slice(0, tokens * 4);
};
const base = () => {
  const uuid = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
  const r = {
    uuid,
    parentUuid: parent,
    sessionId: "replay-real-shape",
    version: VERSION,
    cwd: "/home/dev/project",
    gitBranch: "main",
    timestamp: new Date(Date.UTC(2026, 0, 5, 9, minute++)).toISOString(),
  };
  parent = uuid;
  return r;
};
/** What the messages since the last compaction hold, in chars/4 tokens. */
let est = 0;
let lastReal = 0;
const usage = (final: boolean) => {
  const real = Math.round(OVERHEAD + est * RATIO);
  const u = {
    input_tokens: 3,
    cache_creation_input_tokens: Math.max(0, real - lastReal - 3),
    cache_read_input_tokens: lastReal,
    output_tokens: final ? 1 : 1,
  };
  lastReal = real;
  return u;
};
const user = (tokens: number, seed: number, more: object = {}) => {
  out.push(JSON.stringify({ type: "user", ...base(), message: { role: "user", content: text(tokens, seed) }, ...more }));
  est += tokens;
};
let msg = 0;
const turn = (tool: string, resultTokens: number, seed: number) => {
  const id = `msg_${String(++msg).padStart(4, "0")}`;
  const call = `toolu_${String(msg).padStart(4, "0")}`;
  // one response in two streaming records: empty thinking (signature only), then text + tool call
  out.push(
    JSON.stringify({
      type: "assistant",
      ...base(),
      requestId: `req_${msg}`,
      message: {
        id,
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "thinking", thinking: "", signature: "EqMBCkYIBhgCKkBfixture" + msg }],
        usage: usage(false),
      },
    }),
  );
  const said = text(40, seed);
  const input = { file_path: `/home/dev/project/src/f${seed}.ts` };
  const callTokens = Math.round((tool.length + JSON.stringify(input).length) / 4);
  est += 40 + callTokens;
  lastReal = Math.round(OVERHEAD + (est - 40 - callTokens) * RATIO); // the same request: its usage is the request's
  out.push(
    JSON.stringify({
      type: "assistant",
      ...base(),
      requestId: `req_${msg}`,
      message: {
        id,
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [
          { type: "text", text: said },
          { type: "tool_use", id: call, name: tool, input },
        ],
        usage: usage(true),
      },
    }),
  );
  out.push(
    JSON.stringify({
      type: "user",
      ...base(),
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: call, content: text(resultTokens, seed + 3) }] },
      toolUseResult: { type: "text" },
    }),
  );
  est += resultTokens;
};
const boundary = () => {
  const pre = Math.round(OVERHEAD + est * RATIO);
  out.push(
    JSON.stringify({
      type: "system",
      subtype: "compact_boundary",
      ...base(),
      content: "Conversation compacted",
      isMeta: false,
      level: "info",
      compactMetadata: { trigger: "auto", preTokens: pre },
    }),
  );
  est = 0;
  lastReal = OVERHEAD;
  user(1_500, 5, { isCompactSummary: true, isVisibleInTranscriptOnly: true });
};

out.push(JSON.stringify({ type: "permission-mode", permissionMode: "default", sessionId: "replay-real-shape" }));
for (let round = 0; round < 2; round++) {
  user(60, round);
  // each turn appends about 9,100 chars/4 tokens (11,400 real): the 2.1.19 threshold is 155,000
  let k = 0;
  while (OVERHEAD + (est + 9_200) * RATIO < 155_500) turn(k % 3 === 0 ? "Bash" : "Read", 9_000, round * 50 + k++);
  turn("Read", 9_000, 99);
  boundary();
}
user(30, 7);
// a synthetic API-error answer: all-zero usage, never the context
out.push(
  JSON.stringify({
    type: "assistant",
    ...base(),
    isApiErrorMessage: true,
    message: {
      id: "err_1",
      role: "assistant",
      model: "<synthetic>",
      content: [{ type: "text", text: "API Error: 529 overloaded" }],
      usage: { input_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 0 },
    },
  }),
);
for (let k = 0; k < 3; k++) turn("Read", 2_000, 200 + k);
out.push(JSON.stringify({ type: "ai-title", aiTitle: "Replay fixture", sessionId: "replay-real-shape" }));

const file = path.resolve(__dirname, "..", "fixtures", "sessions", "replay-real-shape.jsonl");
fs.writeFileSync(file, out.join("\n") + "\n");
process.stdout.write(`${file}: ${out.length} lines\n`);
