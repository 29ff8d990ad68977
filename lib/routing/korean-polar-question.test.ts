// Korean yes/no questions follow the English rule (rules.md#routing-triage, korean-polar-question.ts).
// Each expectation is read off the grammar by hand: the ending closes a question; a question word
// makes it a question for a value (native); a benefactive 주- before the ending makes it a request
// (no native signal); any other yes/no question is native only as one of the lookups.
import { describe, expect, it } from "vitest";
import { KO_POLAR_LOOKUPS, KO_WH_QUESTION } from "./korean-polar-question";
import { triage } from "./triage";

const native = (prompt: string) =>
  triage({ prompt, topScore: 20, scoreMin: 6, strongRatio: 1.5, nameOverlap: [] }).signals.some((s) => s.side === "native");

const lookup = (prompt: string) => KO_POLAR_LOOKUPS.some((re) => re.test(prompt));

describe("a Korean question asked politely", () => {
  it("reads a request phrased as a question (a benefactive 주- before the ending) as no native signal", () => {
    // 리뷰해 + 줄 (benefactive) + 수 있나요: "could you review the PR?"
    expect(native("PR 리뷰해 줄 수 있나요?")).toBe(false);
    // 만들어 + 주실 (honorific benefactive) + 수 있을까요
    expect(native("배포 스크립트 만들어 주실 수 있을까요?")).toBe(false);
    // a question word inside the request's own clause (왜 느린지) does not make it a question for a value
    expect(native("왜 느린지 분석해 주실 수 있나요?")).toBe(false);
    expect(KO_WH_QUESTION.test("왜 느린지 분석해 주실 수 있나요?")).toBe(false);
  });

  it("reads any other yes/no question as a verdict: no native signal", () => {
    // -ㄴ가요 with no question word: is our CORS setting too loose? (a check)
    expect(native("CORS 설정 너무 느슨한가요?")).toBe(false);
    // -나요: is the daemon still running? (a status to read, as in English)
    expect(native("데몬 아직 돌아가나요?")).toBe(false);
    // 있나요 after 수, not after a workspace thing: "is there a way to …" asks for the work
    expect(native("이 문제 해결할 방법 있나요?")).toBe(false);
  });

  it("keeps a question for a value native, unless it asks for advice", () => {
    // a question word (뭐) and the ending -인가요
    expect(native("이 함수 뭐 하는 함수인가요?")).toBe(true);
    // 어떻게 + -나요: how is it deployed, the twin of "how do I deploy?"
    expect(native("어떻게 배포하나요?")).toBe(true);
    // the copula's -일까 guesses at a value
    expect(native("이게 무슨 뜻일까?")).toBe(true);
    // a verb's deliberative -ㄹ까 and -면 좋을까 ask which way to go
    expect(native("어떤 보일러플레이트로 시작할까?")).toBe(false);
    expect(native("이번 스프린트 회고 어떤 방식으로 진행하면 좋을까?")).toBe(false);
    // an obligation (-아야 하나요) asks what one should do
    expect(native("계약하기 전에 뭘 봐야 하나요?")).toBe(false);
  });

  it("reads a question word with a free-choice ending, or one that only starts another word, as asking for no value", () => {
    // 언제나 "always", 누구나 "anyone", 어디서나 "everywhere" (-나 after a particle), 뭐든 "anything",
    // 언제든지 "any time": each is a yes/no question, a verdict on the user's setup
    expect(native("이 API는 언제나 최신 데이터를 주나요?")).toBe(false);
    expect(native("누구나 이 저장소에 푸시할 수 있나요?")).toBe(false);
    expect(native("어디서나 같은 결과가 나오나요?")).toBe(false);
    expect(native("뭐든 자동으로 포맷되나요?")).toBe(false);
    expect(native("언제든지 롤백할 수 있나요?")).toBe(false);
    // 뭔가 "something", 무엇보다 "above all"
    expect(native("뭔가 빠진 설정이 있나요?")).toBe(false);
    expect(native("무엇보다 보안이 중요한가요?")).toBe(false);
    // -나 after 얼마 or 몇 asks how much, how many; 뭔가요 is "what is it?"; a particle keeps the question
    expect(native("얼마나 걸리나요?")).toBe(true);
    expect(native("몇이나 되나요?")).toBe(true);
    expect(native("이게 뭔가요?")).toBe(true);
    expect(native("언제까지 지원되나요?")).toBe(true);
    // 나오다 (come out) after a question word written without its space is still the question
    expect(native("이거 뭐나오는 거야?")).toBe(true);
  });

  it("reads the casual '-는 거야?' as a question for a value only with a word that asks for one", () => {
    // 언제 + 실행되는 거야?: when does this run, asked of an expression in hand
    expect(native("크론 '0 9 * * 1' 이거 언제 실행되는 거야?")).toBe(true);
    // 뭐 + 반환하는 거지?: what does it return
    expect(native("parse_row 이 함수 뭐 반환하는 거지?")).toBe(true);
    // no question word: yes or no, a verdict
    expect(native("이거 버그인 거야?")).toBe(false);
    // 왜 asks for a cause (a diagnosis), 어떻게 for a way (advice), whatever other word is there
    expect(native("배치 서버에서만 인증서 오류가 나요 왜 그런 거예요?")).toBe(false);
    expect(native("공통 fixture는 어디에 어떻게 두는 거야?")).toBe(false);
  });
});

describe("KO_POLAR_LOOKUPS", () => {
  it("reads whether a workspace thing exists as a lookup", () => {
    expect(lookup("카트 모듈 테스트 파일 있나요?")).toBe(true);
    expect(lookup("TODO 남은 거 없나요?")).toBe(true);
    // the world, not the workspace
    expect(lookup("부산에 소상공인 지원금 있나요?")).toBe(false);
  });

  it("reads what a piece of code in hand does as a lookup", () => {
    expect(lookup("이 정규식 'abc-12'에 매치되나요?")).toBe(true);
    expect(lookup("그 함수 None 반환하나요?")).toBe(true);
    // no piece of code in hand: a company is the world
    expect(lookup("이 회사 우리 고객 기준에 맞나요?")).toBe(false);
  });

  it("reads a question answered from what is known as a lookup, and the user's own thing as a check", () => {
    expect(lookup("고루틴이 어떻게 동작하는지 설명해 주실 수 있나요?")).toBe(true);
    expect(lookup("pyo3가 cython보다 빠른가요?")).toBe(true);
    expect(lookup("grpc는 deadline을 지원하나요?")).toBe(true);
    expect(lookup("러스트 배워야 할까요?")).toBe(true);
    // 우리 (ours): a comparison or an explanation of the user's own thing is a check
    expect(lookup("우리 스테이징 API가 운영보다 느린가요?")).toBe(false);
    expect(lookup("우리 빌드가 어떻게 동작하는지 설명해 주실 수 있나요?")).toBe(false);
  });

  it("reads a question about what the assistant knows as a lookup, not whether it can do something", () => {
    // 알다 (know) asked of the listener: 아세요 (honorific), 알아 (casual)
    expect(lookup("엑셀 함수 잘 아세요?")).toBe(true);
    expect(lookup("판다스 알아?")).toBe(true);
    // -ㄹ 줄 알다 is knowing how to do it: "can you make a PPT?", a request
    expect(lookup("PPT 만들 줄 알아?")).toBe(false);
    expect(native("엑셀 함수 잘 아세요?")).toBe(true);
  });
});
