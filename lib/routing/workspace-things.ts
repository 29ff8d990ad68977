// Things in the user's hands (rules.md#routing-triage): the pieces of code and the workspace
// objects that triage's quick native steps act on or count. Shared by the quick-question rules
// of triage.ts and the yes/no-question rule of polar-question.ts, so that "what does this regex
// match" and "does this regex match 'abc'?" read the same piece of code.

/** a piece of code in the user's hands: a kind of code, or an identifier told by its case (useEffect, fetch_data, init()) */
export const CODE_THING = String.raw`(?:regex|pattern|line|function|method|hook|query|command|snippet|script|code|expression|flag|error|class|component|macro|formula|selector|(?:for |while )?loop|[a-z]+[A-Z][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*|[\w$]+_[\w$]+|[\w$.]+\(\))`;

/** what a workspace holds and a look can count or find: "how many files …", "is there a test file …" */
export const WORKSPACE_THING = String.raw`(?:files?|lines?|tests?|commits?|functions?|classes|methods?|todos?|errors?|warnings?|dependencies|deps|packages?|branches|tokens?|bytes|characters|chars|rows|columns|components|endpoints|routes)`;
