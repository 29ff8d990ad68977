// Triage rules: native one-step requests vs skill-worthy work, as the router applies them.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog } from "../skills/catalog";
import { buildRouter } from "./router";
import { DETAILED_WORDS, GIT_COMMANDS, triage } from "./triage";
import { EXTRA_CATALOGS_HINT, extraCatalogsDir } from "../../test-support/extra-catalogs";

const base = { topScore: 20, scoreMin: 6, strongRatio: 1.5, nameOverlap: [] as string[] };
const labels = (prompt: string) =>
  triage({ ...base, prompt })
    .signals.filter((s) => s.side === "native")
    .map((s) => s.label);

describe("native signals", () => {
  it("'How many' is a quick question about the workspace, not about the world", () => {
    expect(labels("How many files are in the src folder?")).toContain("quick question");
    expect(labels("how many failing tests are there?")).toContain("quick question");
    expect(labels("How many stocks in my watchlist rose more than 5% this week?")).not.toContain("quick question");
    expect(labels("how many calories are in this meal plan?")).not.toContain("quick question");
  });

  it("'보여줘' shows an output, a log, a file or a value; alone it is how a result is asked for", () => {
    expect(labels("빌드 로그 보여줘")).toContain("show output");
    expect(labels("package.json 버전 보여줘")).toContain("show output");
    expect(labels("README 보여줘")).toContain("show output");
    expect(labels("마지막 commit 메시지만 보여줘")).toContain("show output");
    expect(labels("월별 매출 차트로 보여줘")).not.toContain("show output");
    expect(labels("이번 주 뉴스 분석해서 보여줘")).not.toContain("show output");
    // the first or last lines of a file, as "show the last five lines of" in English
    expect(labels("CHANGELOG.md 마지막 다섯 줄 보여줘")).toContain("show output");
    expect(labels("server.log 처음 20줄만 보여줘")).toContain("show output");
    expect(labels("보고서 첫 줄 요약해서 보여줘")).not.toContain("show output");
  });

  it("one literal for another is an edit, in English and Korean", () => {
    expect(labels("change 'deploy-stg' to 'deploy-staging' in the Jenkinsfile")).toContain("replace a literal");
    expect(labels("replace api.v1.example.com with api.v2.example.com")).toContain("replace a literal");
    expect(labels("README에 있는 설치 명령어 npm install 을 pnpm install 로 바꿔 줘")).toContain("replace a literal");
    expect(labels("Jenkinsfile에서 'deploy-stg' 스테이지 이름을 'deploy-staging'으로 바꿔 줘")).toEqual(
      expect.arrayContaining(["small edit", "replace a literal", "edit a named file"]),
    );
    // a change of approach is no literal
    expect(labels("we want to move the frontend from plain JS to TypeScript bit by bit")).not.toContain("replace a literal");
    expect(labels("change our auth to OAuth")).not.toContain("replace a literal");
  });

  it("running something is a command when asked for, not when told about", () => {
    expect(labels("run the tests in src/auth")).toContain("run a command");
    expect(labels("can you restart the dev server")).toContain("run a command");
    expect(labels("notifications show up when I run the app from xcode but the testflight build never gets them")).not.toContain(
      "run a command",
    );
    expect(labels("we always run the tests twice and it still flakes")).not.toContain("run a command");
  });

  it("a quick question is one sentence: a symptom and then a question asks for a diagnosis", () => {
    expect(labels("이 함수 뭐 리턴해?")).toContain("quick question");
    expect(labels("what does this regex do?")).toContain("quick question");
    expect(labels("서버 로드가 40 넘게 찍히는데 정작 CPU는 거의 놀고 있어. 이게 대체 무슨 상황이야?")).not.toContain("quick question");
    expect(labels("노트북 공유했더니 동료가 처음부터 실행하면 중간에 에러가 난대. 내 컴퓨터에선 잘 되는데 뭐가 문제일까?")).not.toContain(
      "quick question",
    );
  });

  it("a question about one value in a named file, dots in the name included", () => {
    expect(labels("what terraform version is pinned in infra/versions.tf?")).toEqual(
      expect.arrayContaining(["quick question", "edit a named file"]),
    );
    expect(labels("package.json에서 next 버전 몇으로 돼 있어?")).toEqual(expect.arrayContaining(["quick question", "edit a named file"]));
    expect(labels("docker-compose.yml에서 redis가 6379 포트로 열려 있는지 확인만 해 줘")).toEqual(
      expect.arrayContaining(["check only", "edit a named file"]),
    );
    // a data file is the material of a task, not a file to edit
    expect(labels("sales_2024.csv에서 지역별 성장률 분석해줘")).not.toContain("edit a named file");
  });
});

