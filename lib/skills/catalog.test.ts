import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { EXTRA_CATALOGS_HINT, extraCatalogsDir } from "../../test-support/extra-catalogs";
import { chars4Counter } from "../tokens/estimators";
import { CatalogParts, loadCatalog } from "./catalog";
import { parseFrontMatter } from "./frontmatter";
import { lintCatalog } from "./lint";
import { isBilingual } from "./lint-severity";
import { BUNDLED_SKILLS, buildListing, LISTING_PRESETS } from "./listing";
import { readCatalogDir } from "../../cli/io";

// real third-party catalogs: optional, see test-support/extra-catalogs.ts
const EXTRA = extraCatalogsDir();
const SHARED = EXTRA ?? "";
const extraIt = EXTRA ? it : it.skip;
const extraNote = EXTRA ? "" : ` (${EXTRA_CATALOGS_HINT})`;

// the CLI's own folder reader: every .md file below a folder, paths relative to it
const readTree = readCatalogDir;

describe("front matter is data, never code", () => {
  it("does not run JavaScript front matter", () => {
    const g = globalThis as Record<string, unknown>;
    delete g.__pwned;
    for (const fence of ["---js", "---javascript"]) {
      const r = parseFrontMatter(`${fence}\n{ name: (globalThis.__pwned = 1, "x") }\n---\nbody`);
      expect(r.error).toMatch(/only YAML/);
      expect(r.data).toEqual({});
      expect(r.body).toBe("body");
    }
    expect(g.__pwned).toBeUndefined();
  });

  it("drops prototype keys and survives an alias bomb", () => {
    const r = parseFrontMatter("---\nname: x\n__proto__: { polluted: true }\nconstructor: 1\n---\n");
    expect(r.data).toEqual({ name: "x" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const bomb = [
      "---",
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`,
      ),
      "---",
      "body",
    ].join("\n");
    const b = parseFrontMatter(bomb);
    expect(b.body).toBe("body");
    expect(JSON.stringify(b.data).length).toBeLessThan(5_000_000);
  });

  it("reports invalid YAML and keeps the body", () => {
    const r = parseFrontMatter("---\nname: [unclosed\n---\n# Body\n");
    expect(r.error).toMatch(/not valid YAML/);
    expect(r.body).toBe("# Body\n");
  });

  it("reads a one-line value holding ': ' with it quoted, and still reports the slip", () => {
    // as in voltagent-subagents' cohort-analysis.md: the description goes on "Triggers on: '...'"
    const text =
      "---\nname: cohort-analysis\ndescription: Use when the user wants retention. Triggers on: 'cohort analysis', 'week 1 retention'.\ntools: Read, Grep\n---\nYou are an analyst.\n";
    const r = parseFrontMatter(text);
    expect(r.data).toEqual({
      name: "cohort-analysis",
      description: "Use when the user wants retention. Triggers on: 'cohort analysis', 'week 1 retention'.",
      tools: "Read, Grep",
    });
    expect(r.error).toMatch(/not valid YAML .*read with its one-line values quoted/);
    expect(r.body).toBe("You are an analyst.\n");
    // a value that is a real mapping or a quoted string is left alone, so the retry changes nothing and fails
    expect(parseFrontMatter('---\nname: [unclosed\nx: "a: b"\n---\n').data).toEqual({});
  });
});

describe("catalogs", () => {
  extraIt(`reads real third-party catalogs: skills by folder, agents by file${extraNote}`, () => {
    const c = loadCatalog(readTree(path.join(SHARED, "wshobson-agents")), "wshobson-agents");
    expect(c.entries.filter((e) => e.kind === "skill")).toHaveLength(181);
    expect(c.entries.filter((e) => e.kind === "agent")).toHaveLength(167);
    const e = c.entries.find((x) => x.kind === "skill" && x.folder === "architecture-patterns")!;
    expect(e.description.length).toBeGreaterThan(20);
    expect(e.keyLines.description).toBeGreaterThan(1);
  });

  extraIt(
    `lists a real catalog within 1% of the window, trimming evenly (cc-2.1.88) or dropping the least invoked (docs-2026)${extraNote}`,
    () => {
      const c = loadCatalog(readTree(path.join(SHARED, "alirezarezvani-claude-skills")));
      const cc = buildListing(c.entries, { window: 200_000, ...LISTING_PRESETS["cc-2.1.88"] }, chars4Counter);
      expect(cc.budgetChars).toBe(8_000);
      expect(cc.overBudget).toBe(true);
      expect(cc.chars).toBeLessThanOrEqual(8_000);
      // rules.md#skills-listing, rule 4 (bdf7cdf): Claude Code's own skills keep their descriptions
      // over budget, and the listing knows them by name (BUNDLED_SKILLS). This catalog has skills of
      // its own under some of those names (loop, and run twice, at its SOURCE commit): they are read
      // as Claude Code's and stay whole (or capped at 250). Every other described skill shares what
      // is left: 241 lines in 8,000 characters leave less than the 20 a description needs, so names
      // only.
      const described = cc.entries.filter((e) => e.description);
      const own = described.filter((e) => BUNDLED_SKILLS.includes(e.name));
      const others = described.filter((e) => !BUNDLED_SKILLS.includes(e.name));
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((e) => e.fate === "name-only" || e.fate === "not-listed")).toBe(true);
      expect(own.every((e) => (e.fate === "full" || e.fate === "capped") && e.shownChars > 0)).toBe(true);
      const big = buildListing(c.entries, { window: 1_000_000, ...LISTING_PRESETS["cc-2.1.88"] }, chars4Counter);
      expect(big.budgetChars).toBe(40_000);
      expect(big.chars).toBeLessThanOrEqual(40_000);
      expect(big.entries.some((e) => e.fate === "trimmed")).toBe(true);

      const small = c.entries.slice(0, 40);
      const docs = buildListing(
        small,
        { window: 200_000, ...LISTING_PRESETS["docs-2026"], invocations: { [small[0].name]: 5 } },
        chars4Counter,
      );
      expect(docs.chars).toBeLessThanOrEqual(8_000);
      const first = docs.entries.find((e) => e.name === small[0].name)!;
      expect(first.fate).not.toBe("name-only"); // the most invoked keeps its description
    },
  );

  it("lists a large catalog within 1% of the window: names only at 200k, trimmed descriptions at 1M", () => {
    // 241 skills of 14-character names and 160-character descriptions, our own text. 1% of a
    // 200,000-token window at 4 characters a token is 8,000 characters: about 33 a line, less than
    // the name, its punctuation and the 20 characters below which a description says nothing.
    const files = Array.from({ length: 241 }, (_, i) => {
      const name = `tool-skill-${String(i).padStart(3, "0")}`;
      const description =
        `Handles task number ${i} of the inventory service end to end. Use when the user asks for it by its number. `.padEnd(160, "x");
      return { path: `skills/${name}/SKILL.md`, text: `---\nname: ${name}\ndescription: ${description}\n---\nbody\n` };
    });
    const c = loadCatalog(files);
    const cc = buildListing(c.entries, { window: 200_000, ...LISTING_PRESETS["cc-2.1.88"] }, chars4Counter);
    expect(cc.budgetChars).toBe(8_000);
    expect(cc.overBudget).toBe(true);
    expect(cc.chars).toBeLessThanOrEqual(8_000);
    expect(cc.entries.every((e) => e.fate === "name-only" || e.fate === "not-listed")).toBe(true);
    const big = buildListing(c.entries, { window: 1_000_000, ...LISTING_PRESETS["cc-2.1.88"] }, chars4Counter);
    expect(big.budgetChars).toBe(40_000);
    expect(big.chars).toBeLessThanOrEqual(40_000);
    expect(big.entries.some((e) => e.fate === "trimmed")).toBe(true);
  });

  it("does not list a skill the model may not invoke", () => {
    const c = loadCatalog([
      { path: "deploy/SKILL.md", text: "---\nname: deploy\ndescription: Deploys.\ndisable-model-invocation: true\n---\n" },
      { path: "fmt/SKILL.md", text: "---\nname: fmt\ndescription: Formats code. Use when asked to format.\n---\n" },
    ]);
    const l = buildListing(c.entries, { window: 200_000, ...LISTING_PRESETS["cc-2.1.88"] }, chars4Counter);
    expect(l.text).toBe("- fmt: Formats code. Use when asked to format.");
    expect(l.entries[0]).toMatchObject({ name: "deploy", fate: "not-listed" });
  });
});

describe("linter", () => {
  it("flags each rule with a line number", () => {
    const longBody = "# Release\n" + "Run the release step carefully.\n".repeat(900) + "## Never do\n- Never tag without tests.\n";
    const c = loadCatalog([
      { path: "skills/Bad_Name/SKILL.md", text: "---\nname: Bad_Name\ndescription: use me for stuff\n---\nbody\n" },
      {
        path: "skills/release/SKILL.md",
        text: `---\nname: release\ndescription: Cuts a release. Use when the user asks to ship. 릴리스 요청 때 사용. Do NOT use for hotfixes (use hotfix-flow).\n---\n${longBody}`,
      },
      {
        path: "skills/pdf/SKILL.md",
        text: "---\nname: pdf\ndescription: Fills PDF forms and extracts fields. Use when a PDF form must be filled. PDF 양식을 채울 때 사용. Do NOT use for Word files (use docx).\n---\n# PDF\n",
      },
      {
        path: "skills/docx/SKILL.md",
        text: "---\nname: docx\ndescription: Edits Word documents. Use when a .docx must change. 워드 문서 수정 때 사용. Do NOT use for PDF (use pdf).\n---\n# DOCX\n",
      },
    ]);
    const r = Object.fromEntries(lintCatalog(c).map((x) => [x.skill, x.problems.map((p) => [p.rule, p.line])]));
    expect(r.Bad_Name).toEqual([
      ["name-format", 2],
      ["third-person", 3],
      ["use-when", 3],
      ["boundary", 3],
    ]);
    // worst first (lint-severity.ts): the rules lost after a compaction before the dangling boundary
    expect(r.release).toEqual([
      ["body-cut", 4 + 1 + 900 + 2],
      ["boundary-unknown-skill", 3],
    ]);
    expect(r.pdf).toEqual([]);
    expect(r.docx).toEqual([]);
  });

  extraIt(`lints every entry of a real English-only catalog; the language rule only when asked${extraNote}`, () => {
    const c = loadCatalog(readTree(path.join(SHARED, "obra-superpowers")));
    const res = lintCatalog(c);
    expect(res).toHaveLength(c.entries.length);
    expect(res).toHaveLength(14); // the folder's README: 14 skills
    // an English-only catalog: each description has English triggers ("bilingual-triggers": English
    // only) or none ("use-when"). Since 1655a94 (docs/guide.md, lint) the language rule runs only on
    // a bilingual catalog or when asked, so here: nowhere by default, and asked, the old
    // finding on every one of the 14 while the other rules find the same as without it
    const rules = (r: typeof res) => r.map((x) => x.problems.map((p) => p.rule).sort());
    expect(isBilingual(c)).toBe(false);
    expect(res.filter((x) => x.problems.some((p) => p.rule === "bilingual-triggers"))).toEqual([]);
    const asked = lintCatalog(c, { languageRules: "on" });
    expect(asked.filter((x) => x.problems.some((p) => p.rule === "bilingual-triggers" || p.rule === "use-when")).length).toBe(14);
    expect(rules(asked).map((r) => r.filter((x) => x !== "bilingual-triggers"))).toEqual(rules(res));
  });
});

describe("what a router cannot tell apart", () => {
  const skill = (folder: string, name: string, description: string) => ({
    path: `skills/${folder}/SKILL.md`,
    text: `---\nname: ${name}\ndescription: ${description}\n---\n`,
  });
  const c = loadCatalog([
    skill("runbook-generator", "runbook-generator", "Runbook Generator"),
    skill("dag", "dag", "Show DAG state."),
    skill("a-status", "status", "Shows the deploy status. Use when asked what is deployed."),
    skill("b-status", "status", "Shows the build status. Use when asked whether the build passed."),
    skill("c-status", "status", "Shows the ticket status. Use when asked about a ticket."),
  ]);
  const res = lintCatalog(c);
  const rules = (p: string) => res.find((x) => x.path === p)!.problems.map((q) => q.rule);

  it("flags a description that only repeats the name, not a short one that says something", () => {
    expect(rules("skills/runbook-generator/SKILL.md")).toContain("description-title");
    expect(rules("skills/dag/SKILL.md")).not.toContain("description-title");
  });

  it("flags every entry of a name that three skills share, naming the other two", () => {
    const status = res.filter((x) => x.skill === "status");
    expect(status).toHaveLength(3);
    for (const x of status) {
      const p = x.problems.find((q) => q.rule === "duplicate-name")!;
      expect(p, x.path).toBeDefined();
      for (const other of status.filter((y) => y !== x)) expect(p.message).toContain(other.path);
    }
    expect(res.filter((x) => x.problems.some((p) => p.rule === "duplicate-name")).map((x) => x.skill)).toEqual([
      "status",
      "status",
      "status",
    ]);
  });
});

describe.skipIf(!EXTRA)(`what a router cannot tell apart, in a real catalog${extraNote}`, () => {
  let c!: ReturnType<typeof loadCatalog>;
  let res!: ReturnType<typeof lintCatalog>;
  beforeAll(() => {
    c = loadCatalog(readTree(path.join(SHARED, "alirezarezvani-claude-skills")));
    res = lintCatalog(c);
  });
  const of = (path: string) => res.find((x) => x.path === path)!;

  it("flags a description that only repeats the name", () => {
    const e = c.entries.find((x) => x.path === "skills/runbook-generator/SKILL.md")!;
    expect(e.description.trim()).toBe("Runbook Generator");
    expect(of(e.path).problems.map((p) => p.rule)).toContain("description-title");
    // a short description that says something is not flagged
    const dag = c.entries.find((x) => x.description.startsWith("Show DAG state"))!;
    expect(of(dag.path).problems.map((p) => p.rule)).not.toContain("description-title");
  });

  it("flags every entry of a name that three skills share", () => {
    const status = res.filter((x) => x.kind === "skill" && x.skill === "status");
    expect(status).toHaveLength(3);
    for (const x of status) {
      const p = x.problems.find((q) => q.rule === "duplicate-name")!;
      expect(p, x.path).toBeDefined();
      for (const other of status.filter((y) => y !== x)) expect(p.message).toContain(other.path);
    }
    expect(
      res
        .filter((x) => x.problems.some((p) => p.rule === "duplicate-name"))
        .every((x) => ["init", "review", "run", "status"].includes(x.skill)),
    ).toBe(true);
  });
});

describe("catalog layout", () => {
  it("reads agents/ and commands/ at the catalog level, not inside a skill's folder", () => {
    const c = loadCatalog([
      { path: "agents/reviewer.md", text: "---\nname: reviewer\ndescription: Reviews.\n---\n" },
      { path: "plugin/commands/ship.md", text: "---\ndescription: Ships.\n---\n" },
      { path: "skills/pdf/SKILL.md", text: "---\nname: pdf\ndescription: PDFs.\n---\n" },
      { path: "skills/pdf/agents/helper.md", text: "---\nname: helper\n---\n" },
    ]);
    expect(c.entries.map((e) => [e.kind, e.name])).toEqual([
      ["agent", "reviewer"],
      ["command", "ship"],
      ["skill", "pdf"],
    ]);
  });

  it("reads commands and agents in subfolders of commands/ and agents/, named by their file", () => {
    const c = loadCatalog([
      { path: "agents/do/planner.md", text: "---\ndescription: Plans.\n---\n" },
      { path: "commands/do/deep/ship.md", text: "---\ndescription: Ships.\n---\n" },
      { path: "commands/do/README.md", text: "# the do commands\n" },
      { path: "skills/pdf/SKILL.md", text: "---\nname: pdf\ndescription: PDFs.\n---\n" },
      { path: "skills/pdf/commands/extra/inner.md", text: "---\ndescription: a skill's own file\n---\n" },
    ]);
    expect(c.entries.map((e) => [e.kind, e.name])).toEqual([
      ["agent", "planner"],
      ["command", "ship"],
      ["skill", "pdf"],
    ]);
  });

  it("keeps a catalog's agents and commands when the folder picked is itself named skills", () => {
    // the page's paths start with the picked folder's name: a name rule ("under skills/") dropped them all
    const c = loadCatalog([
      { path: "skills/agents/reviewer.md", text: "---\nname: reviewer\ndescription: Reviews.\n---\n" },
      { path: "skills/commands/ship.md", text: "---\ndescription: Ships.\n---\n" },
      { path: "skills/pdf/SKILL.md", text: "---\nname: pdf\ndescription: PDFs.\n---\n" },
      { path: "skills/pdf/agents/helper.md", text: "---\nname: helper\n---\n" },
    ]);
    expect(c.entries.map((e) => [e.kind, e.name])).toEqual([
      ["agent", "reviewer"],
      ["command", "ship"],
      ["skill", "pdf"],
    ]);
    // a skill's own file is neither an entry nor an error
    expect(c.errors).toEqual([]);
  });

  it("a skill's own files stay its files though the folder picked is named agents or commands", () => {
    // a plugin repository picked as a folder named "agents": its paths begin with that name, and
    // a skill's reference file lies below it; a walk of Claude Code's agents/ never sees a skill
    const c = loadCatalog([
      { path: "agents/plugins/p/skills/s/SKILL.md", text: "---\nname: s\ndescription: Does s.\n---\n" },
      { path: "agents/plugins/p/skills/s/references/guide.md", text: "---\ndescription: a skill's own file\n---\n" },
      { path: "agents/plugins/p/skills/s/commands/run.md", text: "---\ndescription: a skill's own file\n---\n" },
      { path: "agents/plugins/p/agents/reviewer.md", text: "---\ndescription: Reviews.\n---\n" },
      { path: "agents/plugins/p/commands/skills/ship.md", text: "---\ndescription: Ships.\n---\n" },
    ]);
    expect(c.entries.map((e) => [e.kind, e.name])).toEqual([
      ["agent", "reviewer"],
      ["command", "ship"],
      ["skill", "s"],
    ]);
  });
});

describe("a catalog parsed as its files arrive", () => {
  it("orders entries and errors by path whatever the order the batches came in", () => {
    const skill = (name: string) => `---\nname: ${name}\ndescription: ${name} work\n---\nbody of ${name}\n`;
    const parts = new CatalogParts();
    parts.add([
      { path: "c/zeta/SKILL.md", text: skill("zeta") },
      { path: "c/broken/SKILL.md", text: "---\nname: [unclosed\n---\nbody\n" },
    ]);
    parts.add([{ path: "c/alpha/SKILL.md", text: skill("alpha") }]);
    parts.add([{ path: "c/notes.txt", text: "not a catalog file" }]);
    const c = parts.finish("c");
    expect(c.name).toBe("c");
    // "c/alpha" < "c/broken" < "c/zeta"; the broken one is kept as an entry with its error
    expect(c.entries.map((e) => e.path)).toEqual(["c/alpha/SKILL.md", "c/broken/SKILL.md", "c/zeta/SKILL.md"]);
    expect(c.entries.map((e) => e.name)).toEqual(["alpha", "broken", "zeta"]);
    expect(c.errors.map((e) => e.path)).toEqual(["c/broken/SKILL.md"]);
  });
});
