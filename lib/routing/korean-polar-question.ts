// A Korean yes/no question follows the English rule (rules.md#routing-triage, issue 34,
// polar-question.ts): it asks for a verdict, which takes a check, and is a quick (native) question
// only as a lookup. Korean tells the three kinds of question apart by grammar, not by an opening
// auxiliary:
//   - the ending closes a question: -나요 (있나요, 되나요, 하나요), -ㄴ가요 (인가요, 빠른가요), -ㄹ까요
//     (할까요, 일까요), -습니까, a casual -까?
//   - a question word (뭐, 무슨, 어디, 언제, 왜, 어떻게, 몇 ...) starting a word makes it a question
//     for a value, the twin of English what / which / how: a quick question, as before
//   - a verb with the benefactive 주- (-아/어 주다, its honorific 주시-) before the ending asks the
//     listener to do something: "PR 리뷰해 줄 수 있나요?", "배포 스크립트 만들어 주실 수 있을까요?" are
//     requests phrased as questions, whatever question word an embedded clause holds ("왜 느린지
//     분석해 주실 수 있나요?"), the twin of English "can you …?"
// Any other yes/no question is a verdict, no native signal, unless it is one of the English
// rule's lookups in Korean: whether a workspace thing exists, what a piece of code in hand does, an
// explanation of how or what something is, a comparison of named things, what a named tool
// supports, whether to learn a thing; and a question about what the assistant knows ("엑셀 함수 잘
// 아세요?"), answered from what it knows. Before this rule, five endings (인가요, 일까요, 있나요,
// 없나요, 되나요) were quick questions whatever they asked.
import { CODE_THING, CODE_THING_KO, WORKSPACE_THING, WORKSPACE_THING_KO } from "./workspace-things";

/**
 * the ending of a question, closing the prompt: -나요, -가요, -까요, -습니까, a casual -까 with its mark.
 * Spaces before and after an optional mark are one run each (`\s*(?:\?\s*)?$`, the same endings as
 * `\s*\??\s*$`, whose two runs split every run of spaces with no mark both ways)
 */
const ENDS = String.raw`(?:(?:나요|가요|까요|니까)\s*(?:\?\s*)?|까\s*\?\s*)$`;

/** the question words that ask for a value (what, which, where, when, who, how many, how much) */
const VALUE_WORDS = String.raw`뭐|뭘|뭔|무엇|무슨|어떤|어느|어디|언제|누가|누구|몇|얼마`;

/** the question words that ask for a cause or a way (why, how) */
const CAUSE_WORDS = String.raw`왜|어떻게`;

/**
 * what turns a question word into an indefinite, "any", "every" or "some", so that it asks for no
 * value: the free-choice endings -나, -든(지), -라도, after a particle or not (언제나 always, 누구나
 * everyone, 어디서나 everywhere, 뭐든 anything, 어떻게든 somehow, 얼마든지 as much as you like, 누구라도
 * anyone); 뭔가 "something" (but 뭔가요 "what is it?"); and the words a question word only starts:
 * 무엇보다 above all, 왜냐하면 because, 어느새 and 어느덧 before one knows it, 몇몇 a few, 얼마간 a
 * while. 얼마나 and 몇이나 stay questions: -나 there asks how much, how many ("얼마나 걸리나요?")
 */
const INDEFINITE = String.raw`(?:(?:에서|에게|한테|까지|부터|서|에|로|으로)?(?:(?<!얼마|몇)(?:이)?나(?![요와오])|(?:이)?든|(?:이)?라도)|(?<=뭔)가(?!요)|(?<=무엇)보다|(?<=왜)냐(?:하|면)|(?<=어느)(?:새|덧)|(?<=몇)몇|(?<=얼마)간)`;

/** a question word starting a word and meaning one, of `words` */
const asked = (words: string) => String.raw`(?:^|\s)(?:${words})(?!${INDEFINITE})`;

/** a question word starting a word: the question asks for a value */
const WH = asked(`${VALUE_WORDS}|${CAUSE_WORDS}`);

/** the benefactive 주- after a verb's -아/-어 (해 줄, 만들어 주실, 봐 주시겠) */
const BENEFACTIVE = String.raw`[아어여해봐]\s?(?:주|줄|주실|주시|주세)`;

/** the user's own thing, or one in hand: 우리 API, 내 코드, 이 쿼리 (a comparison or explanation of it is a check) */
const OWN = String.raw`(?:우리|내|제|저희|이|그|이거|이것|이런|그거)\s`;

/** a named thing of up to four words before its particle: GraphQL, 세션 쿠키, node.js */
const NAMED = String.raw`(?!${OWN})[\w.+#가-힣-]+(?: [\w.+#가-힣-]+){0,3}?`;

