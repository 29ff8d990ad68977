// Triage's skill-worthy side (rules.md#routing): the kinds of work a skill is for, in English and
// Korean (structured writing, review, pipelines, domain analysis, document generation, design,
// specialised tasks). Triage names and weighs them only when there is native evidence to weigh
// them against (triage.ts); apart from it so the native rules and the decision read in one sitting.

/** A triage signal's rule: what it is called in the reason, and the pattern that finds it. */
export interface Rule {
  label: string;
  re: RegExp;
}

export const SKILL: Rule[] = [
  {
    label: "structured writing",
    re: /\b(?:report|proposal|spec(?:ification)?|prd|rfc|adr|design doc(?:ument)?|readme|documentation|docs|blog post|article|release notes|changelog|newsletter|white ?paper|runbook|playbook|post-?mortem|meeting notes|minutes|user stor(?:y|ies)|press release|case study|cover letter|resume|cv|tutorial|guide|onboarding doc|commit message|pr description|api reference)\b/i,
  },
  {
    label: "structured writing",
    re: /(보고서|리포트|기획서|제안서|명세|요구사항|문서(?:화|를?\s?(?:작성|만들|써))|블로그|글(?:을)?\s?(?:써|작성)|릴리스\s?노트|릴리즈\s?노트|변경\s?이력|회의록|포스트모템|런북|가이드|튜토리얼|보도자료|커밋\s?메시지|자기소개서|이력서|작성해)/,
  },
  {
    label: "review",
    re: /\b(?:code review|review (?:the |this |my |our |a )?(?:pr|pull request|code|diff|changes|branch|implementation|design|architecture|schema|api|config)|security (?:review|audit)|audit|threat model|pr review|peer review|critique)\b/i,
  },
  { label: "review", re: /(코드\s?리뷰|리뷰|검토|감사|점검|보안\s?진단|위협\s?모델)/ },
  {
    label: "pipeline or workflow",
    re: /\b(?:pipeline|workflow|ci\/cd|ci pipeline|orchestrat\w*|automat\w*|end-to-end|multi-step|etl|scheduler|cron job)\b/i,
  },
  { label: "pipeline or workflow", re: /(파이프라인|워크플로|자동화|오케스트레이션|배포\s?(?:파이프라인|자동화)|스케줄)/ },
  {
    label: "domain analysis",
    re: /\b(?:analy[sz]e|analysis|assessment|assess|evaluate|evaluation|benchmark|forecast|research|investigate|profil(?:e|ing)|root cause|diagnos\w*|metrics|cohort|a\/b test|experiment|competitive|market)\b/i,
  },
  { label: "domain analysis", re: /(분석|평가|진단|리서치|조사|예측|벤치마크|프로파일링|원인|지표|실험|경쟁사|시장)/ },
  {
    label: "document generation",
    re: /\b(?:docx|pptx|xlsx|pdf|slides?|slide deck|deck|presentation|spreadsheet|diagram|chart|dashboard|infographic|mockup|wireframe|word document|excel)\b/i,
  },
  {
    label: "document generation",
    re: /(슬라이드|발표\s?자료|프레젠테이션|피피티|엑셀|스프레드시트|워드\s?(?:문서|파일)|다이어그램|차트|그래프|대시보드|인포그래픽|목업|와이어프레임|pdf|docx|pptx|xlsx)/i,
  },
  {
    label: "design or plan",
    re: /\b(?:architecture|architect|design (?:a|an|the|our)|system design|strategy|roadmap|migration plan|plan (?:the|a|our)|capacity plan|data model|schema design|api design|scaffold|set ?up (?:a|an|the) (?:new )?(?:project|pipeline|cluster|monorepo|service))\b/i,
  },
  { label: "design or plan", re: /(설계|아키텍처|전략|계획|로드맵|마이그레이션|스캐폴딩|구축|셋업|세팅)/ },
  {
    label: "specialised task",
    re: /\b(?:refactor\w*|optimi[sz]\w*|translat\w*|summari[sz]\w*|localiz\w*|accessibility|a11y|seo|performance tun\w*|load test\w*|(?:write|generate|add) (?:unit |integration |e2e )?tests|test plan|test suite|migrat\w*|harden\w*|fact-?check\w*|proofread\w*|incident|triage|on-?call)\b/i,
  },
  {
    label: "specialised task",
    re: /(리팩(?:터|토)링|리팩터|리팩토|최적화|번역|요약|현지화|접근성|성능\s?(?:개선|튜닝)|부하\s?테스트|테스트\s?(?:코드\s?)?(?:작성|만들|짜|추가)|팩트\s?체크|교정|퇴고|장애|인시던트)/,
  },
];
