import { describe, expect, it } from "vitest";
import { chars4Counter, loadCounter } from "../tokens/estimators";
import { cutSkill, lostAfterCut, reattachSkills, TRUNCATION_MARKER, type InvokedSkill } from "./reattach";

// Under chars/4 a body of 4n characters is n tokens, so every size below is exact.
const body = (tokens: number, tag = "x") => (tag + "\n").padEnd(tokens * 4, "r");
const inv = (name: string, tokens: number, step: number): InvokedSkill => ({ name, body: body(tokens, `# ${name}`), step });

describe("skill re-attachment after compaction", () => {
  it("keeps the latest invocation of each, most recent first, cuts at 5,000, drops past 25,000 and still tries older ones", () => {
    const r = reattachSkills(
      [
        inv("h-old-small", 3_000, 0),
        inv("a", 3_000, 1),
        inv("b-at-cap", 5_000, 2),
        inv("c", 8_000, 3),
        inv("d", 12_000, 4),
        inv("e", 2_000, 5),
        inv("f", 6_500, 6),
        inv("g", 900, 7),
        inv("a", 3_000, 8), // re-invoked: now the most recent
      ],
      chars4Counter,
    );
    // Worked by hand, most recent first:
    // a 3,000 kept (3,000) · g 900 kept (3,900) · f 6,500 -> 5,000 (8,900) · e 2,000 kept (10,900)
    // d 12,000 -> 5,000 (15,900) · c 8,000 -> 5,000 (20,900) · b 5,000 whole, but 25,900 > 25,000: dropped
    // h 3,000 still fits after b was skipped (23,900).
    expect(r.skills.map((s) => [s.name, s.status, s.tokens, s.runningTotal])).toEqual([
      ["a", "kept", 3_000, 3_000],
      ["g", "kept", 900, 3_900],
      ["f", "truncated", 5_000, 8_900],
      ["e", "kept", 2_000, 10_900],
      ["d", "truncated", 5_000, 15_900],
      ["c", "truncated", 5_000, 20_900],
      ["b-at-cap", "dropped", 0, 20_900],
      ["h-old-small", "kept", 3_000, 23_900],
    ]);
    expect(r.totalTokens).toBe(23_900);
    expect(r.skills.find((s) => s.name === "a")!.step).toBe(8);
    const d = r.skills.find((s) => s.name === "d")!;
    expect(d.lostTokens).toBe(7_000);
    // cc-2.1.88: the cut falls at 20,000 characters minus the marker
    expect(d.cutAt).toBe(20_000 - TRUNCATION_MARKER.length);
    expect(d.content.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(r.skills.find((s) => s.name === "b-at-cap")!.reason).toMatch(/of the 25,000 budget/);
  });

  it("keeps a skill of exactly 5,000 tokens whole and cuts one of 5,001", () => {
    const r = reattachSkills([inv("exact", 5_000, 1), inv("over", 5_001, 2)], chars4Counter);
    expect(r.skills.map((s) => [s.name, s.status, s.tokens])).toEqual([
      ["over", "truncated", 5_000],
      ["exact", "kept", 5_000],
    ]);
  });

  it("cuts at 20,000 characters whatever the tokenizer: 19,900 of the content and the 100-character marker", async () => {
    const o200k = await loadCounter("o200k");
    // the shape recorded sessions show: a 28,687-character body record, header line included
    const header = "Base directory for this skill: /home/dev/.claude/skills/release-notes\n\n";
    const text = header + "Write one line per change, newest first, with its ticket.\n".repeat(600).slice(0, 28_687 - header.length);
    expect(text.length).toBe(28_687);
    const r = reattachSkills([{ name: "release-notes", body: text, step: 1 }], o200k);
    const s = r.skills[0];
    expect(TRUNCATION_MARKER.length).toBe(100);
    expect([s.status, s.cutAt, s.chars, s.originalChars]).toEqual(["truncated", 19_900, 20_000, 28_687]);
    // the cut keeps the header line: the first 19,900 characters of the record as written
    expect(s.content).toBe(text.slice(0, 19_900) + TRUNCATION_MARKER);
    // its size in the context is the tokenizer's count of those 20,000 characters, not 5,000
    expect(s.tokens).toBe(o200k.count(s.content));
    expect(r.estimator).toBe("o200k");
  });

  it("keeps 20,001 characters whole (5,000 tokens at characters / 4, rounded) and cuts 20,003", () => {
    expect(cutSkill("a".repeat(20_001), 5_000)).toBeNull();
    expect(cutSkill("a".repeat(20_003), 5_000)!.content.length).toBe(20_000);
  });

  it("names the headings and rules that fall after the cut", () => {
    const long =
      "# Deploy\n\n## Steps\n" +
      "Run the step.\n".repeat(2_000) +
      "## Never do\n- Never push to main directly.\n- 운영 DB 에 직접 쓰기 금지\n";
    const r = reattachSkills([{ name: "deploy", body: long, step: 1 }], chars4Counter);
    const s = r.skills[0];
    expect(s.status).toBe("truncated");
    const lost = lostAfterCut(long, s.cutAt!);
    expect(lost.map((l) => [l.kind, l.text])).toEqual([
      ["heading", "## Never do"],
      ["rule", "- Never push to main directly."],
      ["rule", "- 운영 DB 에 직접 쓰기 금지"],
    ]);
  });

  it("does not take a # comment inside a code block for a lost heading", () => {
    const body = "# Tool\n" + "x".repeat(100) + "\n```bash\n# install it\nnpm i\n```\n## After\nNever skip the tests.\n";
    expect(lostAfterCut(body, 50).map((l) => l.text)).toEqual(["## After", "Never skip the tests."]);
  });
});
