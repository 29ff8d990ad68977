import { describe, expect, it } from "vitest";
import { prefilter, type PrefilterContext, type SlashTarget } from "./prefilter";

const targets: SlashTarget[] = [
  { name: "code-review", kind: "skill", userInvocable: true },
  { name: "security-review", kind: "skill", userInvocable: true },
  { name: "debug", kind: "skill", userInvocable: true },
  { name: "brainstorming", kind: "skill", userInvocable: true },
  { name: "hidden-helper", kind: "skill", userInvocable: false },
];
const ctx = (previousPrompt?: string): PrefilterContext => ({
  previousPrompt,
  targets,
  enabled: { chitchat: true, plainCommands: true, slash: true, repeat: true },
});
const rule = (p: string, prev?: string) => prefilter(p, ctx(prev)).rule;

describe("prefilter", () => {
  it("skips English greetings and acknowledgements", () => {
    for (const p of ["hi", "Hello there!", "good morning", "hey team"]) expect(rule(p)).toBe("greeting");
    for (const p of ["thanks", "Thank you so much!", "ok", "got it", "LGTM", "sounds good", "👍", "perfect, thanks"])
      expect(rule(p)).toBe("acknowledgement");
  });

  it("skips Korean greetings and acknowledgements", () => {
    for (const p of ["안녕하세요", "안녕!", "반갑습니다"]) expect(rule(p)).toBe("greeting");
    for (const p of ["고마워", "감사합니다!", "알겠어", "네 좋아요", "ㅇㅋ", "수고했어", "확인했습니다"])
      expect(rule(p)).toBe("acknowledgement");
  });

  it("skips thanks or a sign-off with words of its own when it asks for nothing", () => {
    for (const p of [
      "thanks, that fixed it 🙏",
      "thanks a lot, 진짜 살았다 ㅋㅋ",
      "오늘은 여기까지 할게요. 수고하셨습니다!",
      "고마워요! 덕분에 배포 잘 됐어요",
      "cheers, it runs fine, good job",
      "much appreciated, all sorted",
    ])
      expect(prefilter(p, ctx())).toMatchObject({
        proceed: false,
        rule: "acknowledgement",
        reason: expect.stringMatching(/asks for nothing/),
      });
  });

  it("routes thanks that come with a request, a question or a quote, and thank-you notes as a topic", () => {
    for (const p of [
      "thanks! can you also add a test for it?",
      "thanks, now fix the login page",
      "고마워요, 이것도 정리해 주세요",
      "translate 'thank you for your patience' into Korean",
      // the topic, asked without a request word
      "a thank you card for the whole team",
      "thank-you email to the interviewers",
      "감사 편지 초안 부모님께",
      // 감사 is also "audit"
      "내부 감사 대비해서 접속기록 점검 항목 정리",
      "thanksgiving dinner plan for 8 people",
    ])
      expect(prefilter(p, ctx()).proceed, p).toBe(true);
  });

  it("skips a greeting with social words around it: 'good' is no topic", () => {
    for (const p of [
      "hey there, good to see you",
      "good morning! nice to meet you all",
      "hi, good to be back",
      "안녕! 오랜만이야",
      "만나서 반가워요",
    ])
      expect(rule(p), p).toBe("greeting");
    // a task word makes it a request
    for (const p of ["hey, good code review checklist please", "good morning, fix the login bug", "hi, see the failing test"])
      expect(prefilter(p, ctx()).proceed, p).toBe(true);
  });

  it("does not skip a task that starts politely", () => {
    expect(prefilter("thanks, now review my pull request", ctx()).proceed).toBe(true);
    expect(prefilter("안녕, 코드리뷰 좀 해줘", ctx()).proceed).toBe(true);
  });

  it("routes an explicit slash trigger straight to its skill", () => {
    const r = prefilter("/code-review src/auth.ts", ctx());
    expect(r).toMatchObject({ proceed: false, rule: "slash", forced: { name: "code-review", match: "exact" } });
    expect(prefilter("/debug", ctx()).forced?.name).toBe("debug");
    // a plugin namespace prefix is fine
    expect(prefilter("/devkit:brainstorming", ctx()).forced?.name).toBe("brainstorming");
    // a unique name segment also names it
    expect(prefilter("/brainstorming", ctx()).forced?.match).toBe("exact");
    expect(prefilter("/security", ctx()).forced).toMatchObject({ name: "security-review", match: "segment" });
  });

  it("asks when a slash segment names several skills, and never forces a hidden one", () => {
    const r = prefilter("/review", ctx());
    expect(r.rule).toBe("slash");
    expect(r.options).toEqual(["code-review", "security-review"]);
    expect(prefilter("/hidden-helper", ctx()).forced).toBeUndefined();
  });

  it("treats built-in commands, shell lines and direct file edits as plain commands", () => {
    expect(rule("/compact keep the test plan")).toBe("command");
    expect(rule("/clear")).toBe("command");
    expect(rule("!ls -la")).toBe("command");
    expect(rule("git status")).toBe("command");
    expect(rule("npm run build")).toBe("command");
    expect(rule("fix the typo in README.md")).toBe("command");
    expect(rule("src/app.ts 3번째 줄 변수명 바꿔줘")).toBe("command");
    // a file named in a heavier task is not a plain command
    expect(prefilter("review src/auth.ts for security problems", ctx()).proceed).toBe(true);
    expect(prefilter("git workflow 전략을 설계해줘", ctx()).proceed).toBe(true);
  });

  it("skips a prompt identical to the previous turn's", () => {
    expect(rule("review my PR", "review my PR")).toBe("repeat");
    expect(rule("  review   my PR ", "review my PR")).toBe("repeat");
    expect(prefilter("review my PR", ctx("review your PR")).proceed).toBe(true);
  });

  it("gives every decision a reason", () => {
    for (const p of ["hi", "/debug", "git status", "write a design doc"]) expect(prefilter(p, ctx()).reason.length).toBeGreaterThan(10);
  });
});
