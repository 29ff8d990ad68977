// What the documentation sources share (prose.ts), on text of our own, each expectation worked out by
// hand: sentences paired only when both sides have as many, partial loanwords, and prose adding only
// Korean words the UI table lacks.
import { describe, expect, it } from "vitest";
import type { LexiconPair, Parallel } from "../korean-lexicon-align";
import { sentencePairs, sentences, soundsLikePart, withProse } from "./prose";

describe("sentences", () => {
  it("cuts after a full stop, question or exclamation mark followed by a space", () => {
    expect(sentences("Open the queue. Then close it! Done?")).toEqual(["Open the queue.", "Then close it!", "Done?"]);
    expect(sentences("큐를 엽니다. 그런 다음 닫습니다.")).toEqual(["큐를 엽니다.", "그런 다음 닫습니다."]);
    expect(sentences("version 3.13 adds it")).toEqual(["version 3.13 adds it"]);
  });
});

describe("sentencePairs", () => {
  it("pairs sentence by sentence when both sides have as many, else keeps the paragraph", () => {
    expect(sentencePairs("Create a queue. Remove it.", "큐를 생성합니다. 제거합니다.")).toEqual<Parallel[]>([
      ["Create a queue.", "큐를 생성합니다."],
      ["Remove it.", "제거합니다."],
    ]);
    expect(sentencePairs("Lock it. Then unlock it.", "잠근 다음 해제합니다.")).toEqual<Parallel[]>([
      ["Lock it. Then unlock it.", "잠근 다음 해제합니다."],
    ]);
  });
});

describe("soundsLikePart", () => {
  it("finds a Korean word written as the sound of the start or end of the English word", () => {
    expect(soundsLikePart("멀티", "multipart")).toBe(true);
    expect(soundsLikePart("파트", "multipart")).toBe(true);
    expect(soundsLikePart("배포", "deployment")).toBe(false);
  });
});

describe("withProse", () => {
  const ui: LexiconPair[] = [{ ko: "삭제", en: "delete", links: 3, dice: 1 }];
  // 삭제 (remove here, delete in the UI), 배포 and 멀티 three times each, in sentences of their own
  const prose: Parallel[] = [
    ["Remove the branch.", "브랜치를 삭제합니다."],
    ["Remove it.", "삭제합니다."],
    ["Remove them.", "삭제하세요."],
    ["Deploy the site.", "사이트를 배포합니다."],
    ["Deploy again.", "다시 배포합니다."],
    ["Deploy it.", "배포합니다."],
    ["Multipart.", "멀티"],
    ["Multipart mail.", "멀티 메일"],
    ["Multipart body.", "멀티 본문"],
  ];
  it("keeps the UI table's pair and adds only Korean words it lacks, less partial loanwords", () => {
    expect(withProse(ui, prose).map((p) => [p.ko, p.en])).toEqual([
      ["배포", "deploy"],
      ["삭제", "delete"],
    ]);
  });
});