describe("round 5: the native requests that loaded a skill on the round-4 catalogs, as rules", () => {
  it("'How many X does this Y have' counts a thing in front of the user", () => {
    expect(labels("How many rows does this CSV have?")).toContain("quick question");
    expect(labels("how many sheets does my workbook have?")).toContain("quick question");
    // still not about the world
    expect(labels("how many calories are in this meal plan?")).not.toContain("quick question");
    expect(labels("How many stocks in my watchlist rose more than 5% this week?")).not.toContain("quick question");
  });

  it("a question about a piece of code needs no question mark: the code may end the prompt", () => {
    expect(labels("what does this regex match: ^[a-z]+\\d$")).toContain("quick question");
    expect(labels("what does that useMemo return")).toContain("quick question");
    expect(labels("explain what this useMemo does")).toContain("explain only");
    expect(labels("explain what this parse_args() returns")).toContain("explain only");
    // a plain word is not an identifier: the company is not code
    expect(labels("what does this company do")).not.toContain("quick question");
    expect(labels("explain what this company does for a pitch deck")).not.toContain("explain only");
  });

  it("renaming to an unquoted identifier is a small edit in Korean too", () => {
    expect(labels("이 변수 이름 userId로 바꿔줘")).toContain("small edit");
    expect(labels("함수 이름을 loadUser로 변경해")).toContain("small edit");
    expect(labels("브랜드 이름 후보 열 개 만들어줘")).not.toContain("small edit");
  });

  it("the folder structure is an output to show", () => {
    expect(labels("src 폴더 구조 보여줘")).toContain("show output");
    expect(labels("show me the project folder structure")).toContain("show output");
    // a structure drawn as a diagram is a result asked for
    expect(labels("프로젝트 구조를 다이어그램으로 보여줘")).not.toContain("show output");
  });

  it("a commit message for the changes at hand is git work", () => {
    expect(labels("write a commit message for these changes")).toContain("git operation");
    expect(labels("draft the commit message for my staged changes")).toContain("git operation");
    expect(labels("write a commit message style guide for the team")).not.toContain("git operation");
  });
});

describe("round 6: the native requests that loaded a skill on the round-5 catalogs, as rules", () => {
  it("counting things in a folder or file named by its path is a quick question, whatever is counted", () => {
    expect(labels("How many handlers are in src/server/handlers?")).toContain("quick question");
    expect(labels("how many classes are there in lib/billing.py")).toContain("quick question");
    // no path: the world, not the workspace
    expect(labels("how many accounts are in our sales territory?")).not.toContain("quick question");
    // a path and more after it is a request, not a count
    expect(labels("how many leads are in data/leads.csv and which region converts best?")).not.toContain("quick question");
  });

  it("a comment or docstring on one piece of code is a small edit, the code told by its kind or its case", () => {
    expect(labels("add a comment explaining the while loop in InvoiceMapper")).toContain("small edit");
    expect(labels("add a short docstring to parse_rows")).toContain("small edit");
    expect(labels("add a comment above this regex")).toContain("small edit");
    // a plain noun is not code: documenting a guide is writing
    expect(labels("add comments to the onboarding guide for new admins")).not.toContain("small edit");
  });

  it("a commit message asked for in Korean is git work", () => {
    expect(labels("커밋 메시지 작성해줘")).toContain("git operation");
    expect(labels("커밋 메시지 좀 써 줘")).toContain("git operation");
    // a guide about commit messages is writing, not git work
    expect(labels("팀용 커밋 메시지 가이드 문서 만들어줘")).not.toContain("git operation");
  });
});

