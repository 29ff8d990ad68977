// A native step chained into more work is the first step of a job (rules.md#routing-triage, issue
// 34). Korean joins "do A, then B" with -서: "중복 파일 찾아서 정리해줘" (find the duplicates and
// tidy them), "DB 브랜치 따서 테스트하고 싶어" (branch the database and test on it). The search or
// the branch is a native phrase, but the request is the job after it. On the 29 tune gold sets,
// of the requests where a search, a branch, a run or an extraction ends in -서 and another verb
// follows, 14 are skill or compound requests and one is native: "… 실행해서 … 목록 보여줘", whose
// second step is itself a look. So a native phrase followed by -서 and a clause that does not ask to
// be shown or told something (보여, 알려, 말해) is no native signal.

/** -서 right after the phrase (찾아서, 따서, 돌려서), then the rest of the request */
const CHAINED = /^서\s+(\S[^\n]*)$/;

/** a second step that is itself a look: show me, tell me */
const LOOK = /보여|알려|말해/;

/** Whether the native phrase ending at `end` in `prompt` is the first step of a longer job. */
export function chainedStep(prompt: string, end: number): boolean {
  const m = CHAINED.exec(prompt.slice(end));
  return !!m && !LOOK.test(m[1]);
}