/**
 * advice asked for: an obligation (-아야 하나요, -어야 할까요) or a wish (-면 좋을까요) before the ending,
 * or a verb's deliberative -ㄹ까 ("어떤 방식으로 진행할까?"): which way to go, the work a skill describes
 * (the copula's -일까 is a guess at a value: "이게 무슨 뜻일까?")
 */
const ADVICE = String.raw`(?:[가-힣]야\s?(?:하|할|되|돼)|면\s?(?:좋|되|돼|나을|낫)|(?<!일)까요?\s*(?:\?\s*)?$)`;

/**
 * the casual "-는 거야?" closing a question for a value ("이거 언제 실행되는 거야?", "뭐 반환하는 거지?"):
 * with a question word for a value only. Without one it asks yes or no ("이거 버그야?"); with 왜 or
 * 어떻게 it asks for a cause or a way ("왜 그런 거예요?" after a symptom, "어디에 어떻게 두는 거야?"),
 * a diagnosis or advice, the work a skill describes
 */
const CASUAL = String.raw`(?![^?]*${asked(CAUSE_WORDS)})(?=[^?]*${asked(VALUE_WORDS)})[^\n]*?(?:거|건)(?:야|지|예요|에요|니|냐)\s*\?\s*$`;

/** a question for a value: a question word, and neither a request (which may embed one: "왜 느린지 봐 주실 수 있나요?") nor advice */
export const KO_WH_QUESTION = new RegExp(String.raw`^(?![^?]*(?:${BENEFACTIVE}|${ADVICE}))(?:(?=[^?]*${WH})[^\n]*?${ENDS}|${CASUAL})`);

/** whether a workspace thing exists: "카트 모듈 테스트 파일 있나요?", "TODO 남은 거 없나요?" */
const EXISTS = String.raw`(?:${WORKSPACE_THING_KO}|${WORKSPACE_THING})(?:이|가|은|는|도)?\s?(?:남은\s?(?:거|것)?\s?|혹시\s?)?(?:있|없)(?:나요|을까요|습니까|어요?\s*\?)\s*(?:\?\s*)?$`;

/** what a piece of code in hand does: "이 정규식 abc에 매치되나요?", "그 함수 None 반환하나요?" */
const CODE_DOES = String.raw`^(?:이|그|저)\s?(?:${CODE_THING_KO}|${CODE_THING})[^\n?]{0,60}?(?:반환|리턴|매치|매칭|출력|던지|잡히|잡아|의미)[가-힣]*${ENDS}`;

/** an explanation of how or what something is, not of the user's own thing or why it fails */
const EXPLAIN = String.raw`^(?![^?]*(?:^|\s)${OWN})[^?\n]*(?:어떻게|뭔지|무엇인지|어떤\s?\S+인지|무슨\s?\S+인지)[^?\n]{0,40}?(?:설명|알려)[^?\n]{0,16}${ENDS}`;

/** a comparison of named things: "pyo3가 cython보다 빠른가요?" */
const COMPARE = String.raw`^${NAMED}(?:이|가|은|는)\s(?:\S+\s){0,3}?\S+보다\s?(?:더\s?|덜\s?)?[가-힣]+${ENDS}`;

/** what a named tool supports or runs on: "grpc는 deadline을 지원하나요?" */
const SUPPORTS = String.raw`^${NAMED}(?:은|는|이|가|에서)\s(?:\S+\s){0,3}?(?:지원|호환)[가-힣]*${ENDS}`;

/** whether to learn a named thing: "러스트 배워야 할까요?" */
const LEARN = String.raw`^${NAMED}(?:을|를)?\s?(?:먼저\s?|지금\s?)?배워야\s?(?:할까요|하나요|할까)\s*(?:\?\s*)?$`;

/** what the assistant knows, asked of it: "엑셀 함수 잘 아세요?" (not whether it knows how to do something: "만들 줄 알아?") */
const KNOWS = String.raw`^(?:혹시\s?)?${NAMED}(?:은|는|을|를|에\s?대해(?:서)?|좀)?\s?(?:잘\s?|좀\s?|많이\s?)?(?<!줄\s?)(?<!줄\s잘\s?)(?:아세요|아시나요|아시는지요|알아요|알아|알고\s?(?:있어요?|있나요|계세요|계신가요))\s*\?\s*$`;

/** The Korean yes/no questions that are lookups; triage counts any as a quick question. */
export const KO_POLAR_LOOKUPS: RegExp[] = [
  // a workspace thing may be written in English or as TODO
  new RegExp(EXISTS, "i"),
  // case-sensitive, so that an identifier is told by its case (as CODE_THING in English)
  ...[CODE_DOES, EXPLAIN, COMPARE, SUPPORTS, LEARN, KNOWS].map((re) => new RegExp(re)),
];