describe("issue 34: a request that only names a file, or counts, is native", () => {
  it("the first or last lines of a file are an output to show", () => {
    expect(labels("print the first 20 lines of the Makefile")).toContain("show output");
    expect(labels("show me the last three lines of server.log")).toContain("show output");
    expect(labels("write the closing lines of my speech")).not.toContain("show output");
  });

  it("counting files told by a name with a dot is a quick question", () => {
    expect(labels("How many .env files are in this repo?")).toContain("quick question");
    expect(labels("how many README.md files are there?")).toContain("quick question");
  });

  it("counting workspace things in Korean is a quick question; counting the world is not", () => {
    expect(labels("src 폴더에 파일 몇 개 있어?")).toContain("quick question");
    expect(labels("테스트가 총 몇 개 있어?")).toContain("quick question");
    expect(labels("이번 달에 오른 종목이 몇 개 있어?")).not.toContain("quick question");
  });

  it("a word found only in a file's name does not name the skill, nor make the step writing", () => {
    // 오타 (3) against the gate and a strong match (2): README is the file fixed, not a document to
    // write, and "readm" is in the skill's name only through the file's name
    const t = triage({ ...base, topScore: 10, prompt: "README 설치 섹션 오타 고쳐줘", nameOverlap: ["readm"] });
    expect(t.verdict).toBe("native");
    expect(t.signals.map((s) => s.label)).not.toEqual(expect.arrayContaining(["structured writing"]));
    expect(t.signals.map((s) => s.label)).not.toContain("names the skill");
    // no native phrase before this issue: the gate and the name decided; now a look at a file (3) against the gate (1)
    const d = triage({ ...base, topScore: 8, prompt: "show me the last five lines of the Makefile", nameOverlap: ["makefil"] });
    expect(d.verdict).toBe("native");
    expect(d.ambiguous).toBe(false);
  });

  it("a name word the request says outside the file still names the skill", () => {
    const t = triage({ ...base, prompt: "configure the Dockerfile and fix the typo", nameOverlap: ["configur", "dockerfil"] });
    expect(t.signals.find((s) => s.label === "names the skill")?.match).toBe("configur");
  });
});

describe("issue 34, round 13: native shapes a catalog's words had overruled", () => {
  it("counting in the folder or repository the request points at is a quick question, whatever is counted", () => {
    expect(labels("How many skills are in this folder?")).toContain("quick question");
    expect(labels("how many plugins are there in the repo?")).toContain("quick question");
    // a folder told by its name, or the plugin or package the user is in
    expect(labels("How many screens are in the app folder?")).toContain("quick question");
    expect(labels("how many commands are in this plugin?")).toContain("quick question");
    // the world, or a plan, is not the workspace
    expect(labels("how many calories are in this meal plan?")).not.toContain("quick question");
    expect(labels("how many customers are in this segment?")).not.toContain("quick question");
    // the same in Korean
    expect(labels("이 폴더에 스킬 몇 개 있어?")).toContain("quick question");
    expect(labels("assets 폴더에 아이콘 몇 개 있어?")).toContain("quick question");
    expect(labels("이 레포에 플러그인이 총 몇 개야?")).toContain("quick question");
    expect(labels("이번 분기에 고객이 몇 개 늘었어?")).not.toContain("quick question");
  });

  it("a named file alone is something to show, as '보여줘' after a file name in Korean", () => {
    expect(labels("show me prd.md")).toContain("show output");
    expect(labels("settings.gradle 보여줘")).toContain("show output");
    expect(labels("cat docs/plan.md please")).toContain("show output");
    // a file that is only the start of a job is not a look
    expect(labels("show me prd.md and rewrite the goals section")).not.toContain("show output");
    expect(labels("show me how to structure a prd")).not.toContain("show output");
  });

  it("a file known by a name with no extension is a file to show too", () => {
    expect(labels("show me the Dockerfile")).toContain("show output");
    expect(labels("Dockerfile 보여줘")).toContain("show output");
    expect(labels("Makefile 좀 보여줘")).toContain("show output");
    expect(labels("cat the justfile")).toContain("show output");
    // writing one is a job, and a word that only holds the name is no file
    expect(labels("write a Dockerfile for the api")).not.toContain("show output");
    expect(labels("show me dockerfiles best practices")).not.toContain("show output");
  });

  it("a piece of code pasted after a colon to explain is an explanation only", () => {
    expect(labels("explain this line: arr.flatMap(x => x.tags)")).toContain("explain only");
    expect(labels("explain the following regex: ^(a|b)+$")).toContain("explain only");
    expect(labels("explain this one-liner: ls -1 | wc -l")).toContain("explain only");
    // pasted without naming what it is: code told by its characters, prose is not
    expect(labels("explain this: SELECT name FROM users WHERE id = 1")).toContain("explain only");
    expect(labels("explain this: our churn rose last month")).not.toContain("explain only");
    // prose with a semicolon, a dollar sign or an aside in brackets is not pasted code
    expect(labels("explain this: our Q3 revenue fell; what should we do?")).not.toContain("explain only");
    expect(labels("explain this: costs rose to $40k (mostly hosting)")).not.toContain("explain only");
    // asked not to change or run it, in either order
    expect(labels("what is this warning? don't change anything, just explain: deprecated API")).toContain("explain only");
    expect(labels("what does this script do? just explain it, don't run it")).toContain("explain only");
    expect(labels("explain this architecture to the new hires: we use three services")).not.toContain("explain only");
    expect(labels("이 줄 설명해줘: arr.flatMap(x => x.tags)")).toContain("explain only");
    expect(labels("이 정규식 좀 설명해 주세요: ^(a|b)+$")).toContain("explain only");
    expect(labels("이 아키텍처 설명해줘: 서비스 세 개로 나눴어")).not.toContain("explain only");
  });

  it("a section of a named file, by its title, is the place of the edit: no writing, no skill named", () => {
    // 오타 (3) against the gate and a strong match (2); the section's title (변경 이력, changelog
    // through the dictionary) is where the typo is, not a changelog to write nor the skill's name
    const t = triage({
      ...base,
      topScore: 15,
      prompt: "README 변경 이력 섹션에 오타 있는 거 고쳐줘",
      nameOverlap: ["changelog"],
      nameSources: ["변경 이력"],
    });
    expect(t.verdict).toBe("native");
    expect(t.signals.map((s) => s.label)).not.toContain("structured writing");
    expect(t.signals.map((s) => s.label)).not.toContain("names the skill");
    const e = triage({
      ...base,
      topScore: 15,
      prompt: "fix the typo in the Release history section of README.md",
      nameOverlap: ["releas"],
      nameSources: ["Release"],
    });
    expect(e.verdict).toBe("native");
    expect(e.signals.map((s) => s.label)).not.toContain("names the skill");
    // the same words outside a section's title still ask for the writing
    const w = triage({
      ...base,
      topScore: 15,
      prompt: "오타 고치고 변경 이력도 새로 작성해줘",
      nameOverlap: ["changelog"],
      nameSources: ["변경 이력"],
    });
    expect(w.signals.map((s) => s.label)).toContain("names the skill");
  });
});

