// The developer-documentation sources of the learned Korean lexicon, as the lexicon script registers
// them (scripts/make-korean-lexicon.ts `--docs`): the Python documentation's Korean (sphinx-po.ts) and
// React's (react-docs.ts). Off by default: measured on the tune sets, the table they grow moved no
// request to the right skill (docs/routing.md, "Round 15 tuning: a word table from translated
// developer documentation").
import type { Parallel } from "../korean-lexicon-align";
import { readReactDocs } from "./react-docs";
import { readPythonDocsKo } from "./sphinx-po";

export interface DocSources {
  pairs: Parallel[];
  sources: { name: string; licence: string; strings: number }[];
}

/** the documentation pairs among the files, and each source's name, licence and count; none when `on` is false */
export function readDocSources(files: string[], on: boolean): DocSources {
  if (!on) return { pairs: [], sources: [] };
  const python = readPythonDocsKo(files);
  const react = readReactDocs(files);
  return {
    pairs: [...python, ...react],
    sources: [
      { name: "python/python-docs-ko 3.13 (the Python documentation's Korean)", licence: "PSF-2.0", strings: python.length },
      {
        name: "reactjs/react.dev and reactjs/ko.react.dev (React's documentation and its Korean)",
        licence: "CC-BY-4.0",
        strings: react.length,
      },
    ],
  };
}
