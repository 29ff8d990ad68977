// A name a request gives a git branch or tag is a label, not what the request is about: "create a
// branch called feature/invoice-pdf" asks for a git operation, and the words inside the name
// (invoice, pdf) must not pull an invoice or PDF skill toward the gate or count as a skill-worthy
// topic in triage. The name is left out of the text the pipeline reads; the trace keeps the prompt
// as typed. Measured on the tune gold sets: docs/routing.md "Round 12 tuning: ranking".

// a name introduced by the git noun ("branch called X", "tag named X", "브랜치 X"), or a
// prefix/slug name on its own ("feature/invoice-pdf", "hotfix/login-crash")
const INTRODUCED =
  /(\b(?:branch|tag)(?:es)?\s+(?:called|named)\s+|(?:브랜치|태그)\s*(?:이름(?:은|을)?\s*)?)[`'"]?(\w+(?:[./-]\w+)*[/-]\w+(?:[./-]\w+)*)[`'"]?/giu;
// not inside a path ("src/fix/x"), and not a file ("feature/plan.md"): a folder of that name is no
// branch; a full stop that ends the sentence ends the name
const PREFIXED = /(?<![\w/.])(?:feature|feat|fix|bugfix|hotfix|chore)\/\w+(?:[/-]\w+)*(?![\w/-]|\.\w)/giu;

/** the request with any git branch or tag name it gives left out (the rest unchanged) */
export function withoutGitRefNames(text: string): string {
  return text.replace(INTRODUCED, (_, intro: string) => intro).replace(PREFIXED, " ");
}
