import { describe, expect, it } from "vitest";
import { jobWord, nameEnds, namedForTheJob } from "./named-for-the-job";
import type { TermContribution } from "./trace";
import { triage } from "./triage";

// a query term as retrieval reports it: only term, origin and the prompt word matter to the rule
const term = (t: string, from: string, origin: TermContribution["origin"] = "query"): TermContribution => ({
  term: t,
  weight: 1,
  origin,
  from,
  tf: 1,
  df: 1,
  idf: 1,
  fieldLength: 10,
  avgFieldLength: 10,
  contribution: 1,
});

// the native reading triage gives with a strong top candidate that the request does not name
const read = (prompt: string) => triage({ prompt, topScore: 12, scoreMin: 6, strongRatio: 1.5, nameOverlap: [] });

describe("nameEnds", () => {
  it("is the one word of a one-word name, else its first and last words", () => {
    expect(nameEnds(["commit"])).toEqual(["commit"]);
    expect(nameEnds(["semant", "commit"])).toEqual(["semant", "commit"]);
    expect(nameEnds(["fix", "build", "error"])).toEqual(["fix", "error"]);
    expect(nameEnds([])).toEqual([]);
  });
});

describe("namedForTheJob", () => {
  it("loads a skill named commit for 'commit these changes', which triage alone reads as git", () => {
    const before = read("commit these changes with a decent message");
    expect(before.verdict).toBe("native");
    const after = namedForTheJob(before, "commit", ["commit"], [term("messag", "message"), term("commit", "commit")]);
    expect(after.verdict).toBe("skill-worthy");
    expect(after.signals.at(-1)).toEqual({ side: "skill", label: "named for the job", match: "commit" });
  });

  it("reads the Korean loanword through the dictionary: 커밋해 asks for the commit skill", () => {
    const before = read("바뀐 것들 정리해서 커밋해줘");
    expect(before.verdict).toBe("native");
    const after = namedForTheJob(before, "tidy-commit", ["tidi", "commit"], [term("commit", "커밋", "synonym")]);
    expect(after.verdict).toBe("skill-worthy");
  });

  it("keeps the native reading when the leader is not named for the operation", () => {
    const before = read("commit these changes with a decent message");
    // the leader's name is about messages; "commit" is in its text, not at an end of its name
    const after = namedForTheJob(
      before,
      "write-release-message",
      ["write", "messag"],
      [term("commit", "commit"), term("messag", "message")],
    );
    expect(after).toBe(before);
  });

  it("keeps a command line native: 'git rebase' is no request for a skill named git", () => {
    const before = read("git rebase onto main");
    expect(before.verdict).toBe("native");
    expect(namedForTheJob(before, "git", ["git"], [term("git", "git")])).toBe(before);
  });

  it("keeps 'explain only' native: the user asks for no job, even of a skill named explain", () => {
    const before = read("explain what this regex does, don't change it");
    expect(before.verdict).toBe("native");
    expect(namedForTheJob(before, "explain-regex", ["explain", "regex"], [term("explain", "explain")])).toBe(before);
  });

  it("needs the operation at the start of the native phrase: a file named in a typo fix is not the job", () => {
    const before = read("fix the typo in the README");
    expect(before.verdict).toBe("native");
    expect(namedForTheJob(before, "readme", ["readm"], [term("readm", "README")])).toBe(before);
  });

  it("leaves a skill-worthy reading as it is", () => {
    const before = read("write a quarterly report on our churn numbers");
    expect(before.verdict).toBe("skill-worthy");
    expect(namedForTheJob(before, "report", ["report"], [term("report", "report")])).toBe(before);
  });
});

describe("jobWord", () => {
  it("finds no job word in a compound piece of a longer word", () => {
    const native = [{ side: "native" as const, label: "git operation", match: "commit these" }];
    expect(jobWord(native, ["commit"], [term("commit", "commit", "compound")])).toBeNull();
    expect(jobWord(native, ["commit"], [term("commit", "commit")])?.from).toBe("commit");
  });
});

