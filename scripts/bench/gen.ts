// Deterministic synthetic inputs for the benchmark, shaped like real Claude Code JSONL: streamed
// assistant responses (thinking, text, tool_use records sharing one message.id and usage), tool
// results with code and command output, and growing recorded usage.

// the repository's one seeded generator (scripts/rng.ts), under the name the bench uses
import fs from "node:fs";
import path from "node:path";
import { mulberry32 as rng } from "../rng";
import type { FolderOptions } from "../../test-support/projects-folder";
export { rng };

/** Everyday words of software work (bench text of our own). */
export const WORDS = (
  "account active adapter after agent alert allow amount api apply array async auth await backoff batch before billing " +
  "block body buffer build bundle cache call cancel cause check child claim client close column commit config connect " +
  "context count create cursor customer data date debug default delete deploy detail diff draft emit enable encode entry " +
  "error event expire export fetch field file filter flush format frame handle hash header index init input invoice item " +
  "job join json key label layer limit line list load lock log map match merge message meta method migrate model module " +
  "mount next node notify offset open order owner page parse patch path payload pending plan policy pool port post " +
  "prefix price queue range rate read record refresh release remove render reply report request reset resolve response " +
  "result retry return route row rule run schema scope score search secret select send session set shard signal size " +
  "skip slice sort source split state status step store stream string sync table target task tenant test text thread " +
  "throw timeout token total trace track update upload user valid value version view wait watch window worker write"
).split(" ");

export function makeText(r: () => number, chars: number, kind: "code" | "prose" | "output"): string {
  const w = () => WORDS[Math.floor(r() * WORDS.length)];
  const id = () => w() + w()[0].toUpperCase() + w().slice(1);
  const lines: string[] = [];
  let len = 0;
  let n = 1;
  while (len < chars) {
    let line: string;
    if (kind === "code") {
      const pick = r();
      const indent = "  ".repeat(Math.floor(r() * 3));
      line =
        pick < 0.2
          ? `${indent}export async function ${id()}(${w()}: ${id()}, ${w()}?: number): Promise<${id()}> {`
          : pick < 0.45
            ? `${indent}const ${id()} = await this.${w()}.${id()}(${w()}, { ${w()}: ${Math.floor(r() * 1000)} });`
            : pick < 0.6
              ? `${indent}if (!${w()}.${w()}) throw new Error("${w()} ${w()} ${w()}: " + ${w()});`
              : pick < 0.75
                ? `${indent}// ${w()} the ${w()} before ${w()} so ${w()} ${w()} ${w()}`
                : pick < 0.9
                  ? `${indent}return ${w()}.${id()}((${w()}) => ${w()}.${w()} === ${id()}.${w().toUpperCase()});`
                  : `${indent}}`;
      line = `${String(n++).padStart(6)}\t${line}`;
    } else if (kind === "output") {
      line =
        r() < 0.5
          ? `  ✓ ${w()} ${w()} ${w()} (${Math.floor(r() * 90)}ms)`
          : `src/${w()}/${id()}.ts:${Math.floor(r() * 400)}:${Math.floor(r() * 40)} - ${w()} ${w()}`;
    } else {
      const words = Array.from({ length: 8 + Math.floor(r() * 14) }, w);
      words[0] = words[0][0].toUpperCase() + words[0].slice(1);
      line = words.join(" ") + ".";
    }
    lines.push(line);
    len += line.length + 1;
  }
  return lines.join("\n");
}

/**
 * A session of about `events` records, or of about `bytes` bytes when given: each API round is an
 * assistant record or two and a tool result.
 */