describe("issue 34, round 13: arithmetic on a value is native", () => {
  it("a value in one unit, zone or base into another is a conversion; a body of text into another language is not", () => {
    expect(labels("convert 1.5 MB to KB")).toContain("convert a value");
    expect(labels("convert 18px to rem with a 16px base")).toContain("convert a value");
    expect(labels("convert 2026-01-10 09:30 PST to UTC")).toContain("convert a value");
    expect(labels("20px이면 rem으로 얼마야?")).toContain("convert a value");
    expect(labels("convert our pricing page to EUR")).not.toContain("convert a value");
    expect(labels("convert 300 product descriptions to French")).not.toContain("convert a value");
    // a count of files into a format is a file job, not arithmetic
    expect(labels("convert 200 images to webp")).not.toContain("convert a value");
    expect(labels("convert 3 files to png")).not.toContain("convert a value");
    expect(labels("convert 5 PDFs to Word")).not.toContain("convert a value");
    expect(labels("convert 5 miles to km")).toContain("convert a value");
  });

  it("date and clock arithmetic is a quick question; planning over days is not", () => {
    expect(labels("How many days are there between 2 May and 9 June?")).toContain("quick question");
    expect(labels("5월 2일부터 6월 9일까지 며칠이야?")).toContain("quick question");
    expect(labels("지금 몇 시야?")).toContain("quick question");
    expect(labels("how many days until our launch should we plan QA for")).not.toContain("quick question");
    // the Korean question, as the English one, is the whole request: a span of days inside a task is the task's
    expect(labels("오늘부터 출시일까지 며칠 남았어?")).toContain("quick question");
    expect(labels("배포에서 롤백까지 몇 시간 걸렸는지 분석해줘")).not.toContain("quick question");
    expect(labels("3월 3일부터 4월 17일까지 며칠 걸렸는지 리포트로 정리해줘")).not.toContain("quick question");
  });

  it("a lambda is a piece of code in hand", () => {
    expect(labels("what does this lambda do")).toContain("quick question");
  });
});

