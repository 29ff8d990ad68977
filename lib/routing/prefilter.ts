// Stage 1, the prefilter (rules.md#routing): prompts that need no retrieval at all.
//   greeting / acknowledgement (English and Korean)  -> skip, zero tokens
//   the same prompt as the previous turn              -> skip, nothing re-injected
//   an explicit slash trigger naming a skill           -> forced, straight to that skill
//   a plain command (shell line, built-in /command, a direct edit of a named file) -> skip
// Everything else proceeds to retrieval.
import type { EntryKind } from "../skills/catalog";
import { words } from "./words";

export type PrefilterRule = "greeting" | "acknowledgement" | "repeat" | "slash" | "command";

export interface PrefilterResult {
  /** true: go on to retrieval */
  proceed: boolean;
  rule: PrefilterRule | null;
  reason: string;
  /** slash: the skill it names */
  forced?: { name: string; kind: EntryKind; match: "exact" | "segment" };
  /** slash naming several skills by one segment */
  options?: string[];
}

const GREETINGS = new Set(
  (
    "hi hello hey hiya heya yo howdy morning afternoon evening good day greetings there all everyone team " +
    "bye goodbye later see you soon night cya " +
    "안녕 안녕하세요 안녕하십니까 반가워 반가워요 반갑습니다 하이 헬로 좋은 아침 아침이에요 오후 저녁 " +
    "잘가 잘자 다음에 또 봐 봐요 뵙겠습니다 여러분 님"
  )
    .normalize("NFKC")
    .split(/\s+/),
);
// What people say around a greeting and ask nothing by ("good to see you", "nice to meet you all",
// "hope you're doing well"): a prompt of greeting words and these is a greeting, not a search for
// "good" or "see".
const SOCIAL = new Set(
  (
    "to be you nice glad happy great good it is it's its how are doing going been hope you're your well " +
    "again back friend friends buddy folks guys y'all once today there my dear fellow " +
    "잘 지냈어 지냈어요 오늘도 좋은 하루"
  )
    .normalize("NFKC")
    .split(/\s+/),
);
/** The words that make it a greeting at all (the rest may be SOCIAL). */
const GREETING_HEADS = new Set(
  "hi hello hey hiya heya yo howdy morning afternoon evening greetings see meet 안녕 안녕하세요 반가워 반가워요 반갑습니다 만나서 오랜만 오랜만이야 오랜만이에요"
    .normalize("NFKC")
    .split(/\s+/),
);
const ACKS = new Set(
  (
    "thanks thank thx ty tysm cheers appreciate appreciated it ok okay okey k kk sure yes yeah yep yup " +
    "no nope nah fine great cool nice awesome perfect excellent good got it understood roger noted lgtm " +
    "sounds makes sense alright right welcome np problem wow lol haha hehe much so very you a lot again " +
    "well done job work that's thats that is will do works worked amazing brilliant sweet neat " +
    "go ahead proceed continue do please for now today tonight all s " +
    "고마워 고마워요 고맙습니다 감사 감사해 감사해요 감사합니다 땡큐 알겠어 알겠어요 알겠습니다 알았어 알았어요 " +
    "네 넵 넹 예 응 웅 그래 그래요 좋아 좋아요 좋네 좋네요 좋습니다 오케이 오케 굿 최고 훌륭해 훌륭합니다 잘했어 " +
    "잘했어요 수고 수고했어 수고했어요 수고하셨습니다 확인 확인했어 확인했어요 확인했습니다 됐어 됐어요 완벽해 " +
    "완벽해요 멋져 멋지네 와 와우 정말 진짜 너무 아주 많이 잘 ㅇㅋ ㅇㅇ ㄱㅅ ㄳ ㅎㅎ ㅋㅋ ㅋㅋㅋ ㅎㅎㅎ 헐 오 아 " +
    "그렇게 해 해줘 해주세요 진행 진행해 진행해줘 계속 계속해 부탁해 " +
    "음 넵넵 네네 맞아 맞아요 그렇군요 그렇구나 이해했어 이해했어요 이해했습니다 됐습니다 훌륭 대박"
  )
    // words() normalises to NFKC, which turns compatibility jamo (ㅇㅋ) into conjoining ones
    .normalize("NFKC")
    .split(/\s+/),
);