export function makeSession(opts: { events?: number; bytes?: number; seed?: number }): string {
  const r = rng(opts.seed ?? 1);
  const sessionId = "bench-0000-4000-8000-000000000000";
  const out: string[] = [];
  let size = 0;
  let n = 0;
  let t = Date.parse("2026-03-01T09:00:00Z");
  let context = 14_500;
  let parent: string | null = null;
  const push = (rec: Record<string, unknown>) => {
    const uuid = `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
    t += 1_000 + Math.floor(r() * 20_000);
    const line = JSON.stringify({
      parentUuid: parent,
      isSidechain: false,
      userType: "external",
      cwd: "/home/dev/app",
      sessionId,
      version: "2.1.88",
      gitBranch: "main",
      ...rec,
      uuid,
      timestamp: new Date(t).toISOString(),
    });
    parent = uuid;
    out.push(line);
    size += line.length + 1;
  };
  const done = () => (opts.bytes ? size >= opts.bytes : out.length >= (opts.events ?? 1_000));
  push({ type: "user", message: { role: "user", content: makeText(r, 200, "prose") } });
  let round = 0;
  // Average result size chosen so a byte-sized session has a realistic count of events.
  const resultChars = opts.bytes ? 2_500 : 600;
  while (!done()) {
    round++;
    const id = `msg_bench${String(round).padStart(8, "0")}`;
    const toolId = `toolu_bench${String(round).padStart(8, "0")}`;
    const kind = r() < 0.6 ? "Read" : r() < 0.5 ? "Bash" : "Grep";
    const input =
      kind === "Read"
        ? { file_path: `/home/dev/app/src/${WORDS[round % WORDS.length]}/${WORDS[(round * 7) % WORDS.length]}.ts` }
        : kind === "Bash"
          ? { command: "npm test -- --run", description: "Run tests" }
          : { pattern: WORDS[round % WORDS.length], path: "src" };
    const result = makeText(r, Math.floor(resultChars * (0.3 + r() * 1.4)), kind === "Read" ? "code" : "output");
    const said = makeText(r, 120 + Math.floor(r() * 300), "prose");
    const out_tokens = Math.round(said.length / 4) + 30;
    const usage = {
      input_tokens: 4,
      cache_creation_input_tokens: Math.round(result.length / 3.6),
      cache_read_input_tokens: context,
      output_tokens: out_tokens,
      service_tier: "standard",
    };
    context += usage.cache_creation_input_tokens + out_tokens;
    const msg = (block: unknown) => ({
      type: "assistant",
      requestId: `req_${id}`,
      message: {
        id,
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5-20250929",
        content: [block],
        stop_reason: null,
        stop_sequence: null,
        usage,
      },
    });
    if (r() < 0.3) push(msg({ type: "thinking", thinking: makeText(r, 300, "prose"), signature: "sig" }));
    push(msg({ type: "text", text: said }));
    push(msg({ type: "tool_use", id: toolId, name: kind, input }));
    push({
      type: "user",
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: toolId, content: result }] },
      toolUseResult: { type: "text" },
    });
    if (r() < 0.05) push({ type: "user", message: { role: "user", content: makeText(r, 160, "prose") } });
    if (context > 150_000) context = 30_000; // as if compacted: keeps usage realistic
  }
  return out.join("\n") + "\n";
}

/**
 * The projects folder of the sessions-list figures, at the issue's size (#35: 2,000 sessions, 1 GB):
 * 2,001 sessions in 3 projects, about 0.5 MB each, with 0 to 2 subagent files each (2,001 in all),
 * 1,019 MB (test-support/projects-folder.ts). --quick: 120 sessions and 120 subagent files, 30 MB.
 */
export function issueFolderOptions(quick: boolean): FolderOptions {
  // the files keep the sizes the figures were measured on: their usage is declared, not carried by their text
  return { sessionsPerProject: quick ? 40 : 667, rounds: 60, resultChars: quick ? 3_000 : 7_200, seed: 35, textCarriesUsage: false };
}

/** A catalog of `n` skills as catalog files, bilingual descriptions from a fixed vocabulary. */
export function makeCatalog(n: number, seed = 3): { path: string; text: string }[] {
  const r = rng(seed);
  const ko = ["리뷰", "테스트", "배포", "문서", "요약", "번역", "분석", "마이그레이션", "보안", "성능", "차트", "회의록"];
  const files: { path: string; text: string }[] = [];
  for (let i = 0; i < n; i++) {
    const a = WORDS[Math.floor(r() * WORDS.length)];
    const b = WORDS[Math.floor(r() * WORDS.length)];
    const name = `${a}-${b}-${i}`;
    const desc = `${a[0].toUpperCase() + a.slice(1)}s ${b} ${WORDS[Math.floor(r() * WORDS.length)]} records for the team. Use when the user asks to ${a} a ${b} or ${WORDS[Math.floor(r() * WORDS.length)]} it. ${ko[i % ko.length]} ${ko[(i * 5) % ko.length]} 요청 때 사용. Do NOT use for ${WORDS[Math.floor(r() * WORDS.length)]} work (use ${a}-${b}-${(i + 1) % n}).`;
    files.push({
      path: `skills/${name}/SKILL.md`,
      text: `---\nname: ${name}\ndescription: ${desc}\n---\n# ${name}\n\n${makeText(r, 400, "prose")}\n`,
    });
  }
  return files;
}

