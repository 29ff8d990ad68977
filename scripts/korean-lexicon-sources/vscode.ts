// VS Code's Korean UI as a lexicon source (scripts/make-korean-lexicon.ts), all npm packages of
// @codingame/monaco-vscode (MIT), installed with `npm install --ignore-scripts` into any folder under
// the lexicon script's folder, one folder per version:
// - @codingame/monaco-vscode-language-pack-ko: translations/extensions/*.i18n.json, whose "bundle"
//   sections map English strings to Korean, and translations/main.i18n.json.js, the core's Korean
//   strings by number;
// - the English of those numbers: the `localize(n, "English")` calls in the code of every other
//   @codingame/monaco-vscode-* package (-api, the *-service-override packages and the common packages
//   they depend on). The numbers are an index of one build: the English of a package is matched only
//   to the Korean of the language pack of the same version (25.0.0 and 25.1.2 number differently).
import fs from "node:fs";
import path from "node:path";
import type { LexiconSource, Parallel } from "../korean-lexicon-align";

/** a VS Code language pack file's bundle sections: English string -> Korean */
export function readBundle(text: string): Parallel[] {
  const contents = JSON.parse(text).contents ?? {};
  const bundle: Record<string, unknown> = contents.bundle ?? {};
  return Object.entries(bundle).filter((e): e is Parallel => typeof e[1] === "string");
}

/** the core's Korean strings by number (main.i18n.json.js: one array literal of strings) */
export function readCoreKorean(text: string): (string | null)[] {
  const body = text.slice(text.indexOf("["), text.lastIndexOf("]") + 1).replace(/^\s*undefined,/gm, "null,");
  return JSON.parse(body.replace(/,\s*\]$/, "]"));
}

/** the English of numbered strings: localize(n, "...") and localize2(n, '...') calls in packaged code */
export function readCoreEnglish(text: string, out = new Map<number, string>()): Map<number, string> {
  const call = /localize2?\(\s*(\d+),\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g;
  for (const m of text.matchAll(call)) {
    const lit = m[2].startsWith("'") ? '"' + m[2].slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"') + '"' : m[2];
    try {
      out.set(Number(m[1]), JSON.parse(lit));
    } catch {
      // a literal JSON cannot read (an escape of JavaScript's own) is left out
    }
  }
  return out;
}

interface Package {
  dir: string;
  name: string;
  version: string;
}

function packages(files: string[]): Package[] {
  return files
    .filter((f) => f.endsWith(`${path.sep}package.json`) && f.includes("@codingame"))
    .map((f) => ({ dir: path.dirname(f), ...(JSON.parse(fs.readFileSync(f, "utf8")) as { name: string; version: string }) }))
    .filter((p) => typeof p.name === "string" && p.name.startsWith("@codingame/monaco-vscode-"));
}

/** the numbered core strings of each language pack, with the English of the packages of its version */
function numbered(files: string[], all: Package[]): Parallel[] {
  const out: Parallel[] = [];
  const inside = (p: Package) => files.filter((f) => f.startsWith(p.dir + path.sep));
  for (const pack of all.filter((p) => p.name === "@codingame/monaco-vscode-language-pack-ko")) {
    const main = inside(pack).find((f) => f.endsWith("main.i18n.json.js"));
    if (!main) continue;
    const core = readCoreKorean(fs.readFileSync(main, "utf8"));
    const english = new Map<number, string>();
    for (const p of all.filter((q) => q.version === pack.version && !q.name.includes("-language-pack-")))
      for (const f of inside(p).filter((g) => g.endsWith(".js"))) readCoreEnglish(fs.readFileSync(f, "utf8"), english);
    for (const [i, en] of english) if (typeof core[i] === "string") out.push([en, core[i] as string]);
  }
  return out;
}

export const vscode: LexiconSource = {
  name: "npm @codingame/monaco-vscode-language-pack-ko and the @codingame/monaco-vscode-* packages of its version (VS Code's Korean UI and its English)",
  licence: "MIT",
  read(files) {
    const bundles = files.filter((f) => /language-pack-ko[\\/]translations[\\/]extensions[\\/][^\\/]+\.i18n\.json$/.test(f));
    return [...bundles.flatMap((f) => readBundle(fs.readFileSync(f, "utf8"))), ...numbered(files, packages(files))];
  },
};
