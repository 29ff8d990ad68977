// A casual Korean verb form read as the verb a table maps (korean-verb-forms.ts): the restored
// stems worked out by hand from the conjugation rules, against tables of our own; and a Korean
// request in casual verbs reaching the English skill of a small English catalog.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { restoredVerbKey } from "./korean-verb-forms";
import { buildRouter } from "./router";

const table = new Set(["쓰다", "짜다", "만들", "붙이다", "올리", "고치", "누르다", "끄다", "넣다", "보기", "사고", "정기", "가늘", "기하"]);
const has = (k: string) => table.has(k);

describe("a verb form restored to the key a table writes", () => {
  it.each([
    ["써줘", "쓰다"], // 쓰+어 -> 써, then the request ending 줘
    ["꺼줘", "끄다"], // 끄+어 -> 꺼
    ["짜줘", "짜다"], // 짜+아 -> 짜
    ["짜야", "짜다"],
    ["쓰는", "쓰다"], // the stem itself before -는
    ["만들어", "만들"], // -어 written apart after the stem's ㄹ
    ["만드는", "만들"], // ㄹ verbs drop their ㄹ before -는
    ["만든", "만들"], // attributive -ㄴ in place of the ㄹ
    ["붙여서", "붙이다"], // 붙이+어 -> 붙여
    ["올릴", "올리"], // attributive -ㄹ
    ["고쳐야", "고치"],
    ["눌러줘", "누르다"], // 르 verbs: 누르+어 -> 눌러
    ["넣고", "넣다"], // a stem ending in a consonant
  ])("%s -> %s", (word, key) => expect(restoredVerbKey(word, has)).toBe(key));

  it.each([
    ["써", "a lone syllable with no ending"],
    ["사과", "a contracted vowel with no ending ends nouns too (사과 is not 사고+아)"],
    ["정도", "도 is a particle, not an ending this rule cuts"],
    ["봐줘", "a one-syllable stem is read only in its dictionary form, never as its -기 noun"],
    ["가는", "는 is an ending, not an attributive ㄴ (가늘 is another word)"],
    ["기한", "a noun in -ㄴ: only a ㄹ verb's ㄴ is undone (기하 is another word)"],
    ["달려줘", "a stem no table maps"],
  ])("%s stays unread: %s", (word) => expect(restoredVerbKey(word, has)).toBeNull());
});

describe("a Korean request in a casual verb form on an English catalog", () => {
  const skill = (name: string, description: string) =>
    parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;
  const router = buildRouter([
    skill("login-debugger", "Fix login failures and session bugs in a web app."),
    skill("unit-tests", "Run the unit test suite and report failures."),
    skill("changelog", "Summarize merged pull requests for the team."),
  ]);
  it("고칠 (attributive -ㄹ of 고치다) reads as the dictionary's 고치 = fix", () => {
    const terms = router.retrieve("로그인 고칠 방법").terms;
    expect(terms.find((t) => t.term === "fix")?.from).toBe("고치");
  });
});
