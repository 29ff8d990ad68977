// The loanword rule (issue 34): a Hangul word meets the English word it writes by rule, on an
// English-only catalog of text of our own in the shape of a real app-automation catalog.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { loanwordSpellings } from "./loanword";
import { buildRouter } from "./router";
import { soundsLike, transliterate, learnVocabulary } from "./vocabulary";

describe("loanwordSpellings: English as Korean writes it", () => {
  it("a vowel and a silent r are one unstressed vowel", () => {
    expect(loanwordSpellings("docker")).toEqual(["docker", "docka"]);
    expect(loanwordSpellings("server")).toEqual(["server", "sava"]);
    expect(loanwordSpellings("kubernetes")).toEqual(["kubernetes", "kubanetes"]);
  });
  it("-tion is 션, a final ch takes a vowel, ew is 유", () => {
    expect(loanwordSpellings("notion")).toEqual(["notion", "noshon"]);
    expect(loanwordSpellings("search")).toEqual(["search", "sachi"]);
    expect(loanwordSpellings("review")).toEqual(["review", "revu"]);
  });
  it("a word the rules leave alone has one spelling", () => {
    expect(loanwordSpellings("slack")).toEqual(["slack"]);
  });
});

describe("soundsLike: the Hangul word is the English one written in Hangul", () => {
  it.each([
    ["도커", "docker"],
    ["깃허브", "github"],
    ["버셀", "vercel"],
    ["쿠버네티스", "kubernetes"],
    ["엘라스틱서치", "elasticsearch"],
    ["노션", "notion"],
    ["서버", "server"],
  ])("%s is %s", (ko, en) => expect(soundsLike(ko, en)).toBe(true));
  it.each([
    ["중간", "chunking"],
    ["결과", "cargo"],
    ["도구", "docker"],
    ["기록", "github"],
  ])("%s is not %s", (ko, en) => expect(soundsLike(ko, en)).toBe(false));
  // an initial h is written ㅎ: the shapes alone (aLM, aP) leave it out on both sides
  it.each([
    ["헬름", "helm"],
    ["허브", "hub"],
    ["화이트", "white"],
  ])("%s is %s (the initial h agrees)", (ko, en) => expect(soundsLike(ko, en)).toBe(true));
  it.each([
    ["이름", "helm"],
    ["어브", "hub"],
    ["하이드", "ide"],
  ])("%s is not %s (an initial h on one side only)", (ko, en) => expect(soundsLike(ko, en)).toBe(false));
});

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

// the shape of a real English-only app-automation catalog: one line per app, the app's name the
// only specific word
const entries = [
  skill("docker-hub-automation", "Automate Docker Hub operations: repositories, tags, teams and webhooks via the integration."),
  skill("github-automation", "Automate GitHub tasks: issues, pull requests, releases via the integration."),
  skill("vercel-automation", "Automate Vercel tasks: projects, deployments and domains via the integration."),
  skill("notion-automation", "Automate Notion tasks: pages, databases and blocks via the integration."),
  skill("kubernetes-helper", "Write Kubernetes manifests for deployments and services."),
  skill("daily-planner", "Plans a day hour by hour from a task list."),
];

describe("on an English-only catalog, a Korean request names the app in Hangul", () => {
  const router = buildRouter(entries);
  it.each([
    ["도커 허브에 새 이미지 태그 올려줘", "docker-hub-automation"],
    ["깃허브 이슈 하나 만들어줘", "github-automation"],
    ["버셀에 배포해줘", "vercel-automation"],
    ["노션 페이지에 회의록 정리해서 올려줘", "notion-automation"],
    ["쿠버네티스 매니페스트 작성해줘", "kubernetes-helper"],
  ])("%s -> %s", (prompt, name) => {
    // a catalog this small scores under SCORE_MIN: what retrieval ranks first is the point
    expect(router.retrieve(prompt).hits[0]?.name).toBe(name);
  });
  it("the catalog's words are read by their loanword spellings, names included", () => {
    const v = learnVocabulary(entries);
    expect(transliterate(v, "도커")).toBe("docker");
    expect(transliterate(v, "쿠버네티스")).toBe("kubernetes");
  });
  it("a native word with a particle is no loanword (딸이 is not daily)", () => {
    const v = learnVocabulary(entries);
    expect(transliterate(v, "딸이")).toBeNull();
    expect(transliterate(v, "데리고")).toBeNull();
  });
});

describe("an initial h is written ㅎ", () => {
  const router = buildRouter([
    skill("helm-charts", "Generate Helm charts for Kubernetes applications."),
    skill("daily-planner", "Plans a day hour by hour from a task list."),
  ]);
  it("이름 (name) is not read as helm", () => {
    const r = router.retrieve("이 함수 이름 바꿔줘");
    expect(r.terms.some((t) => t.term === "helm")).toBe(false);
    expect(r.hits.map((h) => h.name)).not.toContain("helm-charts");
  });
  it("헬름 still is", () => {
    expect(router.retrieve("헬름 차트 만들어줘").hits[0]?.name).toBe("helm-charts");
  });
});

describe("an initial w before a vowel is written with a glide", () => {
  const router = buildRouter([
    skill("email-warmup", "Warm up a new sending domain so that mail providers trust it."),
    skill("wiki-pages", "Write and organise pages of a team wiki."),
  ]);
  it("이름 (name) is not read as warm", () => {
    expect(soundsLike("이름", "warm")).toBe(false);
    const r = router.retrieve("필드 이름 바꾸고 싶어");
    expect(r.terms.some((t) => t.term === "warm")).toBe(false);
    expect(r.hits.map((h) => h.name)).not.toContain("email-warmup");
  });
  it("워, 웹, 위, 우 still write it", () => {
    expect(soundsLike("워크", "work")).toBe(true);
    expect(soundsLike("웹", "web")).toBe(true);
    expect(soundsLike("위키", "wiki")).toBe(true);
    expect(soundsLike("우드", "wood")).toBe(true);
    expect(router.retrieve("위키 페이지 정리해줘").hits[0]?.name).toBe("wiki-pages");
  });
});

describe("several English words with one sound shape", () => {
  // an English-only catalog of our own: model and modal, module; flow beside blue and play
  const v = learnVocabulary([
    skill("ui-dialogs", "Open a modal dialog and read what the user picked."),
    skill("ml-training", "Train a model on tabular data and report its metrics."),
    skill("flow-builder", "Build an automated flow that runs on a schedule."),
    skill("theme-colors", "Pick blue and grey tones for a theme, then play them back in a preview."),
    skill("changelog-writer", "Write a changelog, adding a line per merged change."),
  ]);
  it("the one whose vowels agree one for one is the word (모달 is modal, not model)", () => {
    expect(transliterate(v, "모달")).toBe("modal");
    expect(transliterate(v, "모델")).toBeNull(); // ㅔ writes the e of model and the a of modal alike
  });
  it("a final ow is written 오우: 플로우 is flow, not blue or play", () => {
    expect(loanwordSpellings("flow")).toEqual(["flow", "flowu"]);
    expect(transliterate(v, "플로우")).toBe("flow");
  });
  it("a stop word is never a loanword (어떤 has the shape and vowels of adding)", () => {
    const router = buildRouter([skill("changelog-writer", "Write a changelog, adding a line per merged change.")]);
    expect(router.retrieve("어떤 걸 써야 해?").terms.some((t) => t.term === "add")).toBe(false);
  });
});