/**
 * A catalog with the size distribution of a real one (1,195 skills, 9.1 MB of SKILL.md, median
 * 6.7 KB, p90 13.8 KB, largest 48 KB): each entry is a bundled skill (`sources`, our own text)
 * under a new name, its body grown to a size drawn from a log-normal with that median and p90
 * (capped at 48 KB) with lines drawn from all the sources' bodies, so the vocabulary stays that
 * of skill text. Sizes are in UTF-16 code units of the whole file, as `text.length` counts them.
 * `scale` shrinks every size (26,000 real-size skills would be 200 MB, past what a catalog may hold).
 */
/** The .md files under a folder, with paths relative to it under `rel`. */
function readMarkdown(root: string, rel: string, out: { path: string; text: string }[] = []): { path: string; text: string }[] {
  for (const e of fs.readdirSync(root, { withFileTypes: true })) {
    const p = path.join(root, e.name);
    if (e.isDirectory()) readMarkdown(p, path.join(rel, e.name), out);
    else if (e.name.endsWith(".md")) out.push({ path: path.join(rel, e.name), text: fs.readFileSync(p, "utf8") });
  }
  return out;
}

/**
 * The sources real-size catalogs grow from: the bundled devkit and packs catalogs (our own text),
 * so that queries meet a realistic vocabulary. Nothing outside the repo is read.
 */
export function bundledSources(): { path: string; text: string }[] {
  const catalogs = path.resolve(__dirname, "../../fixtures/catalogs");
  return [...readMarkdown(path.join(catalogs, "devkit"), "devkit"), ...readMarkdown(path.join(catalogs, "packs"), "packs")];
}

/** A draw from the log-normal with this median and 90th percentile (Box-Muller, two draws of `r`). */
export function logNormal(r: () => number, median: number, p90: number): number {
  const sigma = Math.log(p90 / median) / 1.2816; // z of the 90th percentile
  const gauss = Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
  return Math.exp(Math.log(median) + sigma * gauss);
}

export const REAL_SIZE = { skills: 1_195, bytes: 9.1e6, median: 6_700, p90: 13_800, max: 48_000 };

export function makeRealSizeCatalog(
  n: number,
  sources: { path: string; text: string }[],
  opts: { seed?: number; scale?: number } = {},
): { path: string; text: string }[] {
  const seed = opts.seed ?? 11;
  const scale = opts.scale ?? 1;
  const r = rng(seed);
  const skills = sources.filter((f) => /(^|\/)SKILL\.md$/.test(f.path) && /^---\n[\s\S]*?\n---\n/.test(f.text));
  if (!skills.length) throw new Error("makeRealSizeCatalog: no SKILL.md among the sources");
  const lines = skills.flatMap((f) => f.text.replace(/^---\n[\s\S]*?\n---\n/, "").split("\n")).filter((l) => l.trim().length > 0);
  const out: { path: string; text: string }[] = [];
  for (let i = 0; i < n; i++) {
    const src = skills[i % skills.length];
    const k = Math.floor(i / skills.length);
    const target = Math.min(REAL_SIZE.max, Math.max(600, Math.round(scale * logNormal(r, REAL_SIZE.median, REAL_SIZE.p90))));
    const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(src.text)!;
    const fm = k === 0 ? m[1] : m[1].replace(/^name:\s*(\S+)/m, `name: $1-v${k}`);
    let body = m[2];
    if (body.length + fm.length + 8 > target) body = body.slice(0, Math.max(0, target - fm.length - 8));
    const extra: string[] = [];
    let len = fm.length + 8 + body.length;
    while (len < target) {
      const l = lines[Math.floor(r() * lines.length)];
      extra.push(l);
      len += l.length + 1;
    }
    const text = `---\n${fm}\n---\n${body}${extra.length ? "\n" + extra.join("\n") : ""}`.slice(0, target);
    const p = k === 0 ? src.path : src.path.replace(/([^/]+)\/SKILL\.md$/, `$1-v${k}/SKILL.md`);
    out.push({ path: p, text: text.endsWith("\n") ? text : text + "\n" });
  }
  return out;
}

/** Count, total, median, p90 and largest of a catalog's file sizes (characters). */
/** Sizes in UTF-8 bytes, as the catalog limits count them. */
export function sizeStats(files: { text: string }[]) {
  const xs = files.map((f) => Buffer.byteLength(f.text)).sort((a, b) => a - b);
  return {
    n: xs.length,
    total: xs.reduce((a, b) => a + b, 0),
    median: xs[Math.floor(xs.length / 2)],
    p90: xs[Math.floor(xs.length * 0.9)],
    max: xs[xs.length - 1],
  };
}
