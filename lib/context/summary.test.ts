import { describe, expect, it } from "vitest";
import { countSession } from "../tokens/count";
import { chars4Counter } from "../tokens/estimators";
import { ingest } from "../transcripts";
import { mergeSettings, presetSettings } from "./settings";
import { simulate } from "./simulate";
import { apportion, buildSummary, collectFacts, SECTION_TITLES } from "./summary";

// A Messages API request: measured sizing, real text.
const doc = {
  model: "claude-sonnet-4-5",
  messages: [
    { role: "user", content: "Fix the refresh token bug in src/auth.ts. Don't touch the tests." },
    {
      role: "assistant",
      content: [
        { type: "text", text: "Reading the auth module." },
        { type: "tool_use", id: "t1", name: "Read", input: { file_path: "src/auth.ts" } },
      ],
    },
    { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "export function refresh() {}" }] },
    {
      role: "assistant",
      content: [
        { type: "tool_use", id: "t2", name: "Bash", input: { command: "npm test" } },
        {
          type: "tool_use",
          id: "t3",
          name: "TodoWrite",
          input: {
            todos: [
              { content: "fix refresh", status: "completed" },
              { content: "add a test", status: "pending" },
            ],
          },
        },
      ],
    },
    {
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "t2", content: "FAIL auth.test.ts\nError: expected 200", is_error: true },
        { type: "tool_result", tool_use_id: "t3", content: "ok" },
      ],
    },
    {
      role: "assistant",
      content: [{ type: "tool_use", id: "t4", name: "Edit", input: { file_path: "src/auth.ts", old_string: "a", new_string: "b" } }],
    },
    { role: "user", content: [{ type: "tool_result", tool_use_id: "t4", content: "edited" }] },
    { role: "assistant", content: "The refresh now retries once. Shall I add a test?" },
    { role: "user", content: "Yes, add one." },
  ],
};

function facts() {
  const session = ingest(JSON.stringify(doc), "req.json");
  const table = countSession(session, chars4Counter);
  const toolUses = new Map<string, { name: string; input: unknown }>();
  session.events.forEach((e) => e.blocks.forEach((b) => b.type === "tool_use" && toolUses.set(b.id, { name: b.name, input: b.input })));
  return {
    session,
    table,
    facts: collectFacts(
      session,
      table,
      session.events.map((e) => ({ event: e.i })),
      toolUses,
    ),
  };
}

