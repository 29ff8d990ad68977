// Firefox's and Thunderbird's UI as a lexicon source (scripts/make-korean-lexicon.ts; Mozilla's
// localizations: MPL-2.0). Debian firefox-esr-l10n-ko and thunderbird-l10n-ko hold a langpack .xpi,
// firefox-esr and thunderbird the en-US strings in omni.ja files (`apt-get download`, `dpkg-deb -x`,
// then `unzip` each .xpi and omni.ja in place, into a folder beside it). Both keep the same files
// under a locale folder, localization/<locale>/ (Fluent .ftl) and chrome/<locale>/locale/[<locale>/]
// (.properties, .dtd): a string and its translation are the same message id in the same file.
import fs from "node:fs";
import type { LexiconSource, Parallel } from "../korean-lexicon-align";

/** a Fluent file's messages and attributes ("id" and "id.attr"); values with selectors left out */
export function readFtl(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let id = "";
  let key = "";
  for (const line of text.split("\n")) {
    const message = /^(-?[A-Za-z][\w-]*)\s*=\s*(.*)$/.exec(line);
    const attribute = /^\s+\.([\w-]+)\s*=\s*(.*)$/.exec(line);
    if (message) [id, key] = [message[1], message[1]];
    else if (attribute && id) key = `${id}.${attribute[1]}`;
    else if (/^\s+\S/.test(line) && key) {
      out.set(key, `${out.get(key) ?? ""} ${line.trim()}`.trim());
      continue;
    } else {
      [id, key] = line.trim() === "" || line.startsWith("#") ? [id, ""] : ["", ""];
      continue;
    }
    out.set(key, (message ?? attribute)![2].trim());
  }
  // a select expression's variants ([one] ..., *[other] ...) are not one string
  for (const [k, v] of out) if (!v || v.includes("->")) out.delete(k);
  return out;
}

/** a .properties file's entries; \uXXXX escapes read */
export function readProperties(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split("\n")) {
    const m = /^\s*([^#!\s=:][^=:]*?)\s*[=:]\s*(.*)$/.exec(line);
    if (m) out.set(m[1], m[2].replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))).trim());
  }
  return out;
}

/** a .dtd file's entities */
export function readDtd(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/<!ENTITY\s+([\w.-]+)\s+(?:"([^"]*)"|'([^']*)')\s*>/g)) out.set(m[1], m[2] ?? m[3]);
  return out;
}

/** a file's place under its locale folder, the same in the en-US and the Korean build, and the locale */
export function localePath(file: string): { locale: string; rel: string } | null {
  const m = /[\\/](?:localization[\\/]([\w-]+)|chrome[\\/]([\w-]+)[\\/]locale(?:[\\/](?:\2))?)[\\/](.+)$/.exec(file);
  return m ? { locale: m[1] ?? m[2], rel: m[3] } : null;
}

const readers: [RegExp, (text: string) => Map<string, string>][] = [
  [/\.ftl$/, readFtl],
  [/\.properties$/, readProperties],
  [/\.dtd$/, readDtd],
];

export const mozilla: LexiconSource = {
  name: "Debian firefox-esr, thunderbird and their -l10n-ko langpacks (Firefox's and Thunderbird's UI)",
  licence: "MPL-2.0",
  read(files) {
    const strings = { "en-US": new Map<string, string>(), ko: new Map<string, string>() };
    for (const f of files) {
      const at = localePath(f);
      const reader = readers.find(([re]) => re.test(f))?.[1];
      if (!at || !reader || (at.locale !== "en-US" && at.locale !== "ko")) continue;
      for (const [id, s] of reader(fs.readFileSync(f, "utf8"))) strings[at.locale].set(`${at.rel}\u0000${id}`, s);
    }
    const out: Parallel[] = [];
    for (const [key, en] of strings["en-US"]) {
      const ko = strings.ko.get(key);
      if (!ko || !/[\uac00-\ud7a3]/.test(ko)) continue;
      // a plural's forms are one string apart by ";" in English, one form in Korean
      out.push([ko.includes(";") ? en : en.split(";")[0], ko]);
    }
    return out;
  },
};
