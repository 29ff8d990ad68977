import { describe, expect, it } from "vitest";
import { inContext } from "./context-clause";

/** inContext for the first occurrence of `phrase` in `prompt` */
const at = (prompt: string, phrase: string) => {
  const i = prompt.indexOf(phrase);
  if (i < 0) throw new Error(`"${phrase}" is not in "${prompt}"`);
  return inContext(prompt, i, i + phrase.length);
};

describe("inContext", () => {
  it("a phrase in the main clause is what the request asks", () => {
    // a dot inside a file name ends nothing
    expect(at("package.json 보여줘", "package.json")).toBe(false);
    expect(at("이 파일에서 console.log 다 지워줘", "console.log")).toBe(false);
    // a sentence beside the ask is not set aside: "it" in the ask points back at the typo
    expect(at("README has a typo. Can you fix it?", "typo")).toBe(false);
  });

  it("a Korean clause closed by -면, -는데, -니까 or -지만 is subordinate", () => {
    expect(at("docker logs api 보면 timeout만 계속 찍혀요", "docker logs")).toBe(true);
    expect(at("테스트 돌리는데 자꾸 멈춰", "테스트 돌려".slice(0, 3))).toBe(true);
    expect(at("git stash 하고 main으로 체크아웃해줘", "git stash")).toBe(false);
    // a clause joined on by -고 or -어서 ends the phrase's: the -면 after it is the next clause's
    expect(at("npm test 돌리고 실패하면 고쳐줘", "npm test")).toBe(false);
    expect(at("테스트 실행하고 실패하면 알려줘", "테스트 실행")).toBe(false);
    expect(at("npm test 실행해서 실패하면 고쳐줘", "npm test")).toBe(false);
    // -고 나면 (after doing) is still the subordinate clause
    expect(at("npm test 돌리고 나면 에러가 떠요", "npm test")).toBe(true);
  });

  it("a Korean verb made a noun's modifier by 보다 or 하다 describes the noun", () => {
    expect(at("윈도우에서 앱 돌려볼 방법 있어?", "앱 돌려")).toBe(true);
    expect(at("앱 돌려봐", "앱 돌려")).toBe(false);
    // -ㄹ 수 있어: can you, a request, no noun described
    expect(at("서버 재시작할 수 있어?", "서버 재시작")).toBe(false);
    expect(at("테스트 돌려볼 수 있나요?", "테스트 돌려")).toBe(false);
  });

  it("an English relative clause describes the thing asked for", () => {
    expect(at("build a bot that posts to #deploys when main changes", "posts to")).toBe(true);
    expect(at("delete my local git branches that are already merged", "git branches")).toBe(false);
  });

  it("a relative clause ends where the request starts its next step", () => {
    // ", then" and "and" + a verb start a new step (decompose.ts), as does a semicolon
    expect(at("write a script that parses logs, then run the tests", "run the tests")).toBe(false);
    expect(at("make sure that tests pass and commit this", "commit this")).toBe(false);
    expect(at("I think that tests fail; run the tests", "run the tests")).toBe(false);
    // "and" + a verb of the clause's own ("and blocks") goes on describing the noun
    expect(at("a hook that refuses edits and blocks pushes to main", "pushes to main")).toBe(true);
  });

  it("a statement before an inverted question is what the user found", () => {
    expect(at("saw a race in worker/queue.go, are there more like it?", "in worker/queue.go")).toBe(true);
    expect(at("Which model are you, and who built you?", "Which model")).toBe(false);
  });

  it("an ask with a tag question after it is still the ask", () => {
    // "can you?", "could you do that?" ask for what the words before them said, no other question
    expect(at("Run the tests, can you?", "Run the tests")).toBe(false);
    expect(at("add .env.local to .gitignore, could you do that?", "to .gitignore")).toBe(false);
    expect(at("found a typo in README.md, can you fix the others like it?", "in README.md")).toBe(true);
  });

  it("a noun ending in 면 (화면 screen, 전면, 측면) closes no clause", () => {
    expect(at("git diff 화면 캡처해서 보여줘", "git diff")).toBe(false);
    expect(at("console.log 전면 제거해줘", "console.log")).toBe(false);
    expect(at("git diff 보면 이상해", "git diff")).toBe(true);
  });

  it("an English word in -ge with 만 (메시지만: only the messages) closes no -지만 clause", () => {
    expect(at("console.log 메시지만 지워줘", "console.log")).toBe(false);
    expect(at("npm install 패키지만 다시 해줘", "npm install")).toBe(false);
    expect(at("npm install 했지만 안 돼", "npm install")).toBe(true);
  });

  it("a command before the comma is the ask, not a statement of what the user found", () => {
    // the clause opens with the verb and no subject: an imperative, the question after it is about the job
    expect(at("rename loadCart to fetchCart, are there other callers?", "rename")).toBe(false);
    expect(at("please run the tests, are there any flaky ones?", "run the tests")).toBe(false);
    // a statement with a subject, or in the past, is still what the user found
    expect(at("I found a typo in docs/setup.md, are there others?", "in docs/setup.md")).toBe(true);
  });

  it("a verb that opens a noun (merge conflicts, pull requests) opens a statement, not a command", () => {
    // what the user has, then a question about the workspace: the file is where the conflicts are
    expect(at("Merge conflicts in yarn.lock, are there more?", "in yarn.lock")).toBe(true);
    expect(at("pull requests against release-2, are there stale ones?", "release-2")).toBe(true);
    // the verb with an object is still the command
    expect(at("merge the hotfix branch, are there conflicts left?", "merge")).toBe(false);
    expect(at("fix typos in notes.md, are there others?", "in notes.md")).toBe(false);
  });

  it("'that' after a verb of checking or saying opens what must hold, not a relative clause", () => {
    // "make sure that tests pass": tests is the clause's subject, no noun is described
    expect(at("make sure that builds pass before you push these", "push these")).toBe(false);
    expect(at("check that docs render, then commit this", "commit this")).toBe(false);
    // after a noun it still describes the noun
    expect(at("write a linter rule that flags renames of exported functions", "renames")).toBe(true);
    // "check", "note" and "assert" are nouns too: after a determiner the "that" clause describes them
    expect(at("add a lint check that fails when someone tries to push to main", "push to main")).toBe(true);
    expect(at("write a note that says to commit this before release", "commit this")).toBe(true);
    expect(at("please check that builds pass, then commit this", "commit this")).toBe(false);
  });

  it("a command line as the subject of what happened tells the situation", () => {
    expect(at("git merge left half the files with markers, sort it out", "git merge")).toBe(true);
    expect(at("docker build failed twice on the arm runner", "docker build")).toBe(true);
    // a command line asked for is the ask
    expect(at("git merge the release branch into main", "git merge")).toBe(false);
    // a participle before the command's object describes the object, it tells nothing that happened
    expect(at("git add updated files and commit", "git add")).toBe(false);
    expect(at("git restore deleted files from main", "git restore")).toBe(false);
  });
});
