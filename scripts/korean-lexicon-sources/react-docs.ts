// A source of English/Korean parallel developer prose for the learned Korean lexicon
// (scripts/make-korean-lexicon.ts): React's documentation, github.com/reactjs/react.dev, and its
// Korean translation, github.com/reactjs/ko.react.dev (the same Markdown pages at the same paths
// under src/content). Licence: CC BY 4.0 (LICENSE-DOCS.md of both; attribution in docs/routing.md).
// Unpack each with `git archive HEAD src/content | tar -x` into folders named react.dev and
// ko.react.dev anywhere under the lexicon script's folder.
//
// The translation keeps each heading's anchor ({/*when-to-use*/}), so a page is cut into sections
// by anchor, and a section's prose blocks (paragraphs, list items) are paired in order only when both
// sides have as many: a translation that added or merged a block pairs nothing in that section.
// Code (fenced blocks, `inline`), JSX component tags and link targets are not words.
import fs from "node:fs";
import type { Parallel } from "../korean-lexicon-align";
import { sentencePairs } from "./prose";

const EN = "/react.dev/src/content/";
const KO = "/ko.react.dev/src/content/";

/** Markdown markup that is not prose: inline code, link targets, emphasis, HTML/JSX tags, anchors */
export function stripMarkdown(s: string): string {
  return s
    .replace(/\{\/\*.*?\*\/\}/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/^\s*(?:#+|[*+-]|\d+\.)\s+/, "")
    .replace(/[*_]{1,2}(?=\S)|(?<=\S)[*_]{1,2}/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** a page's prose blocks by section anchor ("" before the first heading; the title under "title") */
export function sections(page: string): Map<string, string[]> {
  const out = new Map<string, string[]>([["", []]]);
  let at = "";
  const title = /^---\n[\s\S]*?^title:\s*["']?(.*?)["']?\s*$[\s\S]*?^---$/m.exec(page);
  if (title) out.set("title", [title[1]]);
  const body = page
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/^(\s*)```[\s\S]*?^\1```.*$/gm, "") // fenced code
    .split("\n");
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.get(at)!.push(para.join(" "));
    para = [];
  };
  for (const line of body) {
    const heading = /^#{1,6}\s+.*\{\/\*(.+?)\*\/\}\s*$/.exec(line);
    if (heading) {
      flush();
      at = heading[1];
      out.set(at, [line]);
    } else if (!line.trim() || /^\s*<\/?[A-Za-z][^>]*>\s*$/.test(line))
      flush(); // a blank line or a JSX tag of its own
    else if (/^\s*(?:[*+-]|\d+\.)\s+/.test(line)) {
      flush();
      para = [line];
    } else para.push(line.trim());
  }
  flush();
  return out;
}

/** (English, Korean) pairs of one page and its translation: blocks in order, section by section */
export function pagePairs(en: string, ko: string): Parallel[] {
  const a = sections(en);
  const b = sections(ko);
  const out: Parallel[] = [];
  for (const [anchor, blocks] of a) {
    const other = b.get(anchor);
    if (!other || other.length !== blocks.length) continue;
    blocks.forEach((block, i) => {
      const e = stripMarkdown(block);
      const k = stripMarkdown(other[i]);
      // an untranslated block is the same text on both sides
      if (e && k && e !== k && /[\uac00-\ud7a3]/.test(k)) out.push(...sentencePairs(e, k));
    });
  }
  return out;
}

/** every pair of the pages both trees hold among the files */
export function readReactDocs(files: string[]): Parallel[] {
  const ko = new Map(files.filter((f) => f.includes(KO) && f.endsWith(".md")).map((f) => [f.slice(f.indexOf(KO) + KO.length), f]));
  const out: Parallel[] = [];
  for (const f of files.filter((x) => x.includes(EN) && !x.includes(KO) && x.endsWith(".md"))) {
    const twin = ko.get(f.slice(f.indexOf(EN) + EN.length));
    if (twin) out.push(...pagePairs(fs.readFileSync(f, "utf8"), fs.readFileSync(twin, "utf8")));
  }
  return out;
}
