// LibreOffice's Korean UI as a lexicon source (scripts/make-korean-lexicon.ts): Debian
// libreoffice-l10n-ko (MPL-2.0; `apt-get download`, then `dpkg-deb -x`),
// program/resource/ko/LC_MESSAGES/*.mo, msgid English -> msgstr Korean.
import fs from "node:fs";
import type { LexiconSource, Parallel } from "../korean-lexicon-align";

/** a GNU .mo catalogue's (msgid, msgstr) pairs: singular forms, message context dropped */
export function readMo(b: Buffer): Parallel[] {
  const le = b.readUInt32LE(0) === 0x950412de;
  const u32 = (o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const n = u32(8);
  const str = (table: number, i: number) => {
    const len = u32(table + i * 8);
    const off = u32(table + i * 8 + 4);
    return b.toString("utf8", off, off + len);
  };
  const out: Parallel[] = [];
  for (let i = 0; i < n; i++) {
    const id = str(u32(12), i);
    const tr = str(u32(16), i);
    if (!id || !tr) continue;
    out.push([id.slice(id.indexOf("\u0004") + 1).split("\u0000")[0], tr.split("\u0000")[0]]);
  }
  return out;
}

export const libreOffice: LexiconSource = {
  name: "Debian libreoffice-l10n-ko (LibreOffice Korean UI)",
  licence: "MPL-2.0",
  read: (files) => files.filter((f) => /\/ko\/LC_MESSAGES\/[^/]+\.mo$/.test(f)).flatMap((f) => readMo(fs.readFileSync(f))),
};