describe("summary built from the transcript", () => {
  it("collects user messages verbatim, files, errors, tools, todos and the last assistant text", () => {
    const { facts: f } = facts();
    expect(f.userMessages.items.map((m) => m.text)).toEqual([
      "Fix the refresh token bug in src/auth.ts. Don't touch the tests.",
      "Yes, add one.",
    ]);
    expect(f.files).toEqual([{ path: "src/auth.ts", reads: 1, edits: 1, lastEvent: 5 }]);
    expect(f.errors.items).toEqual([{ event: 4, tool: "Bash", text: "FAIL auth.test.ts" }]);
    expect(f.tools.items.map((t) => `${t.name} ${t.target}${t.error ? " !" : ""}`)).toEqual([
      "Read src/auth.ts",
      "Bash npm test !",
      "TodoWrite todo list",
      "Edit src/auth.ts",
    ]);
    expect(f.todos).toEqual([
      { content: "fix refresh", status: "completed" },
      { content: "add a test", status: "pending" },
    ]);
    expect(f.lastAssistant?.text).toBe("The refresh now retries once. Shall I add a test?");
    expect(f.decisions.items).toEqual([{ question: "The refresh now retries once. Shall I add a test?", answer: "Yes, add one." }]);
    expect(f.constraints.items.map((m) => m.text)).toEqual(["Fix the refresh token bug in src/auth.ts. Don't touch the tests."]);
  });

  it("cc-2.1.88's nine sections", () => {
    const { facts: f, session } = facts();
    const s = buildSummary(f, {
      style: "cc-2.1.88",
      sizing: { mode: "measured" },
      cap: 20_000,
      counter: chars4Counter,
      meta: session.meta,
    });
    expect(s.sections.map((x) => x.title)).toEqual([...SECTION_TITLES["cc-2.1.88"]]);
    const text = (n: number) => s.sections[n - 1].text;
    expect(text(1)).toContain("Fix the refresh token bug");
    expect(text(2)).toContain(".ts (2)");
    expect(text(3)).toBe("- src/auth.ts (read 1×) (edited 1×)");
    expect(text(4)).toContain("Bash: FAIL auth.test.ts");
    expect(text(6).split("\n")).toHaveLength(2);
    expect(text(7)).toBe("- add a test");
    expect(text(8)).toContain("retries once");
    expect(text(9)).toContain('"Yes, add one."');
    // measured: the sections' own sizes, under the cap
    expect(s.sizing).toBe("measured");
    expect(s.tokens).toBe(s.measuredTokens);
    expect(s.sections.reduce((a, x) => a + x.tokens, 0)).toBe(s.tokens);
    expect(s.capped).toBe(false);
  });

  it("the seed's nine sections", () => {
    const { facts: f } = facts();
    const s = buildSummary(f, {
      style: "seed",
      sizing: { mode: "measured" },
      cap: 20_000,
      counter: chars4Counter,
      meta: { cwd: "/repo", gitBranch: "main" },
    });
    expect(s.sections.map((x) => x.title)).toEqual([...SECTION_TITLES.seed]);
    const text = (n: number) => s.sections[n - 1].text;
    expect(text(2)).toContain("- fix refresh");
    expect(text(2)).toContain("- edited src/auth.ts");
    expect(text(3)).toContain("Q: The refresh now retries once. Shall I add a test? → Yes, add one.");
    expect(text(4)).toBe("- src/auth.ts (read 1×) (edited 1×)");
    expect(text(5).split("\n")).toHaveLength(4);
    expect(text(8)).toContain("- Project: /repo");
    expect(text(9)).toContain("Don't touch the tests.");
  });

  it("is cut to the cap, sections scaled evenly", () => {
    const { facts: f } = facts();
    const full = buildSummary(f, { style: "cc-2.1.88", sizing: { mode: "measured" }, cap: 20_000, counter: chars4Counter });
    const small = buildSummary(f, { style: "cc-2.1.88", sizing: { mode: "measured" }, cap: 50, counter: chars4Counter });
    expect(small.tokens).toBe(50);
    expect(small.capped).toBe(true);
    expect(small.measuredTokens).toBe(full.measuredTokens);
    expect(small.sections.reduce((a, x) => a + x.tokens, 0)).toBe(50);
  });

  it("ratio sizing: round(summarised x ratio), capped at the maximum", () => {
    const { facts: f } = facts();
    const r = buildSummary(f, {
      style: "cc-2.1.88",
      sizing: { mode: "ratio", summarisedTokens: 145_500, ratio: 0.05 },
      cap: 20_000,
      counter: chars4Counter,
    });
    expect(r.tokens).toBe(7_275);
    expect(r.sections.reduce((a, x) => a + x.tokens, 0)).toBe(7_275);
    const capped = buildSummary(f, {
      style: "cc-2.1.88",
      sizing: { mode: "ratio", summarisedTokens: 1_000_000, ratio: 0.05 },
      cap: 20_000,
      counter: chars4Counter,
    });
    expect([capped.tokens, capped.capped]).toEqual([20_000, true]);
  });

  it("apportion splits a total exactly by weight", () => {
    expect(apportion([1, 1, 1], 10)).toEqual([4, 3, 3]);
    expect(apportion([0, 0], 5)).toEqual([3, 2]);
    expect(apportion([10, 30], 40)).toEqual([10, 30]);
    expect(apportion([10, 30], 4)).toEqual([1, 3]);
    expect(apportion([5, 5], 0)).toEqual([0, 0]);
  });
});

describe("a later compaction carries the earlier summary's facts", () => {
  it("all user messages of the session are in the second summary", () => {
    const lines: string[] = [];
    let n = 0;
    const rec = (type: string, content: unknown) =>
      JSON.stringify({
        type,
        uuid: `u${++n}`,
        sessionId: "s",
        message: { role: type, ...(type === "assistant" ? { id: `m${n}` } : {}), content },
      });
    lines.push(rec("user", "first request"), rec("assistant", [{ type: "text", text: "ok" }]));
    lines.push(
      JSON.stringify({
        type: "user",
        uuid: "c1",
        sessionId: "s",
        message: { role: "user", content: "<command-name>/compact</command-name>\n<command-args>focus</command-args>" },
      }),
    );
    lines.push(rec("user", "second request"), rec("assistant", [{ type: "text", text: "done" }]));
    lines.push(
      JSON.stringify({
        type: "user",
        uuid: "c2",
        sessionId: "s",
        message: { role: "user", content: "<command-name>/compact</command-name>\n<command-args>again</command-args>" },
      }),
    );
    const session = ingest(lines.join("\n"), "s.jsonl");
    const sim = simulate(session, countSession(session, chars4Counter), mergeSettings(presetSettings(), {}).settings);
    expect(sim.compactions.map((c) => [c.tier, c.trigger, c.instructions])).toEqual([
      ["full", "manual", "focus"],
      ["full", "manual", "again"],
    ]);
    const s6 = sim.compactions[1].summary!.sections[5].text;
    expect(s6).toContain("- first request");
    expect(s6).toContain("- second request");
  });
});
