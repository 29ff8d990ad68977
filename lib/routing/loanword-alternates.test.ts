// Letters English reads two ways (loanword-alternates.ts), a silent final "re" and a silent gh
// (loanword.ts): a Hangul loanword meets the English word on an English-only catalog of text of our
// own, in the shape of a real engineering catalog (one line per skill, the product's name and its
// job). Every expectation is how Korean writes the word, read off the Hangul by hand.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { alternateReadings } from "./loanword-alternates";
import { loanwordSpellings } from "./loanword";
import { buildRouter } from "./router";
import { learnVocabulary, soundsLike, transliterate } from "./vocabulary";

describe("alternateReadings: a soft g is j, a Greek ch is k", () => {
  it("g before e, i or y is also read as j", () => {
    expect(alternateReadings("magic")).toEqual(["majic"]);
    expect(alternateReadings("agenda")).toEqual(["ajenda"]);
    expect(alternateReadings("registry")).toEqual(["rejistry"]);
  });
  it("a doubled g and ng are not soft", () => {
    expect(alternateReadings("logger")).toEqual([]);
    expect(alternateReadings("single")).toEqual([]);
  });
  it("ch before r or l, after s, in tech and in an initial archi is also read as k", () => {
    expect(alternateReadings("chrome")).toEqual(["krome"]);
    expect(alternateReadings("schema")).toEqual(["skema"]);
    expect(alternateReadings("fintech")).toEqual(["fintek"]);
    expect(alternateReadings("technical")).toEqual(["teknical"]);
    expect(alternateReadings("archive")).toEqual(["arkive"]);
  });
  it("any other ch stays ch", () => {
    expect(alternateReadings("search")).toEqual([]);
    expect(alternateReadings("branch")).toEqual([]);
    expect(alternateReadings("chart")).toEqual([]);
  });
});

describe("loanwordSpellings with the new rules", () => {
  it("a final re after a vowel is silent in a word with three consonant sounds before it", () => {
    expect(loanwordSpellings("cloudflare")).toEqual(["cloudflare", "cloudfla"]);
    expect(loanwordSpellings("software")).toEqual(["software", "softwa"]);
  });
  it("not in a shorter word, whose shape would meet native words (before: 배포, measure: 매수)", () => {
    expect(loanwordSpellings("before")).toEqual(["before"]);
    expect(loanwordSpellings("measure")).toEqual(["measure"]);
  });
  it("igh is a long i", () => {
    expect(loanwordSpellings("insight")).toEqual(["insight", "insit"]);
  });
  it("the other reading is offered as written and as heard, beside the word's own", () => {
    expect(loanwordSpellings("manager")).toEqual(["manager", "managa", "manajer", "manaja"]);
    expect(loanwordSpellings("target")).toContain("target");
  });
  it("an other reading with fewer than three consonant sounds is not offered (charger heard as chaja is 찾아, find)", () => {
    // charjer keeps its r (three sounds: ch, r, j); heard, chaja has two and is dropped
    expect(loanwordSpellings("charger")).toEqual(["charger", "chaga", "charjer"]);
  });
});

describe("soundsLike with the new readings", () => {
  it.each([
    ["매직", "magic"],
    ["어젠다", "agenda"],
    ["레지스트리", "registry"],
    ["매니저", "manager"],
    ["핀테크", "fintech"],
    ["스키마", "schema"],
    ["크롬", "chrome"],
    ["클라우드플레어", "cloudflare"],
    ["인사이트", "insight"],
  ])("%s is %s", (ko, en) => expect(soundsLike(ko, en)).toBe(true));
  it.each([
    ["타겟", "target"],
    ["체크", "check"],
    ["서치", "search"],
  ])("%s is still %s", (ko, en) => expect(soundsLike(ko, en)).toBe(true));
});

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

const entries = [
  skill("hardcode-audit", "Find hardcoded secrets, magic numbers and fixed URLs in a codebase."),
  skill("secret-rotation", "Rotate leaked secrets and API keys across environments."),
  skill("workshop-planner", "Plan a workshop: goals, agenda, exercises and timing."),
  skill("meeting-notes", "Turn a meeting into notes with owners and dates."),
  skill("startup-reader", "Read startup directories: fintech and other companies, founders, hiring."),
  skill("cloudflare-images", "Upload, resize and serve images on Cloudflare with variants."),
  skill("image-prompts", "Write prompts that generate a photo or image in a given style."),
  skill("research-synthesis", "Turn interview transcripts into themes and insights."),
  skill("container-registry", "Push images to a container registry and clean old tags."),
  skill("ev-charger-finder", "Find an EV charger near a place."),
];

describe("on an English-only catalog, the Hangul loanword reaches the skill that writes it", () => {
  const v = learnVocabulary(entries);
  it.each([
    ["매직", "magic"],
    ["어젠다", "agenda"],
    ["핀테크", "fintech"],
    ["클라우드플레어", "cloudflare"],
    ["인사이트", "insight"], // the catalog's "insights" in the form Korean writes it
    ["레지스트리", "registry"],
  ])("%s is read as %s", (ko, en) => expect(transliterate(v, ko)).toBe(en));
  it("a native verb with its ending is no loanword (찾아 is not charger)", () => {
    expect(transliterate(v, "찾아")).toBeNull();
  });
  const router = buildRouter(entries);
  it.each([
    ["하드코딩된 비밀키나 매직 넘버 있는지 검사해줘", "매직", "hardcode-audit"],
    ["3시간짜리 워크숍 어젠다 짜줘", "어젠다", "workshop-planner"],
    ["핀테크 회사 중에 채용 중인 데 찾아줘", "핀테크", "startup-reader"],
    ["사진으로 썸네일 만들어줘, 클라우드플레어 이미지 써서", "클라우드플레어", "cloudflare-images"],
  ])("%s: %s reaches %s", (prompt, word, name) => {
    const r = router.retrieve(prompt);
    // the Hangul word adds the catalog's English word (it added nothing before these rules)
    expect(r.terms.some((t) => t.from === word && t.origin === "synonym")).toBe(true);
    // a catalog this small scores under SCORE_MIN: what retrieval ranks first is the point
    expect(r.hits[0]?.name).toBe(name);
  });
});
