// A yes/no question asks for a verdict (rules.md#routing-triage, issue 34). "Is our CORS config too
// permissive?", "does the implementation match what the whitepaper says?", "is the daemon still
// running?" want something checked (validated, audited, compared, its status read): the work a
// skill describes, not a value to look up. On the 29 tune gold sets, of the requests that open
// with is / are / does / do / can / could / should, 32 are skill requests and one native request
// (in two sets) asks whether a workspace thing exists ("is there a test file for the cart
// module?"). So a yes/no question is a quick native question only as one of two lookups:
//   - whether a workspace thing exists: "is there a test file for …", "are there any TODOs in …"
//   - what a piece of code in hand does: "does this regex match 'abc'?", "does parse_row() return None?"
// (the yes/no twin of "what does this regex match"). Nor do the gold sets hold a question answered
// from what is known, which the same openers also start, and which a catalog with a skill of its
// topic loaded on a small catalog (a clear leader, clear-leader.ts): "can you explain how goroutines
// work?", "is pyo3 faster than cython?", "does grpc support deadlines?", "should I learn GraphQL or
// REST?". Asked of no workspace and no data, these are lookups too:
//   - an explanation of how or what something is, not of why something of the user's fails
//   - a comparison of named things, not of the user's own (our staging API, this query)
//   - what a named tool supports, whether to learn a thing, and which of two to learn or use
//   - whether the assistant knows a named thing ("do you know pandas well?"): what it knows
// None of the 2,068 requests of the gold sets before round 10 has one of these shapes.
// Every other yes/no question is no native signal, and triage weighs the request by its
// skill-side evidence alone.
import { CODE_THING, WORKSPACE_THING } from "./workspace-things";

/** the rest of one sentence up to its closing question mark (a dot only inside a name: package.json) */
const TO_QUESTION_MARK = String.raw`(?:[^.!\n]|\.(?=\w)){0,90}\?\s*$`;

/** whether a workspace thing exists */
const EXISTS = String.raw`^(?:is|are) there (?:an? |any |some )?(?:[\w.-]+\s+){0,3}?${WORKSPACE_THING}\b${TO_QUESTION_MARK}`;

/** what a piece of code in hand does (case-sensitive, so that an identifier is told by its case) */
const CODE_DOES = String.raw`^(?:[Dd]oes|[Dd]o|[Dd]id|[Ww]ill|[Ww]ould) (?:this|that|these|those) ${CODE_THING} (?:\w+ )?(?:do|match|mean|return|print|output|catch|throw)\b`;

/** a determiner that makes the thing the user's own, or one in hand */
const OWN = String.raw`(?!(?:our|my|your|the|this|that|these|those|it)\b)`;
/** a named thing of up to four words: GraphQL, session cookies, node.js */
const NAMED = String.raw`${OWN}[\w.+#-]+(?: [\w.+#-]+){0,3}`;

/** an explanation of how or what something is (why something fails is a fix, not a lookup) */
const EXPLAIN = String.raw`^(?:can|could|would) you (?:please )?(?:explain|describe) (?:how|what)\b(?![^?]*\b(?:our|my|this|these)\b)${TO_QUESTION_MARK}`;

/** a comparison of named things */
const COMPARE = String.raw`^(?:is|are) ${NAMED} (?:better|faster|slower|cheaper|safer|simpler|easier|worse|lighter|heavier|more \w+|less \w+) than\b${TO_QUESTION_MARK}`;

/** what a named tool supports */
const SUPPORTS = String.raw`^(?:does|do|can) ${NAMED} (?:support|work with|run on)\b${TO_QUESTION_MARK}`;

/** whether to learn a named thing, or which of two to learn or use */
const WHICH = String.raw`^should (?:i|we) (?:learn ${NAMED}|(?:learn|use|pick|choose) ${NAMED} or\b)${TO_QUESTION_MARK}`;

/** whether the assistant knows a named thing: answered from what it knows (not "do you know why …", a question for a value) */
const KNOWS = String.raw`^(?:do you know|are you familiar with) (?:(?:much |anything )?about )?(?!(?:why|how|what|where|when|which|who|if|whether)\b)${NAMED}${TO_QUESTION_MARK}`;

/** The yes/no questions that are lookups; triage counts any as a quick question. */
export const POLAR_LOOKUPS: RegExp[] = [
  new RegExp(EXISTS, "i"),
  new RegExp(CODE_DOES),
  ...[EXPLAIN, COMPARE, SUPPORTS, WHICH, KNOWS].map((re) => new RegExp(re, "i")),
];
