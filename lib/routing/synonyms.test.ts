import { describe, expect, it } from "vitest";
import { compileSynonyms, findSynonyms } from "./synonyms";
import { wordKey } from "./text";
import { words } from "./words";

const find = (index: ReturnType<typeof compileSynonyms>, prompt: string) => {
  const ws = words(prompt);
  return findSynonyms(
    ws,
    ws.map((w) => wordKey(w)),
    index,
  ).map((x) => `${x.key}>${x.adds}`);
};

describe("findSynonyms", () => {
  const index = compileSynonyms([
    ["배포", "deploy"],
    ["코드 리뷰", "code review"],
    ["리뷰", "review"],
  ]);

  it("reads a word alone, then the same word starting a phrase, then alone again, the same each time", () => {
    // 리뷰 alone adds review; 코드 리뷰 is the phrase (longest first), keyed spaced and run together
    // (a Korean phrase is written both ways), and 리뷰 is also a key of its own
    expect(find(index, "리뷰")).toEqual(["리뷰>review"]);
    expect(find(index, "코드 리뷰")).toEqual(["코드 리뷰>code review", "코드리뷰>code review", "리뷰>review"]);
    expect(find(index, "코드 정리")).toEqual([]);
    expect(find(index, "리뷰")).toEqual(["리뷰>review"]);
  });

  it("keeps two dictionaries apart although they share a word", () => {
    const other = compileSynonyms([["배포", "release"]]);
    expect(find(index, "배포")).toEqual(["배포>deploy"]);
    expect(find(other, "배포")).toEqual(["배포>release"]);
    expect(find(index, "배포")).toEqual(["배포>deploy"]);
  });
});
