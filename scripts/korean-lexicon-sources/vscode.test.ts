// The VS Code reader (vscode.ts) on packages of our own written to a temporary folder: the core's
// Korean by number is matched only to the English of packages of the language pack's own version
// (expectations worked out by hand from the files below).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Parallel } from "../korean-lexicon-align";
import { readCoreEnglish, readCoreKorean, vscode } from "./vscode";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "lexicon-vscode-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): string {
  const f = path.join(root, file);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, text);
  return f;
}

function pkg(dir: string, name: string, version: string): string {
  return write(`${dir}/package.json`, JSON.stringify({ name, version }));
}

describe("the numbered core strings", () => {
  it("reads the Korean array (undefined holes) and localize / localize2 calls in either quotes", () => {
    expect(readCoreKorean('globalThis._x = [\n"저장",\nundefined,\n"닫기",\n];')).toEqual(["저장", null, "닫기"]);
    const english = readCoreEnglish(`a(localize(0, "Save")); b(localize2(2, 'Close \\'all\\'')); localize(x, "no")`);
    expect([...english]).toEqual([
      [0, "Save"],
      [2, "Close 'all'"],
    ]);
  });

  it("pairs a number only with the English of a package of the language pack's version", () => {
    const files = [
      pkg("v1/node_modules/@codingame/monaco-vscode-language-pack-ko", "@codingame/monaco-vscode-language-pack-ko", "1.0.0"),
      write(
        "v1/node_modules/@codingame/monaco-vscode-language-pack-ko/translations/main.i18n.json.js",
        'x = [\n"저장",\n"닫기",\n"인쇄",\n];',
      ),
      write(
        "v1/node_modules/@codingame/monaco-vscode-language-pack-ko/translations/extensions/git.i18n.json",
        JSON.stringify({ contents: { bundle: { Commit: "커밋", Count: 3 } } }),
      ),
      pkg("v1/node_modules/@codingame/monaco-vscode-api", "@codingame/monaco-vscode-api", "1.0.0"),
      write("v1/node_modules/@codingame/monaco-vscode-api/a.js", 'localize(0, "Save"); localize(2, "Print")'),
      pkg("v2/node_modules/@codingame/monaco-vscode-api", "@codingame/monaco-vscode-api", "2.0.0"),
      write("v2/node_modules/@codingame/monaco-vscode-api/a.js", 'localize(1, "Reload")'),
    ];
    expect(vscode.read(files)).toEqual<Parallel[]>([
      ["Commit", "커밋"],
      ["Save", "저장"],
      ["Print", "인쇄"],
    ]);
  });
});
