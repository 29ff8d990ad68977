import { describe, expect, it } from "vitest";
import { chars4Counter, loadCounter } from "../tokens/estimators";
import { lostAfterCut, reattachSkills, TRUNCATION_MARKER, truncateToTokens, type InvokedSkill } from "./reattach";

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
    expect(r.skills.find((s) => s.name === "b-at-cap")!.reason).toMatch(/over budget/);
  });

  it("keeps a skill of exactly 5,000 tokens whole and cuts one of 5,001", () => {
    const r = reattachSkills([inv("exact", 5_000, 1), inv("over", 5_001, 2)], chars4Counter);
    expect(r.skills.map((s) => [s.name, s.status, s.tokens])).toEqual([
      ["over", "truncated", 5_000],
      ["exact", "kept", 5_000],
    ]);
  });

  it("cuts by a tokenizer to the longest prefix that fits with the marker", async () => {
    const o200k = await loadCounter("o200k");
    const text = Array.from({ length: 3_000 }, (_, i) => `Step ${i}: run the linter on module ${i} and fix what it says.`).join("\n");
    const cut = truncateToTokens(text, 5_000, o200k)!;
    expect(o200k.count(cut.content)).toBeLessThanOrEqual(5_000);
    expect(o200k.count(text.slice(0, cut.cutAt + 20) + TRUNCATION_MARKER)).toBeGreaterThan(5_000);
    const r = reattachSkills([{ name: "lint", body: text, step: 1 }], o200k);
    expect(r.estimator).toBe("o200k");
    expect(r.skills[0].status).toBe("truncated");
    expect(r.skills[0].tokens).toBeLessThanOrEqual(5_000);
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
