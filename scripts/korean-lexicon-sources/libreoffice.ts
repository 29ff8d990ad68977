// LibreOffice's Korean UI as a lexicon source (scripts/make-korean-lexicon.ts): Debian
// libreoffice-l10n-ko (MPL-2.0; `apt-get download`, then `dpkg-deb -x`),
// program/resource/ko/LC_MESSAGES/*.mo, msgid English -> msgstr Korean.
import fs from "node:fs";
import { mo } from "gettext-parser";
import type { LexiconSource, Parallel } from "../korean-lexicon-align";

/** a GNU .mo catalogue's (msgid, msgstr) pairs, read by gettext-parser: singular forms, message context
 * dropped, the header entry (empty msgid) and untranslated messages left out */
export function readMo(b: Buffer): Parallel[] {
  const out: Parallel[] = [];
  for (const messages of Object.values(mo.parse(b).translations))
    for (const m of Object.values(messages)) if (m.msgid && m.msgstr[0]) out.push([m.msgid, m.msgstr[0]]);
  return out;
}

export const libreOffice: LexiconSource = {
  name: "Debian libreoffice-l10n-ko (LibreOffice Korean UI)",
  licence: "MPL-2.0",
  read: (files) => files.filter((f) => /\/ko\/LC_MESSAGES\/[^/]+\.mo$/.test(f)).flatMap((f) => readMo(fs.readFileSync(f))),
};
