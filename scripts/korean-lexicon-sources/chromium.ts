// Chromium's UI as a lexicon source (scripts/make-korean-lexicon.ts; Chromium's licence: BSD-3-Clause):
// locales/ko.pak from Debian chromium-l10n and locales/en-US.pak from Debian chromium of the same
// version (`apt-get download`, `dpkg-deb -x`), anywhere under the lexicon script's folder. A .pak is a
// resource table: version 5 is a 12-byte header (version, encoding, resource count, alias count),
// then (count + 1) entries of a 16-bit id and a 32-bit offset (an entry's data ends where the next
// begins), then the aliases (16-bit id, 16-bit index of the entry it shares); version 4 has a 9-byte
// header (version, count, encoding) and no aliases. The same message id in both files is one string
// and its translation.
import fs from "node:fs";
import path from "node:path";
import type { LexiconSource, Parallel } from "../korean-lexicon-align";

/** a .pak's strings by resource id (UTF-8 or UTF-16 as its header says; binary resources left out) */
export function readPak(b: Buffer): Map<number, string> {
  const version = b.readUInt32LE(0);
  let count: number, encoding: number, at: number, aliases: number;
  if (version === 5) {
    [encoding, count, aliases, at] = [b.readUInt8(4), b.readUInt16LE(8), b.readUInt16LE(10), 12];
  } else if (version === 4) {
    [count, encoding, aliases, at] = [b.readUInt32LE(4), b.readUInt8(8), 0, 9];
  } else throw new Error(`.pak version ${version} is not read`);
  const out = new Map<number, string>();
  if (encoding !== 1 && encoding !== 2) return out;
  const entry = (i: number) => ({ id: b.readUInt16LE(at + i * 6), offset: b.readUInt32LE(at + i * 6 + 2) });
  const text = (i: number) => b.toString(encoding === 1 ? "utf8" : "utf16le", entry(i).offset, entry(i + 1).offset);
  for (let i = 0; i < count; i++) out.set(entry(i).id, text(i));
  const aliasAt = at + (count + 1) * 6;
  for (let i = 0; i < aliases; i++) out.set(b.readUInt16LE(aliasAt + i * 4), text(b.readUInt16LE(aliasAt + i * 4 + 2)));
  return out;
}

/** an ICU message with plural or select branches repeats its words per branch: not one string */
const ICU_BRANCHES = /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/;

export function pakPairs(english: Map<number, string>, korean: Map<number, string>): Parallel[] {
  const out: Parallel[] = [];
  for (const [id, en] of english) {
    const ko = korean.get(id);
    // resources that are not text (icons, HTML, JSON) have no Hangul in Korean and are dropped by it
    if (!ko || !/[\uac00-\ud7a3]/.test(ko) || ICU_BRANCHES.test(en) || ICU_BRANCHES.test(ko)) continue;
    out.push([en.replace(/\$\d/g, " "), ko.replace(/\$\d/g, " ")]);
  }
  return out;
}

export const chromium: LexiconSource = {
  name: "Debian chromium and chromium-l10n (Chromium's UI: locales/en-US.pak and ko.pak)",
  licence: "BSD-3-Clause",
  read(files) {
    const locales = files.filter((f) => f.endsWith(`${path.sep}ko.pak`)).map(path.dirname);
    return locales.flatMap((dir) => {
      const en = path.join(dir, "en-US.pak");
      if (!files.includes(en)) return [];
      return pakPairs(readPak(fs.readFileSync(en)), readPak(fs.readFileSync(path.join(dir, "ko.pak"))));
    });
  },
};