describe("issue 34: one-step jobs on pasted text or one test file", () => {
  it("data pasted after a colon, turned into another format, is a conversion whatever 'this' is called", () => {
    expect(labels('turn this into yaml please: {"port": 8080}')).toContain("convert inline data");
    expect(labels("convert it to csv: id,name")).toContain("convert inline data");
    // no pasted data: a job on data somewhere else
    expect(labels("turn this into a csv export feature for the admin panel")).not.toContain("convert inline data");
  });

  it("running a test runner by its name is a command", () => {
    expect(labels("run jest on src/cart.test.ts and tell me what breaks")).toContain("run a command");
    expect(labels("when we run vitest the coverage drops")).not.toContain("run a command");
  });

  it("one sentence pasted after a colon to translate, in Korean", () => {
    expect(labels("이 문장 일본어로 번역해줘: 내일 배송이 늦어집니다")).toContain("translate a phrase");
    // a document to translate is a job, not a phrase
    expect(labels("이 계약서 전체를 영어로 번역해서 워드 파일로 만들어줘")).not.toContain("translate a phrase");
  });
});

describe("the gate's signal", () => {
  it("states the gate the top candidate passed: SCORE_MIN, or the lower gate a small catalog scaled it to", () => {
    const gateMatch = (input: Partial<Parameters<typeof triage>[0]>) =>
      triage({ ...base, prompt: "write the quarterly report", ...input }).signals.find((s) => s.label === "matches a skill")?.match;
    expect(gateMatch({ topScore: 7 })).toBe("7.0 ≥ 6.0");
    // 4.1 passed only a gate scaled to 3.5: "4.1 ≥ 6.0" would be false
    expect(gateMatch({ topScore: 4.1, gateAt: 3.5 })).toBe("4.1 ≥ 3.5");
  });
});

describe("a detailed request", () => {
  it(`at ${DETAILED_WORDS} words or more, one incidental native phrase no longer decides`, () => {
    const long =
      "러스트 서비스 코드가 크레이트 하나에 다 들어 있어서 한 줄만 고쳐도 빌드가 4분씩 걸려요. CI는 매번 처음부터 다시 빌드하고요. 어디서 시간이 드는지 보고 어떻게 쪼개야 빨라질지 알려 주세요. 팀원은 다섯 명이고 크레이트는 지금 하나예요.";
    const t = triage({ ...base, prompt: long });
    expect(t.signals.map((s) => s.label)).toEqual(expect.arrayContaining(["small edit", "a detailed request"]));
    expect(t.verdict).toBe("skill-worthy");
    // the same phrase in a short request is still native
    expect(triage({ ...base, prompt: "이 함수 한 줄만 고쳐줘" }).verdict).toBe("native");
    // two native phrases outweigh the length
    const two = `${long} 그리고 git stash 하고 main 브랜치로 체크아웃해 줘, 마지막으로 README 오타도 고쳐 줘`;
    expect(triage({ ...base, prompt: two, topScore: 7 }).verdict).toBe("native");
  });

  it("is not counted without native evidence to weigh", () => {
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    expect(triage({ ...base, prompt: long }).signals.some((s) => s.label === "a detailed request")).toBe(false);
  });
});

// real third-party catalogs: optional, see test-support/extra-catalogs.ts
const EXTRA = extraCatalogsDir(["wshobson-agents", "alirezarezvani-claude-skills"]);
describe.skipIf(!EXTRA)(`through the router, on the bundled packs and two real catalogs${EXTRA ? "" : ` (${EXTRA_CATALOGS_HINT})`}`, () => {
  const dirs = EXTRA
    ? [
        path.resolve(__dirname, "../../fixtures/catalogs/packs"),
        ...["wshobson-agents", "alirezarezvani-claude-skills"].map((d) => path.join(EXTRA, d)),
      ]
    : [];
  const entries = dirs.flatMap((d) => loadCatalog(readCatalogDir(d), path.basename(d)).entries);
  const router = buildRouter(entries);

  it("one-step requests that name a skill's topic stay native", () => {
    for (const q of [
      "what terraform version is pinned in infra/versions.tf?",
      "Jenkinsfile에서 'deploy-stg' 스테이지 이름을 'deploy-staging'으로 바꿔 줘",
      "docker-compose.yml에서 redis가 6379 포트로 열려 있는지 확인만 해 줘",
    ]) {
      const t = router.route(q);
      const gate = t.stages.find((s) => s.stage === "gate");
      expect(gate?.passed, q).toBe(true);
      expect(t.decision, q).toBe("native");
    }
  });
});

