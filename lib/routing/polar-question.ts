// A yes/no question asks for a verdict (rules.md#routing-triage, issue 34). "Is our CORS config too
// permissive?", "does the implementation match what the whitepaper says?", "is the daemon still
// running?" want something checked (validated, audited, compared, its status read): the work a
// skill describes, not a value to look up. On the 29 tune gold sets, of the requests that open
// with is / are / does / do / can / could / should, 32 are skill requests and one native request
// (in two sets) asks whether a workspace thing exists ("is there a test file for the cart
// module?"). So a yes/no question is a quick native question only as one of two lookups:
//   - whether a workspace thing exists: "is there a test file for …", "are there any TODOs in …"
//   - what a piece of code in hand does: "does this regex match 'abc'?", "does parse_row() return None?"
// (the yes/no twin of "what does this regex match"). Every other yes/no question is no native
// signal, and triage weighs the request by its skill-side evidence alone.
import { CODE_THING, WORKSPACE_THING } from "./workspace-things";

/** the rest of one sentence up to its closing question mark (a dot only inside a name: package.json) */
const TO_QUESTION_MARK = String.raw`(?:[^.!\n]|\.(?=\w)){0,90}\?\s*$`;

/** whether a workspace thing exists */
const EXISTS = String.raw`^(?:is|are) there (?:an? |any |some )?(?:[\w.-]+\s+){0,3}?${WORKSPACE_THING}\b${TO_QUESTION_MARK}`;

/** what a piece of code in hand does (case-sensitive, so that an identifier is told by its case) */
const CODE_DOES = String.raw`^(?:[Dd]oes|[Dd]o|[Dd]id|[Ww]ill|[Ww]ould) (?:this|that|these|those) ${CODE_THING} (?:\w+ )?(?:do|match|mean|return|print|output|catch|throw)\b`;

/** The two yes/no questions that are lookups; triage counts either as a quick question. */
export const POLAR_LOOKUPS: RegExp[] = [new RegExp(EXISTS, "i"), new RegExp(CODE_DOES)];
