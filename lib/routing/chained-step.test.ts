// A native step chained with -서 into more work is the job's first step (rules.md#routing-triage,
// chained-step.ts). Expectations read off the rule: the phrase must end right before 서, and the
// clause after it must not ask to be shown or told something.
import { describe, expect, it } from "vitest";
import { chainedStep } from "./chained-step";
import { triage } from "./triage";

const labels = (prompt: string) =>
  triage({ prompt, topScore: 20, scoreMin: 6, strongRatio: 1.5, nameOverlap: [] })
    .signals.filter((s) => s.side === "native")
    .map((s) => s.label);

describe("chainedStep", () => {
  it("reads a phrase followed by -서 and a second verb as the first step", () => {
    const p = "사진 폴더 중복 파일 찾아서 날짜별로 정리해줘";
    expect(chainedStep(p, p.indexOf("찾아") + 2)).toBe(true);
  });

  it("keeps a second step that is itself a look, and a phrase not followed by -서", () => {
    const look = "`kubectl get pods` 실행해서 재시작 횟수 알려줘";
    expect(chainedStep(look, look.indexOf("실행해") + 3)).toBe(false);
    const plain = "src 폴더에서 TODO 다 찾아줘";
    expect(chainedStep(plain, plain.indexOf("찾아") + 2)).toBe(false);
    // -서 ending the request chains into nothing
    expect(chainedStep("파일 찾아서", 5)).toBe(false);
  });
});

describe("triage of a chained step", () => {
  it("counts no native signal for a search or a branch that starts a job", () => {
    expect(labels("사진 폴더 중복 파일 찾아서 날짜별로 정리해줘")).toEqual([]);
    expect(labels("스테이징 DB 브랜치 따서 마이그레이션 테스트해줘")).toEqual([]);
  });

  it("still counts the same phrase as a native step on its own or before a look", () => {
    expect(labels("src 폴더에서 TODO 들어간 파일 찾아줘")).toContain("search the code");
    expect(labels("새 브랜치 따줘")).toContain("git operation");
    expect(labels("src 폴더 파일 찾아서 목록 알려줘")).toContain("search the code");
  });
});
