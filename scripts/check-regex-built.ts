// CI check, second half: the regular expressions the engine builds at run time. check-regex.mjs
// reads literals in the source, so a pattern assembled from parts (`new RegExp(String.raw`...${X}`)`,
// `anyOf(rules)`) is invisible to it although it is where long alternations are made. This loads
// every engine module with RegExp wrapped, records each pattern built while the modules load, and
// runs the same analysis on it; a finding names the file and line of the constructor call.
// A pattern that is safe only because its input is bounded says so on the line above the call:
//   // regex-bounded: <why the input is short>
// Run: npx tsx scripts/check-regex-built.ts [files...]   (exit 1 on any finding)
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
// @ts-expect-error: a plain .mjs script without type declarations
import { checkPattern } from "./check-regex.mjs";

export interface BuiltRegex {
  source: string;
  flags: string;
  /** Where the constructor was called: `lib/x.ts:12`, or "" when no engine frame was on the stack. */
  at: string;
}

const root = path.resolve(__dirname, "..");

/** The engine frame that called the RegExp constructor, as `relative/path.ts:line`. */
function callerOf(stack: string): string {
  for (const line of stack.split("\n").slice(1)) {
    const m = /\((?:file:\/\/)?([^()]+?):(\d+):\d+\)$|at (?:file:\/\/)?([^\s()]+?):(\d+):\d+$/.exec(line.trim());
    const file = m?.[1] ?? m?.[3];
    const ln = m?.[2] ?? m?.[4];
    if (!file || !ln || file.includes("node_modules") || file.endsWith("check-regex-built.ts")) continue;
    if (!file.startsWith(root)) continue;
    return `${path.relative(root, file)}:${ln}`;
  }
  return "";
}

/** Every pattern built through the RegExp constructor while `load` runs (literals are not built). */
export async function recordBuiltRegexes(load: () => Promise<unknown>): Promise<BuiltRegex[]> {
  const seen: BuiltRegex[] = [];
  const Original = globalThis.RegExp;
  const record = (r: RegExp) => {
    seen.push({ source: r.source, flags: r.flags, at: callerOf(new Error().stack ?? "") });
    return r;
  };
  globalThis.RegExp = new Proxy(Original, {
    construct: (target, args, newTarget) => record(Reflect.construct(target, args, newTarget) as RegExp),
    apply: (target, self, args) => record(Reflect.apply(target, self, args) as RegExp),
  });
  try {
    await load();
  } finally {
    globalThis.RegExp = Original;
  }
  return seen;
}

/** True when the line at `at`, or the one above it, carries a `regex-bounded:` note. */
function boundedAt(at: string, read: (file: string) => string[]): boolean {
  const m = /^(.*):(\d+)$/.exec(at);
  if (!m) return false;
  const lines = read(m[1]);
  const i = Number(m[2]) - 1;
  return /regex-bounded:/.test(lines[i] ?? "") || /regex-bounded:/.test(lines[i - 1] ?? "");
}

/** The findings among built patterns, one line each; a pattern built twice is checked once. */
export function findingsOf(built: BuiltRegex[], read: (file: string) => string[]): string[] {
  const out: string[] = [];
  const done = new Set<string>();
  for (const r of built) {
    const key = `${r.flags}/${r.source}`;
    if (done.has(key) || boundedAt(r.at, read)) continue;
    done.add(key);
    for (const msg of checkPattern(r.source, r.flags) as string[])
      out.push(
        `${r.at || "(unknown caller)"}: built /${r.source.length > 120 ? r.source.slice(0, 120) + "…" : r.source}/${r.flags}: ${msg}`,
      );
  }
  return out;
}

function engineModules(dir: string, out: string[] = []): string[] {
  for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, f.name);
    if (f.isDirectory()) engineModules(p, out);
    else if (/\.ts$/.test(f.name) && !/\.(test|fuzz\.test|testkit)\.ts$/.test(f.name) && !f.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

async function main() {
  const files = process.argv.slice(2).length ? process.argv.slice(2).map((f) => path.resolve(f)) : engineModules(path.join(root, "lib"));
  const built = await recordBuiltRegexes(async () => {
    for (const f of files) await import(pathToFileURL(f).href);
  });
  const cache = new Map<string, string[]>();
  const read = (file: string) => {
    if (!cache.has(file)) cache.set(file, fs.readFileSync(path.join(root, file), "utf8").split("\n"));
    return cache.get(file)!;
  };
  const findings = findingsOf(built, read);
  for (const f of findings) console.log(f);
  console.log(`check-regex (built): ${built.length} regular expressions built by ${files.length} modules, ${findings.length} super-linear`);
  if (findings.length) process.exit(1);
}

if (require.main === module)
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