describe("a negated Korean verb states a problem", () => {
  it("reads '안 맞아' as a problem to fix, '맞아?' as a question", () => {
    expect(labels("표의 열이 서로 안 맞아")).toEqual([]);
    expect(labels("이 문장에서 '되요' 맞아?")).toEqual(["quick question"]);
  });
  it("reads the polite '맞아요?' as the casual '맞아?', and '안 맞아요' as '안 맞아'", () => {
    expect(labels("이 문장에서 '되요' 맞아요?")).toEqual(["quick question"]);
    expect(labels("표의 열이 서로 안 맞아요")).toEqual([]);
  });
});

describe("issue 34, round 14: the phrase a native rule reads is the request's operation", () => {
  it("'지금 브랜치' asks which branch; with 로 or 에서 it is where another job runs", () => {
    expect(labels("지금 브랜치 이름 뭐야")).toContain("git operation");
    expect(labels("지금 무슨 브랜치야?")).toContain("git operation");
    expect(labels("지금 브랜치로 배포 노트 하나 써줘")).not.toContain("git operation");
    expect(labels("지금 브랜치에서 변경점 요약해줘")).not.toContain("git operation");
  });

  it("'한 줄' is one line; '한 줄씩' is line by line, a walk through, not a small edit", () => {
    expect(labels("이 설정 파일 한 줄만 고쳐줘")).toContain("small edit");
    expect(labels("이 스크립트가 뭘 하는지 한 줄씩 풀어줘")).not.toContain("small edit");
  });

  it("'왜 그런지 알려줘' explains; followed by -고 and a fix it asks for the fix too", () => {
    expect(labels("이 경고가 왜 그런지 알려줘")).toContain("explain only");
    expect(labels("배포하면 500 나는데 왜 그런지 알려주고 고쳐줘")).not.toContain("explain only");
  });

  it("'git X' is a command line only when X is one of git's commands", () => {
    expect(labels("git stash 하고 main으로 체크아웃해줘")).toContain("git operation");
    expect(labels("delete my local git branches that are already merged")).toContain("git operation");
    expect(labels("이 데모 코드 git repo로 묶어서 정리해줘")).not.toContain("git operation");
    expect(labels("walk me through git flow and its release branches")).not.toContain("git operation");
  });

  it("a git verb or 'search' after a determiner or a compound modifier is a noun, not an operation", () => {
    expect(labels("push to main")).toContain("git operation");
    expect(labels("set up a job that lints on every push to main")).not.toContain("git operation");
    expect(labels("search for usages of parseDate")).toContain("search the code");
    expect(labels("add full-text search for the product pages with meilisearch")).not.toContain("search the code");
  });

  it("'why' asks for a cause and 'how do we' for a way, as 왜 and 어떻게 do in Korean: no quick question", () => {
    expect(labels("what does this regex match?")).toContain("quick question");
    expect(labels("how does useEffect cleanup work?")).toContain("quick question");
    expect(labels("why does the linter keep flagging this import?")).not.toContain("quick question");
    expect(labels("how do we rank higher for 'cheap flights' searches?")).not.toContain("quick question");
    expect(labels("이 값 맞아?")).toContain("quick question");
    expect(labels("모노레포 폴더 구조 어떻게 잡는 게 맞아?")).not.toContain("quick question");
  });

  it("a line number alone places nothing: it is a native step only beside one", () => {
    expect(labels("fix the indentation error on line 12")).toEqual(expect.arrayContaining(["small edit", "a specific line"]));
    expect(labels("ReferenceError: total is not defined at cart.js:42 - what happened?")).toEqual([]);
    expect(labels("when does the last bus leave from the terminal on line 7")).toEqual([]);
  });

  it("'한번 돌려줘' runs what it names: tests, a build or a server, not any job", () => {
    expect(labels("테스트 한번 돌려줘")).toContain("run a command");
    expect(labels("보안 취약점 점검 한번 돌려줘")).not.toContain("run a command");
  });

  it("a native phrase in the request's context is not what it asks", () => {
    expect(labels("배포하고 나서 kubectl get pods 보면 재시작 횟수만 올라가요")).not.toContain("run a command");
    expect(labels("맥이 없는데 iOS 앱 돌려볼 방법 있어?")).not.toContain("run a command");
    expect(labels("write a pre-commit hook that blocks edits to .env files")).not.toContain("edit a named file");
    expect(labels("spotted an SQL injection in api/search.py, are there others like it?")).not.toContain("edit a named file");
    // the ask itself keeps its phrase
    expect(labels("add .env.local to .gitignore")).toContain("edit a named file");
    expect(labels("Run the tests in packages/api. Don't fix anything.")).toContain("run a command");
  });
});

