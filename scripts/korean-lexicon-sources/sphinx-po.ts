// A source of English/Korean parallel developer prose for the learned Korean lexicon
// (scripts/make-korean-lexicon.ts): the Korean translation of the Python documentation,
// github.com/python/python-docs-ko (branch 3.13; Sphinx gettext catalogues, one .po per page,
// msgid English paragraph -> msgstr Korean paragraph). Licence: the PSF License v2, the Python
// documentation's own ("distributed under the same license as the Python package"): permissive, no
// share-alike. Unpack with `git archive 3.13 | tar -x` anywhere under the lexicon script's folder.
//
// Each paragraph is cut into sentences (prose.ts). Sphinx markup is not words: code
// (``x``, :func:`open`), link targets and emphasis marks are dropped before alignment. Fuzzy
// (out-of-date) translations and untranslated entries are skipped.
import fs from "node:fs";
import { po } from "gettext-parser";
import type { Parallel } from "../korean-lexicon-align";
import { sentencePairs } from "./prose";

/** the catalogues this source reads: Sphinx .po files of the Python documentation */
export function isPythonDocsPo(file: string, text: string): boolean {
  return file.endsWith(".po") && /^"Project-Id-Version: Python\b/m.test(text);
}

/** reST and Sphinx markup that is not prose: roles, literals, link targets, emphasis, escapes */
export function stripSphinx(s: string): string {
  return s
    .replace(/:[\w:+-]+:`[^`]*`/g, " ") // :func:`open`, :ref:`label`: code or a cross-reference
    .replace(/``[^`]*``/g, " ") // ``literal``
    .replace(/`([^`<]*?)\s*<[^>]*>`_{1,2}/g, "$1") // `text <target>`_ keeps its text
    .replace(/`([^`]*)`_{0,2}/g, "$1")
    .replace(/\|[^|\s][^|]*\|/g, " ") // |substitution|
    .replace(/\\ ?/g, "") // reST escapes: the translation's "\을" or "\ " glue between a role and its particle
    .replace(/\*{1,2}/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * (English, Korean) pairs of one PO file (a page's catalogue of translated messages): each
 * message and its translation, sentence by sentence where both sides have as many. (react-docs.ts's
 * `pagePairs` pairs two pages, an English one and its Korean twin.)
 */
export function poFilePairs(text: string): Parallel[] {
  const out: Parallel[] = [];
  for (const ctx of Object.values(po.parse(text).translations))
    for (const t of Object.values(ctx)) {
      const ko = t.msgstr[0];
      if (!t.msgid || !ko || ko === t.msgid || t.comments?.flag?.includes("fuzzy")) continue;
      out.push(...sentencePairs(stripSphinx(t.msgid), stripSphinx(ko)));
    }
  return out;
}

/** every pair of the Python documentation's catalogues among the files */
export function readPythonDocsKo(files: string[]): Parallel[] {
  const out: Parallel[] = [];
  for (const f of files.filter((x) => x.endsWith(".po"))) {
    const text = fs.readFileSync(f, "utf8");
    if (isPythonDocsPo(f, text)) out.push(...poFilePairs(text));
  }
  return out;
}