// Thanks or a sign-off, with a few words of its own and no request ("thanks, that fixed it 🙏",
// "cheers, all sorted", "오늘은 여기까지 할게요. 수고하셨습니다!"): it thanks the assistant, it asks nothing, and "thank"
// is not a topic (a thank-you-note skill is for writing one). 감사 alone is also "audit", so only
// its thanking forms count; "a thank-you note", "감사 편지" are the topic, not thanks.
const THANKS =
  /\b(?:thanks|thank (?:you|u)|thx|tysm|ty|cheers|much appreciated|appreciate it)\b|고마워|고맙|감사합니다|감사해|감사드|수고하셨|수고했|수고 많으셨|땡큐/i;
const THANKS_AS_TOPIC = /thank[- ]?you[- ]?(?:note|card|letter|e-?mail|message|gift)|감사\s?(?:인사|편지|카드|문자|메일|글|선물)/i;
const ASKS =
  /[?？'"‘’“”`]|\b(?:can|could|would|will) (?:you|u)\b|\b(?:please|pls|plz|now|next|also|then)\b|해\s?줘|주세요|줘|줄래|할래|하자|부탁|해\s?봐|알려/i;
const THANKS_WORDS = 12;

/** A question about the assistant itself ("what can you do?", "넌 뭘 할 수 있어?"): chitchat, no task. */
const ABOUT_YOU =
  /^(?:(?:so|and|hey|ok),?\s+)?(?:what (?:can|could) you (?:do|help (?:me )?with)|what do you do|who are you|what are you)\b[^.!?\n]{0,12}\??$|^(?:근데\s?|그럼\s?)?(?:너는?|넌|당신은?)\s?(?:뭘|뭐|무엇을|무슨\s?일(?:을)?)\s?(?:할\s?수\s?있어|할\s?줄\s?알아|해|하는\s?거야)(?:요)?\s?\??$|^(?:너는?|넌|당신은?)\s?누구(?:야|니|세요|예요)\s?\??$/i;

/** Claude Code's own slash commands: not skills, no retrieval. */
export const BUILTIN_COMMANDS = new Set(
  (
    "add-dir agents bug clear compact config context cost doctor exit export help hooks ide init login " +
    "logout mcp memory model output-style permissions privacy-settings quit release-notes resume rewind " +
    "status statusline terminal-setup theme todos upgrade usage vim"
  ).split(/\s+/),
);

/** Programs whose invocation, typed as is, is a plain command. */
const CLI = new Set(
  (
    "git npm npx pnpm yarn bun node deno tsc tsx python python3 pip pip3 uv poetry pytest go cargo rustc make " +
    "cmake docker docker-compose kubectl helm terraform aws gcloud az ls cd cat less head tail grep rg find " +
    "sed awk mv cp rm mkdir touch chmod chown echo curl wget ssh scp brew apt apt-get yum gh code vim nano " +
    "jq sort uniq wc diff patch tar zip unzip ps kill top htop env export source which pwd"
  ).split(/\s+/),
);
const SENTENCE_WORDS = /\b(the|a|an|my|our|please|and|for|to|with|how|why|what|can|could|should|would|me|this|that|into|about)\b/i;

const FILE_PATH =
  /(?:^|[\s"'`(])((?:[\w.-]+\/)+[\w.-]+|[\w-]+\.(?:tsx?|jsx?|mjs|cjs|py|rb|go|rs|java|kt|swift|c|h|cpp|hpp|cs|php|md|mdx|json|ya?ml|toml|ini|env|css|scss|html|sql|sh|txt|lock|xml|vue|svelte))(?=$|[\s"'`),:;.!?]|[을를이가은는의에로와과])/;
const EDIT_VERB_EN =
  /\b(rename|replace|change|delete|remove|add|insert|update|set|bump|fix (?:the )?typo|fix a typo|comment out|uncomment|move|open|edit)\b/i;
const EDIT_VERB_KO = /(수정|바꿔|바꾸|변경|삭제|지워|추가|고쳐|이름을|옮겨|열어|편집|주석)/;
const HEAVY =
  /\b(review|audit|analy[sz]|document|report|refactor|tests?|design|plan|migrat|translat|summar|optimi[sz]|secur|architect|explain)\w*/i;
const HEAVY_KO = /(리뷰|검토|분석|문서|보고서|리팩|테스트|설계|번역|요약|최적화|보안|설명|아키텍처)/;

const norm = (s: string) => s.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

export interface SlashTarget {
  name: string;
  kind: EntryKind;
  /** false for user-invocable: false skills (hidden from the slash menu) */
  userInvocable: boolean;
}

/** Slash targets indexed by lower-cased name and by each name segment, built once per catalog. */
export interface SlashIndex {
  exact: Map<string, SlashTarget>;
  bySegment: Map<string, { target: SlashTarget; parts: string[] }[]>;
}

export function buildSlashIndex(targets: SlashTarget[]): SlashIndex {
  const exact = new Map<string, SlashTarget>();
  const bySegment = new Map<string, { target: SlashTarget; parts: string[] }[]>();
  for (const t of targets) {
    if (!t.userInvocable) continue;
    const lower = t.name.toLowerCase();
    if (!exact.has(lower)) exact.set(lower, t);
    const parts = lower.split("-");
    for (const p of new Set(parts)) {
      const list = bySegment.get(p) ?? [];
      list.push({ target: t, parts });
      bySegment.set(p, list);
    }
  }
  return { exact, bySegment };
}

/** Resolve "/name" against the catalog: exact name, then a unique name segment. */
export function resolveSlash(trigger: string, targets: SlashTarget[] | SlashIndex): { exact?: SlashTarget; segment: SlashTarget[] } {
  const ix = Array.isArray(targets) ? buildSlashIndex(targets) : targets;
  const t = trigger.toLowerCase();
  const exact = ix.exact.get(t);
  if (exact) return { exact, segment: [] };
  const segs = t.split("-");
  const seen = new Set<SlashTarget>();
  const segment: SlashTarget[] = [];
  for (const { target, parts } of ix.bySegment.get(segs[0]) ?? []) {
    if (seen.has(target)) continue;
    for (let i = 0; i + segs.length <= parts.length; i++) {
      if (segs.every((x, j) => parts[i + j] === x)) {
        seen.add(target);
        segment.push(target);
        break;
      }
    }
  }
  return { segment };
}

export interface PrefilterContext {
  previousPrompt?: string;
  /** the catalog's slash targets (an index, built once, for a large catalog) */
  targets: SlashTarget[] | SlashIndex;
  enabled: { chitchat: boolean; plainCommands: boolean; slash: boolean; repeat: boolean };
}

export function prefilter(prompt: string, ctx: PrefilterContext): PrefilterResult {
  const text = prompt.trim();
  if (!text) return { proceed: false, rule: "acknowledgement", reason: "empty prompt: nothing to route" };

  if (ctx.enabled.chitchat && !text.startsWith("/")) {
    const ws = words(text).map((w) => w.text);
    if (ws.length > 0 && ws.length <= 10) {
      if (ws.every((w) => GREETINGS.has(w) || ACKS.has(w))) {
        const greeting = ws.some((w) => GREETINGS.has(w) && !ACKS.has(w));
        return {
          proceed: false,
          rule: greeting ? "greeting" : "acknowledgement",
          reason: greeting ? "a greeting: no task to route (zero tokens)" : "an acknowledgement: no task to route (zero tokens)",
        };
      }
      // a greeting with its social words around it, and no word of a task
      if (
        ws.some((w) => GREETING_HEADS.has(w)) &&
        ws.every((w) => GREETING_HEADS.has(w) || GREETINGS.has(w) || ACKS.has(w) || SOCIAL.has(w))
      )
        return { proceed: false, rule: "greeting", reason: "a greeting: no task to route (zero tokens)" };
      if (ABOUT_YOU.test(text))
        return { proceed: false, rule: "greeting", reason: "a question about the assistant itself: no task to route (zero tokens)" };
    }
    if (ws.length > 0 && ws.length <= THANKS_WORDS && THANKS.test(text) && !THANKS_AS_TOPIC.test(text) && !ASKS.test(text)) {
      return {
        proceed: false,
        rule: "acknowledgement",
        reason: "thanks or a sign-off that asks for nothing: no task to route (zero tokens)",
      };
    }
    if (ws.length === 0) {
      return { proceed: false, rule: "acknowledgement", reason: "no words (emoji or punctuation only): nothing to route" };
    }
  }

  if (ctx.enabled.repeat && ctx.previousPrompt !== undefined && norm(ctx.previousPrompt) === norm(text)) {
    return {
      proceed: false,
      rule: "repeat",
      reason: "identical to the previous turn's prompt: its candidates are already in context, nothing re-injected",
    };
  }

  const slash = /^\/([a-z0-9][\w:.-]*)(?:\s+(\S[\s\S]*)?)?$/i.exec(text);
  if (slash) {
    const raw = slash[1];
    const trigger = raw.includes(":") ? raw.slice(raw.lastIndexOf(":") + 1) : raw;
    if (ctx.enabled.slash) {
      const r = resolveSlash(trigger, ctx.targets);
      if (r.exact) {
        return {
          proceed: false,
          rule: "slash",
          reason: `explicit trigger /${raw} names the ${r.exact.kind} "${r.exact.name}": routed straight to it`,
          forced: { name: r.exact.name, kind: r.exact.kind, match: "exact" },
        };
      }
      if (r.segment.length === 1) {
        const s = r.segment[0];
        return {
          proceed: false,
          rule: "slash",
          reason: `explicit trigger /${raw} matches one ${s.kind} by name, "${s.name}": routed straight to it`,
          forced: { name: s.name, kind: s.kind, match: "segment" },
        };
      }
      if (r.segment.length > 1 && !BUILTIN_COMMANDS.has(trigger.toLowerCase())) {
        const options = r.segment.map((s) => s.name).sort();
        return {
          proceed: false,
          rule: "slash",
          reason: `explicit trigger /${raw} matches ${options.length} skills by name (${options.slice(0, 5).join(", ")}${options.length > 5 ? ", ..." : ""}): ask which one`,
          options,
        };
      }
    }
    if (ctx.enabled.plainCommands && BUILTIN_COMMANDS.has(trigger.toLowerCase())) {
      return { proceed: false, rule: "command", reason: `/${trigger} is a built-in command, not a skill: no retrieval` };
    }
  }

  if (ctx.enabled.plainCommands) {
    if (text.startsWith("!")) return { proceed: false, rule: "command", reason: "a shell command (! prefix) runs as typed: no retrieval" };
    const first = text.split(/\s+/, 1)[0].toLowerCase();
    const nWords = text.split(/\s+/).length;
    if (CLI.has(first) && nWords <= 8 && !/[\uac00-\ud7a3]/.test(text) && !SENTENCE_WORDS.test(text.slice(first.length))) {
      return { proceed: false, rule: "command", reason: `a plain \`${first}\` command line: run it natively, no retrieval` };
    }
    const path = FILE_PATH.exec(text);
    if (path && nWords <= 14 && (EDIT_VERB_EN.test(text) || EDIT_VERB_KO.test(text)) && !HEAVY.test(text) && !HEAVY_KO.test(text)) {
      return { proceed: false, rule: "command", reason: `a direct edit of ${path[1]}: a plain command, no retrieval` };
    }
  }

  return { proceed: true, rule: null, reason: "not a greeting, acknowledgement, repeat, trigger or plain command: retrieve" };
}
