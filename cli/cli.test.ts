// The CLI as a user runs it: a real process, real files, stdout/stderr and exit codes.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXTRA_CATALOGS_HINT, extraCatalogsDir } from "../test-support/extra-catalogs";

const ROOT = path.resolve(__dirname, "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

function cli(...args: string[]) {
  const r = spawnSync(TSX, [path.join(ROOT, "cli/main.ts"), ...args], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("cli analyze", () => {
  it("prints the document the README promises for a session with recorded compactions", () => {
    const r = cli("analyze", "fixtures/sessions/compaction.jsonl", "--json");
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out);
    expect(a.format).toBe("claude-code-jsonl");
    expect(a.messages).toBe(161);
    expect(a.groups).toBe(61);
    expect(a.errors).toEqual([]);
    expect(a.compactions).toEqual([
      { line: 123, trigger: "auto", preTokens: 169_473, postTokens: null },
      { line: 154, trigger: "manual", preTokens: 34_163, postTokens: 2_842 },
    ]);
    expect(a.lastContextTokens).toBe(19_710);
  });

  it("counts skills, attaches subagents from <session>/subagents, and reads the other formats", () => {
    const skills = JSON.parse(cli("analyze", "fixtures/sessions/skills.jsonl", "--json").out);
    expect(skills.skills).toContainEqual({ name: "pdf-forms", invocations: 2 });
    expect(skills.skills).toContainEqual({ name: "review-pr", invocations: 1 });
    const sub = JSON.parse(cli("analyze", "fixtures/sessions/parallel-search.jsonl", "--json").out);
    expect(sub.subagents.map((s: { agentId: string }) => s.agentId)).toEqual(["a1b2c3d4", "e5f6a7b8"]);
    expect(JSON.parse(cli("analyze", "fixtures/api/messages-exchange.json", "--json").out).format).toBe("messages-api");
    const sc = JSON.parse(cli("analyze", "fixtures/scenarios/reference-session.json", "--json").out);
    expect(sc.format).toBe("scenario");
    expect(sc.lastContextTokens).toBeNull();
  });

  it("lists damaged lines and still loads the rest", () => {
    const r = cli("analyze", "fixtures/sessions/broken.jsonl", "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).errors.map((e: { line: number }) => e.line)).toEqual([12, 20, 26]);
    const text = cli("analyze", "fixtures/sessions/broken.jsonl");
    expect(text.out).toMatch(/3 damaged line\(s\), the rest loaded:\n\s+line 12: invalid JSON/);
  });

  it("exits non-zero with the reason on stderr for a file that is no transcript", () => {
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cl-")), "notes.txt");
    fs.writeFileSync(tmp, "Shopping list\n- milk\n");
    const r = cli("analyze", tmp, "--json");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toMatch(/notes\.txt is not a Claude Code session \(JSONL\)/);
    const missing = cli("analyze", "no/such/file.jsonl");
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/no\/such\/file\.jsonl does not exist\n$/);
    expect(cli("frobnicate").code).toBe(2);
  });
});

describe("cli lint", () => {
  it("lints the bundled catalog, one result per skill and agent file, and exits 0 on findings", () => {
    const dir = path.join(ROOT, "fixtures/catalogs/devkit");
    const skills = fs.readdirSync(path.join(dir, "skills")).filter((d) => fs.existsSync(path.join(dir, "skills", d, "SKILL.md"))).length;
    const agents = fs.readdirSync(path.join(dir, "agents")).filter((f) => f.endsWith(".md")).length;
    const r = cli("lint", "fixtures/catalogs/devkit", "--json");
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as { kind: string; problems: unknown[] }[];
    expect(res.filter((x) => x.kind === "skill")).toHaveLength(skills);
    expect(res.filter((x) => x.kind === "agent")).toHaveLength(agents);
    expect(res.some((x) => x.problems.length > 0)).toBe(true);
  });

  const extra = extraCatalogsDir(["obra-superpowers"]);
  (extra ? it : it.skip)(`lints a real catalog and exits 0 on findings${extra ? "" : ` (${EXTRA_CATALOGS_HINT})`}`, () => {
    const r = cli("lint", path.join(extra ?? "", "obra-superpowers"), "--json");
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as { skill: string; problems: { rule: string }[] }[];
    expect(res).toHaveLength(14);
    expect(res.every((x) => Array.isArray(x.problems))).toBe(true);
    expect(cli("lint").code).toBe(2);
  });
});

describe("cli simulate: reattach", () => {
  it("lists each compaction's skills in re-attachment order with kept / truncated / dropped", () => {
    const r = cli("simulate", "fixtures/scenarios/skills-budget.json", "--json");
    expect(r.code).toBe(0);
    const [first] = JSON.parse(r.out).reattach;
    // sizes are explicit in the scenario: 3,000 / 900 / 6,500 / 2,000 / 12,000 / 8,000 / 5,000 (exactly the cap)
    expect(first.skills.map((s: { name: string; status: string; tokens: number }) => [s.name, s.status, s.tokens])).toEqual([
      ["commit-style", "kept", 3_000],
      ["changelog", "kept", 900],
      ["security-review", "truncated", 5_000],
      ["test-triage", "kept", 2_000],
      ["db-migrations", "truncated", 5_000],
      ["api-design", "truncated", 5_000],
      ["pdf-forms", "dropped", 0],
    ]);
    expect(first.totalTokens).toBe(20_900);
  });

  it("measures real skill bodies with the estimator asked for", () => {
    const chars4 = JSON.parse(cli("simulate", "fixtures/sessions/skills.jsonl", "--window", "60000", "--json").out);
    const o200k = JSON.parse(cli("simulate", "fixtures/sessions/skills.jsonl", "--window", "60000", "--estimator", "o200k", "--json").out);
    expect(chars4.reattach.length).toBeGreaterThan(0);
    expect(chars4.reattach[0].estimator).toBe("chars4");
    expect(o200k.reattach[0].estimator).toBe("o200k");
    const pdf = (x: { skills: { name: string; originalTokens: number }[] }) => x.skills.find((s) => s.name === "pdf-forms")?.originalTokens;
    expect(pdf(chars4.reattach[0])).toBeGreaterThan(5_000);
    expect(pdf(o200k.reattach[0])).not.toBe(pdf(chars4.reattach[0]));
  });
});

describe("cli output through a pipe", () => {
  it("a JSON document larger than a pipe's buffer arrives whole (the process waits for stdout before exiting)", () => {
    const r = cli("lint", "fixtures/catalogs/packs", "--json");
    expect(r.code).toBe(0);
    expect(r.out.length).toBeGreaterThan(200_000);
    const doc = JSON.parse(r.out) as { skill: string }[];
    expect(doc.length).toBe(649);
  });
});