describe("issue 34, round 14: what a search or a typo asks for", () => {
  it("a search finds what is there; what is missing or unused takes a cross-check", () => {
    expect(labels("src 폴더에서 TODO 들어간 데 다 찾아줘")).toContain("search the code");
    expect(labels("이 레포에서 안 쓰는 컴포넌트 파일 찾아줘")).not.toContain("search the code");
    expect(labels("테스트 없는 파일 찾아줘")).not.toContain("search the code");
  });

  it("'오타' with a fix is an edit; asked to look over, it is a proofreading pass", () => {
    expect(labels("README 설치 섹션 오타 고쳐줘")).toContain("small edit");
    expect(labels("발표 자료 오타랑 맞춤법 좀 봐줘")).not.toContain("small edit");
    // a fix asked before the look-over is still the edit
    expect(labels("README 오타 고쳐주고 확인해줘")).toContain("small edit");
    expect(labels("오타 수정하고 봐줘")).toContain("small edit");
  });
});

describe("issue 34, round 15: what an earlier output said, and what a test or a question names", () => {
  it("a question about what an earlier output said is answered from the conversation", () => {
    expect(labels("how many failed logins did the last audit output show?")).toContain("quick question");
    expect(labels("How many warnings are in the output above?")).toContain("quick question");
    expect(labels("아까 결과에 경고 몇 개 나왔어?")).toContain("quick question");
    // a count of the world is still no lookup
    expect(labels("how many customers did the last campaign bring in?")).not.toContain("quick question");
  });

  it("git's commands are singular: each one the rule lists reads as a command line", () => {
    for (const c of GIT_COMMANDS) expect(labels(`git ${c}`)).toContain("git operation");
    for (const p of ["git branches pile up on forks", "git tags look fine to me", "git worktrees are handy"])
      expect(labels(p)).not.toContain("git operation");
  });

  it("counting in a file named by its path, whatever participle says how the things are there", () => {
    expect(labels("How many entries are listed in refs.bib?")).toContain("quick question");
    expect(labels("how many routes are defined in src/routes.ts?")).toContain("quick question");
  });

  it("a search for what is never used is a cross-check, in English as in Korean", () => {
    expect(labels("which exports are never used anymore?")).not.toContain("quick question");
    expect(labels("which helpers are unused?")).not.toContain("quick question");
    expect(labels("which helpers are exported from utils.ts?")).toContain("quick question");
  });

  it("a test named by its kind is that kind of work: only unit or e2e tests are a run, as in English", () => {
    expect(labels("스트레스 테스트 돌려보자")).not.toContain("run a command");
    expect(labels("테스트 돌려줘")).toContain("run a command");
    expect(labels("단위 테스트 다시 돌려줘")).toContain("run a command");
    expect(labels("run the soak tests")).not.toContain("run a command");
    // a word with a particle or an ending, or an adverb, before 테스트 names no kind: the tests are run
    for (const p of ["PR 올리기 전에 테스트 돌려줘", "로컬에서 테스트 돌려줘", "빌드하고 테스트 돌려줘", "그냥 테스트 돌려줘"])
      expect(labels(p)).toContain("run a command");
    // nor "unit" or a test runner written in English: those are the tests one runs
    for (const p of ["unit 테스트 돌려줘", "jest 테스트 다시 돌려줘", "pytest 테스트 돌려줘"]) expect(labels(p)).toContain("run a command");
    expect(labels("load 테스트 돌려보자")).not.toContain("run a command");
  });

  it("'git X' after a determiner or in the plural is a thing, not a command line to run", () => {
    expect(labels("we need a git submodule for the shared styles so both apps stay in sync")).not.toContain("git operation");
    expect(labels("keep two git worktrees around for review")).not.toContain("git operation");
    expect(labels("git worktree add ../review main")).toContain("git operation");
    // deleting branches is an operation however they are called
    expect(labels("prune the stale remote git branches")).toContain("git operation");
  });
});
