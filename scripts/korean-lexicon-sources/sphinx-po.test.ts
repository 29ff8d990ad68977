// The Python documentation's Korean as a lexicon source (sphinx-po.ts), on catalogue text of our own:
// each expectation worked out by hand from the rules (markup dropped, sentences paired only when both
// sides have as many, fuzzy and untranslated entries skipped).
import { describe, expect, it } from "vitest";
import type { Parallel } from "../korean-lexicon-align";
import { isPythonDocsPo, poFilePairs, stripSphinx } from "./sphinx-po";

const HEADER = 'msgid ""\nmsgstr ""\n"Project-Id-Version: Python 3.13\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n';

describe("stripSphinx", () => {
  it("drops roles, literals, link targets, emphasis and the translation's glue escapes", () => {
    expect(stripSphinx("Call :func:`open` with ``mode='r'`` to **read** a file.")).toBe("Call with to read a file.");
    expect(stripSphinx(":func:`open`\\을 호출합니다")).toBe("을 호출합니다");
    expect(stripSphinx("See `the tutorial <https://example.org/>`_ first.")).toBe("See the tutorial first.");
  });
});

describe("poFilePairs", () => {
  it("pairs sentence by sentence when both sides have as many, else keeps the paragraph", () => {
    const po =
      HEADER +
      'msgid "Create a queue. Remove the queue."\nmsgstr "큐를 생성합니다. 큐를 제거합니다."\n\n' +
      'msgid "Lock the file. Then unlock it."\nmsgstr "파일을 잠근 다음 잠금을 해제합니다."\n\n' +
      '#, fuzzy\nmsgid "Old text."\nmsgstr "예전 문장."\n\n' +
      'msgid "os.path"\nmsgstr "os.path"\n\n' +
      'msgid "Untranslated."\nmsgstr ""\n';
    expect(poFilePairs(po)).toEqual<Parallel[]>([
      ["Create a queue.", "큐를 생성합니다."],
      ["Remove the queue.", "큐를 제거합니다."],
      ["Lock the file. Then unlock it.", "파일을 잠근 다음 잠금을 해제합니다."],
    ]);
  });

  it("reads only the Python documentation's catalogues", () => {
    expect(isPythonDocsPo("library/os.po", HEADER)).toBe(true);
    expect(isPythonDocsPo("ko.po", HEADER.replace("Python 3.13", "Other 1.0"))).toBe(false);
    expect(isPythonDocsPo("library/os.txt", HEADER)).toBe(false);
  });
});