describe("issue 34, round 14: the operations a request asks, and the tool they belong to", () => {
  const git = (match: string) => [{ side: "native" as const, label: "git operation", match }];

  it("a verb coordinated right before the native phrase is an operation the request asks for", () => {
    const prompt = "commit and push this, then open a PR";
    expect(jobWord(git("push this"), ["commit"], [term("commit", "commit")], prompt)?.from).toBe("commit");
    expect(jobWord(git("push this"), ["commit"], [term("commit", "commit")], "commit, then push this")?.from).toBe("commit");
    // a word that is not coordinated with the phrase is not its operation
    expect(jobWord(git("push this"), ["commit"], [term("commit", "commit")], "the commit hook fails when I push this")).toBeNull();
  });

  it("a dictionary phrase counts by its first word: 커밋 메시지 reads 커밋 as commit", () => {
    const before = read("커밋 메시지 정리해서 커밋해줘");
    expect(before.verdict).toBe("native");
    const after = namedForTheJob(before, "commit", ["commit"], [term("commit", "커밋 메시지", "synonym")], "커밋 메시지 정리해서 커밋해줘");
    expect(after.verdict).toBe("skill-worthy");
  });

  it("a skill named for git is the catalog's way to do a git operation asked in words", () => {
    const prompt = "변경사항 커밋하고 푸시해줘";
    const before = read(prompt);
    expect(before.verdict).toBe("native");
    expect(namedForTheJob(before, "git", ["git"], [], prompt).verdict).toBe("skill-worthy");
    expect(namedForTheJob(before, "git-workflow", ["git", "workflow"], [], prompt).verdict).toBe("skill-worthy");
    // not a skill named for something else, and not a command line
    expect(namedForTheJob(before, "release-notes", ["releas", "note"], [], prompt)).toBe(before);
    const command = read("git status");
    expect(namedForTheJob(command, "git", ["git"], [], "git status")).toBe(command);
    // nor a quick question: "which branch am I on?" asks git for a value, no operation
    for (const q of ["지금 무슨 브랜치야?", "브랜치 이름 뭐야?"]) {
      const asked = read(q);
      expect(asked.signals.map((s) => s.label)).toEqual(expect.arrayContaining(["git operation", "quick question"]));
      expect(namedForTheJob(asked, "git-workflow", ["git", "workflow"], [], q)).toBe(asked);
    }
  });

  it("the word before 'and' is an operation only as a conjunct of its own, not an object's last word", () => {
    const docs = [term("docs", "docs")];
    // "update the docs and commit this": docs is what is updated, not a job coordinated with the commit
    expect(jobWord(git("commit this"), ["docs"], docs, "update the docs and commit this")).toBeNull();
    expect(jobWord(git("push this"), ["commit"], [term("commit", "commit")], "lint, commit and push this")?.from).toBe("commit");
    expect(jobWord(git("push this"), ["commit"], [term("commit", "commit")], "please commit and push this")?.from).toBe("commit");
    // after a subject, "to" or an adverb the verb still opens its own conjunct
    for (const p of ["can you commit and push this", "I want to commit and push this", "just commit and push this"])
      expect(jobWord(git("push this"), ["commit"], [term("commit", "commit")], p)?.from).toBe("commit");
  });

  it("a request to tell which branch is a question about the workspace, not a git operation", () => {
    for (const q of ["지금 브랜치 이름 알려줘", "무슨 브랜치인지 알려줘"]) {
      const asked = read(q);
      expect(asked.verdict).toBe("native");
      expect(namedForTheJob(asked, "git-workflow", ["git", "workflow"], [], q)).toBe(asked);
    }
    // an operation on a branch is still one
    const made = read("브랜치 새로 만들어줘");
    expect(namedForTheJob(made, "git-workflow", ["git", "workflow"], [], "브랜치 새로 만들어줘").verdict).toBe("skill-worthy");
    // so is one on the branch the user is on, or on its name: deleting it, renaming it
    for (const q of ["지금 브랜치 삭제해줘", "지금 브랜치 이름 바꿔줘", "브랜치 이름 바꿔줘"]) {
      expect(namedForTheJob(read(q), "git-workflow", ["git", "workflow"], [], q).verdict).toBe("skill-worthy");
    }
  });
});
