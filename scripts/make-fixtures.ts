/*
 * make-fixtures.ts: writes the built-in example inputs under fixtures/.
 *
 *   npx tsx scripts/make-fixtures.ts
 *
 * Deterministic: every random choice comes from a seeded PRNG, timestamps start at fixed
 * instants, and uuids / message ids / tool ids are hashes of a namespace and a counter. Running it
 * twice produces byte-identical files. Node built-ins only, plus the teaching scenarios of
 * lib/lessons/tier-scenarios.ts (plain data) that the hand-built scenarios here do not already show.
 *
 * Besides the fixtures it prints (and writes into fixtures/README.md and fixtures/facts.json) the
 * facts a test can assert. Those facts are computed by re-reading the written files, not from the
 * generator's own bookkeeping, so they describe what is on disk.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { FIX } from "./fixtures/paths";
import { Line, Usage, usageTotal } from "./fixtures/writer";
import { buildToolCalls } from "./fixtures/session-tool-calls";
import { buildCompaction } from "./fixtures/session-compaction";
import { buildSkills } from "./fixtures/session-skills";
import { buildSubagents } from "./fixtures/session-subagents";
import { BrokenFacts, buildBroken } from "./fixtures/session-broken";
import { buildApi } from "./fixtures/api";
import {
  Scenario,
  eventTokens,
  scenarioMicrocompact,
  scenarioReactive,
  scenarioReference,
  scenarioSessionMemory,
  scenarioSkillsBudget,
  scenarioThresholds,
} from "./fixtures/scenarios";
import { JsonlFacts, ScenarioFacts, expectedSkillReattachment, scanJsonl, scanScenario } from "./fixtures/facts";
import { Json } from "./fixtures/determinism";
import { exampleLessons, exampleManifest, type ManifestEntry } from "./fixtures/examples";

// ------------------------------------------------------------------------------------------------
// Output
// ------------------------------------------------------------------------------------------------

const MAX_BYTES = 2 * 1024 * 1024;

function writeOut(rel: string, text: string): void {
  const abs = join(FIX, rel);
  mkdirSync(dirname(abs), { recursive: true });
  if (Buffer.byteLength(text) > MAX_BYTES) throw new Error(`${rel} is over 2 MB (${Buffer.byteLength(text)} bytes)`);
  writeFileSync(abs, text);
}

function jsonl(lines: Line[]): string {
  return lines.map((l) => ("raw" in l && Object.keys(l).length === 1 ? String(l.raw) : JSON.stringify(l))).join("\n") + "\n";
}

function kb(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`;
}

function fmt(n: number | null | undefined): string {
  return n === null || n === undefined ? "-" : n.toLocaleString("en-US");
}

function counts(m: Record<string, number>): string {
  const e = Object.entries(m);
  return e.length ? e.map(([k, v]) => `${k} ×${v}`).join(", ") : "none";
}

function main(): void {
  // Sessions
  const toolCalls = buildToolCalls();
  writeOut("sessions/tool-calls.jsonl", jsonl(toolCalls.lines));
  const compaction = buildCompaction();
  writeOut("sessions/compaction.jsonl", jsonl(compaction.lines));
  const skills = buildSkills();
  writeOut("sessions/skills.jsonl", jsonl(skills.lines));
  const sub = buildSubagents();
  writeOut("sessions/parallel-search.jsonl", jsonl(sub.parent.lines));
  for (const a of sub.agents) writeOut(`sessions/parallel-search/subagents/agent-${a.id}.jsonl`, jsonl(a.w.lines));
  const broken = buildBroken();
  writeOut("sessions/broken.jsonl", broken.text);

  // API
  const api = buildApi();
  writeOut("api/messages-request.json", JSON.stringify(api.request, null, 2) + "\n");
  writeOut("api/messages-exchange.json", JSON.stringify(api.exchange, null, 2) + "\n");

  // Scenarios
  const scenarios: [string, Scenario][] = [
    ["reference-session", scenarioReference()],
    ["thresholds", scenarioThresholds()],
    ["microcompact", scenarioMicrocompact()],
    ["skills-budget", scenarioSkillsBudget()],
    ["session-memory", scenarioSessionMemory()],
    ["reactive-413", scenarioReactive()],
  ];
  for (const [id, s] of scenarios) writeOut(`scenarios/${id}.json`, JSON.stringify(s, null, 2) + "\n");

  const lessons = exampleLessons();
  for (const l of lessons) writeOut(`scenarios/lesson-${l.id}.json`, JSON.stringify(l.doc, null, 2) + "\n");

  // Manifest
  const manifest = exampleManifest(
    sub.agents.map((a) => `sessions/parallel-search/subagents/agent-${a.id}.jsonl`),
    lessons,
  );
  writeOut("examples.json", JSON.stringify(manifest, null, 2) + "\n");

  // Validation: every line of every JSONL file parses, except broken.jsonl's deliberate ones.
  const sessionFiles = [
    "sessions/compaction.jsonl",
    "sessions/tool-calls.jsonl",
    "sessions/skills.jsonl",
    "sessions/parallel-search.jsonl",
    ...sub.agents.map((a) => `sessions/parallel-search/subagents/agent-${a.id}.jsonl`),
    "sessions/broken.jsonl",
  ];
  const jf = sessionFiles.map(scanJsonl);
  for (const f of jf) {
    if (f.file !== "sessions/broken.jsonl" && f.badLines.length) throw new Error(`${f.file}: bad lines ${JSON.stringify(f.badLines)}`);
    if (f.bytes > MAX_BYTES) throw new Error(`${f.file} is over 2 MB`);
  }
  const bf = jf.find((f) => f.file === "sessions/broken.jsonl")!;
  const expectBad = [
    { line: broken.facts.invalidJsonLine, kind: "invalid-json" },
    { line: broken.facts.emptyLine, kind: "empty" },
    { line: broken.facts.nonObjectLine, kind: "not-object" },
    { line: broken.facts.truncatedLine, kind: "truncated" },
  ].sort((a, b) => a.line - b.line);
  if (JSON.stringify(bf.badLines) !== JSON.stringify(expectBad)) throw new Error(`broken.jsonl: ${JSON.stringify(bf.badLines)}`);
  if (bf.records !== broken.facts.validRecords) throw new Error("broken.jsonl: record count");
  for (const rel of ["api/messages-request.json", "api/messages-exchange.json", "examples.json"])
    JSON.parse(readFileSync(join(FIX, rel), "utf8"));

  const sf = scenarios.map(([id]) => scanScenario(`scenarios/${id}.json`));
  // Scenario-specific expectations
  const mc = scenarios.find(([id]) => id === "microcompact")![1];
  const waitIdx = mc.events.findIndex((e) => e.type === "wait");
  const compactable = new Set(["Read", "Bash", "Grep", "Glob", "WebSearch", "WebFetch", "Edit", "Write"]);
  const beforeWait = mc.events
    .slice(0, waitIdx)
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.type === "tool" && compactable.has(String(e.name)));
  const cleared = beforeWait.slice(0, Math.max(0, beforeWait.length - 5));
  sf.find((f) => f.file.includes("microcompact"))!.extra = {
    waitEventIndex: waitIdx,
    compactableResultsBeforeWait: beforeWait.length,
    clearedBySeedTimeBasedMicrocompact: cleared.length,
    clearedEventIndexes: cleared.map(({ i }) => i),
    clearedResultTokens: cleared.reduce((a, { e }) => a + Number(e.resultTokens ?? 0), 0),
    keptMostRecent: 5,
  };
  const sb = scenarios.find(([id]) => id === "skills-budget")![1];
  const sbSkills = (sb.skills ?? []).map((k) => ({ name: String(k.name), tokens: Number(k.tokens) }));
  const sbFacts = sf.find((f) => f.file.includes("skills-budget"))!;
  const atCompact = sbFacts.crossings["167000"] ?? sb.events.length - 1;
  sbFacts.extra = {
    skillSizes: Object.fromEntries(sbSkills.map((s) => [s.name, s.tokens])),
    bodyCharsEqualsFourTimesTokens: (sb.skills ?? []).every((k) => String(k.body).length === Number(k.tokens) * 4),
    invocations: sb.events.filter((e) => e.type === "skill").map((e) => e.name),
    expectedReattachmentWithExplicitTokens: expectedSkillReattachment(sb.events, sbSkills, atCompact),
  };
  const smFacts = sf.find((f) => f.file.includes("session-memory"))!;
  smFacts.extra = { sessionMemoryTokens: 4000 };
  const rxFacts = sf.find((f) => f.file.includes("reactive-413"))!;
  rxFacts.extra = { lastEvent: "api-error 413", totalBeforeError: rxFacts.explicitTotal };
  const thFacts = sf.find((f) => f.file.includes("thresholds"))!;
  const th = scenarios.find(([id]) => id === "thresholds")![1];
  let cum = thFacts.startupTokens;
  thFacts.extra = {
    cumulativeAfterEachEvent: th.events.map((e) => (cum += eventTokens(e, []))),
  };
  const refFacts = sf.find((f) => f.file.includes("reference-session"))!;
  refFacts.extra = { endsWith: "compact", totalBeforeCompact: refFacts.explicitTotal };

  const sizes = (rel: string) => statSync(join(FIX, rel)).size;
  const facts = {
    generatedBy: "scripts/make-fixtures.ts",
    note: "Computed by re-reading the written files. Usage totals are input + cache_creation + cache_read + output of one response (never summed across responses). Scenario totals are sums of explicit token fields.",
    sessions: jf,
    brokenLines: broken.facts,
    api: {
      request: {
        bytes: sizes("api/messages-request.json"),
        messages: (api.request.messages as Json[]).length,
        tools: (api.request.tools as Json[]).length,
      },
      exchange: {
        bytes: sizes("api/messages-exchange.json"),
        usage: (api.exchange.response as Json).usage,
        usageTotal: usageTotal((api.exchange.response as Json).usage as Usage),
      },
    },
    scenarios: sf,
    examples: manifest.map((m) => m.id),
  };
  writeOut("facts.json", JSON.stringify(facts, null, 2) + "\n");
  const readme = renderReadme(jf, broken.facts, sf, facts.api, manifest);
  writeOut("README.md", readme);

  // Console report
  console.log("Fixtures written to fixtures/:\n");
  console.log("file".padEnd(42) + "size".padStart(10) + "  records  facts");
  for (const f of jf) {
    console.log(
      f.file.padEnd(42) +
        kb(f.bytes).padStart(10) +
        String(f.records).padStart(9) +
        `  rounds ${f.apiRounds}, sidechain ${f.sidechainRecords}, boundaries ${f.compactBoundaries.map((b) => `${b.trigger}@${b.preTokens}${b.postTokens ? "→" + b.postTokens : ""}`).join(" ") || "0"}, last usage ${fmt(f.lastUsageTotal)}, skills ${counts(f.skillBodies)}${f.badLines.length ? ", bad lines " + f.badLines.map((b) => `${b.line}:${b.kind}`).join(" ") : ""}`,
    );
  }
  console.log(
    "api/messages-request.json".padEnd(42) +
      kb(facts.api.request.bytes).padStart(10) +
      `          ${facts.api.request.messages} messages, ${facts.api.request.tools} tools`,
  );
  console.log(
    "api/messages-exchange.json".padEnd(42) +
      kb(facts.api.exchange.bytes).padStart(10) +
      `          response usage total ${fmt(facts.api.exchange.usageTotal)}`,
  );
  for (const s of sf) {
    console.log(
      s.file.padEnd(42) +
        kb(s.bytes).padStart(10) +
        String(s.events).padStart(9) +
        `  startup ${fmt(s.startupTokens)}, total ${fmt(s.explicitTotal)}, crosses 147k@${s.crossings["147000"] ?? "-"} 167k@${s.crossings["167000"] ?? "-"} 177k@${s.crossings["177000"] ?? "-"}`,
    );
  }
  console.log("\n" + JSON.stringify(sbFacts.extra.expectedReattachmentWithExplicitTokens));
  console.log(JSON.stringify(sf.find((f) => f.file.includes("microcompact"))!.extra));
}

function renderReadme(
  jf: JsonlFacts[],
  bl: BrokenFacts,
  sf: ScenarioFacts[],
  api: { request: Json; exchange: Json },
  manifest: ManifestEntry[],
): string {
  const what: Record<string, string> = {};
  for (const m of manifest) what[m.file] = m.description;
  what["sessions/parallel-search/subagents/agent-a1b2c3d4.jsonl"] =
    "Subagent transcript (Explore): the PII-in-logs search; every record isSidechain with agentId a1b2c3d4.";
  what["sessions/parallel-search/subagents/agent-e5f6a7b8.jsonl"] =
    "Subagent transcript (general-purpose): the legacyFetch caller map; every record isSidechain with agentId e5f6a7b8.";
  const L: string[] = [];
  L.push(`# Fixtures

Built-in example inputs for Context Lab. **Generated** by \`scripts/make-fixtures.ts\`; do not edit by hand:

\`\`\`bash
npx tsx scripts/make-fixtures.ts
\`\`\`

The generator is deterministic (seeded PRNG, fixed start times, uuids and ids hashed from a counter), so running it again
produces identical bytes. Every fact below is computed by re-reading the written files, and the same facts are in
machine-readable form in \`facts.json\` for tests. \`examples.json\` is the manifest of built-in examples the app offers
(its first entry is what \`npm start\` opens).

Conventions used in the facts:
- **records**: lines that parse as a JSON object. **rounds**: distinct \`message.id\` among main-chain (non-sidechain)
  assistant records, i.e. API responses (in subagent files: among all assistant records); **splits**: extra records of
  an already-seen \`message.id\` (streaming splits).
- **usage total** = input + cache_creation + cache_read + output tokens of one response; the streaming splits of a
  response repeat the same usage and it is never summed across responses. Usage was generated so that each request's
  total is the previous total plus about chars / 3.5 of what was appended, starting from the system prompt and tools.
- **sidechain**: records with \`isSidechain: true\`.
- **skills**: skill bodies injected (meta records starting "Base directory for this skill:"), by skill name.
- Scenario totals are sums of the explicit token fields (startup items plus events; a \`skill\` event counts its skill's
  \`tokens\`). Event indexes are 0-based positions in \`events\`.

## Summary

| file | what it shows | size | records | key facts |
| --- | --- | ---: | ---: | --- |`);
  for (const f of jf) {
    const key: string[] = [];
    key.push(`${f.apiRounds} rounds (${f.streamingSplitRecords} splits)`);
    if (f.compactBoundaries.length)
      key.push(
        `${f.compactBoundaries.length} compact boundaries: ${f.compactBoundaries.map((b) => `${b.trigger} pre ${fmt(b.preTokens)}${b.postTokens !== undefined ? ` post ${fmt(b.postTokens)}` : ""}`).join("; ")}`,
      );
    if (Object.keys(f.skillBodies).length) key.push(`skills ${counts(f.skillBodies)}`);
    if (f.sidechainRecords) key.push(`${f.sidechainRecords} sidechain records`);
    if (f.badLines.length) key.push(`bad lines ${f.badLines.map((b) => `${b.line} (${b.kind})`).join(", ")}`);
    key.push(`last usage ${fmt(f.lastUsageTotal)}`);
    L.push(`| \`${f.file}\` | ${what[f.file] ?? ""} | ${kb(f.bytes)} | ${f.records} | ${key.join("; ")} |`);
  }
  L.push(
    `| \`api/messages-request.json\` | ${what["api/messages-request.json"]} | ${kb(Number(api.request.bytes))} | - | ${api.request.messages} messages, ${api.request.tools} tools |`,
  );
  L.push(
    `| \`api/messages-exchange.json\` | ${what["api/messages-exchange.json"]} | ${kb(Number(api.exchange.bytes))} | - | response usage total ${fmt(Number(api.exchange.usageTotal))} |`,
  );
  for (const s of sf) {
    L.push(
      `| \`${s.file}\` | ${what[s.file] ?? ""} | ${kb(s.bytes)} | ${s.events} events | startup ${fmt(s.startupTokens)}; total ${fmt(s.explicitTotal)} |`,
    );
  }

  L.push(`\n## Session transcripts in detail\n`);
  for (const f of jf) {
    L.push(`### \`${f.file}\`\n`);
    L.push(`- lines: ${f.lines}; records: ${f.records}; bytes: ${f.bytes}`);
    L.push(`- records by type: ${counts(f.byType)}`);
    L.push(`- unknown record types (must be kept): ${counts(f.unknownTypes)}`);
    L.push(`- main-chain records (with uuid, not sidechain): ${f.mainChainRecords}; sidechain records: ${f.sidechainRecords}`);
    L.push(`- API rounds: ${f.apiRounds}; streaming-split records: ${f.streamingSplitRecords}; thinking blocks: ${f.thinkingBlocks}`);
    L.push(`- tool calls: ${counts(f.toolUses)}; tool results with is_error: ${f.toolErrors}; images: ${f.images}`);
    L.push(
      `- compact boundaries: ${f.compactBoundaries.length ? f.compactBoundaries.map((b) => `line ${b.line} ${b.trigger} preTokens ${b.preTokens}${b.postTokens !== undefined ? ` postTokens ${b.postTokens}` : ""}`).join("; ") : "none"}; compact summaries: ${f.compactSummaries}`,
    );
    if (f.firstUsageAfterEachBoundary.length)
      L.push(`- first usage total after each boundary: ${f.firstUsageAfterEachBoundary.map(fmt).join(", ")}`);
    L.push(
      `- skill bodies: ${counts(f.skillBodies)}; via Skill tool: ${counts(f.skillToolCalls)}; via slash command: ${counts(f.skillSlashCommands)}`,
    );
    L.push(`- usage totals: first ${fmt(f.firstUsageTotal)}, max ${fmt(f.maxUsageTotal)}, last ${fmt(f.lastUsageTotal)}`);
    if (f.agentIds.length) L.push(`- agentId values: ${f.agentIds.join(", ")}`);
    if (f.badLines.length) L.push(`- bad lines: ${f.badLines.map((b) => `line ${b.line} ${b.kind}`).join("; ")}`);
    L.push("");
  }
  L.push(`### The damage in \`sessions/broken.jsonl\`

| line | problem |
| ---: | --- |
| ${bl.invalidJsonLine} | invalid JSON (a record missing its closing brace) |
| ${bl.emptyLine} | empty line |
| ${bl.nonObjectLine} | valid JSON that is not an object (\`42\`) |
| ${bl.truncatedLine} | truncated last record, no trailing newline |

${bl.validRecords} valid records in ${bl.lines} lines. The record lost at line ${bl.invalidJsonLine} (${bl.lostRecord}) is the
\`parentUuid\` of the next record, so the chain has a gap there${bl.lostRecord.includes("tool_use") ? ", and the tool_result on the next line answers a tool_use that can no longer be read" : ""}.
`);
  L.push(`## Scenarios in detail\n`);
  for (const s of sf) {
    L.push(`### \`${s.file}\`\n`);
    L.push(`- events: ${s.events} (${counts(s.eventTypes)})`);
    L.push(`- startup tokens: ${fmt(s.startupTokens)}; sum of all explicit tokens: ${fmt(s.explicitTotal)}`);
    L.push(
      `- first event index where the running sum reaches 147,000: ${s.crossings["147000"] ?? "never"}; 167,000: ${s.crossings["167000"] ?? "never"}; 177,000: ${s.crossings["177000"] ?? "never"}`,
    );
    for (const [k, v] of Object.entries(s.extra)) {
      if (k === "cumulativeAfterEachEvent") L.push(`- running sum after each event: ${(v as number[]).map(fmt).join(", ")}`);
      else L.push(`- ${k}: \`${JSON.stringify(v)}\``);
    }
    L.push("");
  }
  L.push(`Notes:
- \`skills-budget.json\`: the expected re-attachment applies rules.md#skills to the explicit token sizes (keep the most
  recent invocation of each skill, most recent first, cut to 5,000, add while the total stays within 25,000, skip a skill
  that does not fit and keep trying smaller older ones). With the chars/4 estimator the bodies give the same sizes, but
  the cut also makes room for the truncation marker.
- \`thresholds.json\`: the thresholds assume the defaults at a 200,000 window (warning 147,000 while auto-compact is on,
  auto-compact 167,000, blocking 177,000).
`);
  return L.join("\n");
}

main();
