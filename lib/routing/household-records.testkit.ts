// A catalog of our own text for the Korean-reading tests (catalog-word-reading.test.ts,
// korean-lexicon-reading.test.ts): household record-keeping entries, none about the job a test
// names, so only the word a test adds can move a request. Test-only: no engine file imports it.
import { parseEntry } from "../skills/catalog";
import type { buildRouter } from "./router";

export const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

const TOPICS = ["invoice", "calendar", "budget", "recipe", "playlist", "garden", "travel", "fitness", "library", "weather"];

/** `n` household-records entries, each with `extra` appended to its description */
export const filler = (n: number, extra = "") =>
  Array.from({ length: n }, (_, i) => skill(`records-${i}`, `Keep the ${TOPICS[i % TOPICS.length]} records of household ${i}.${extra}`));

/** the terms a prompt retrieves with */
export const termsOf = (r: ReturnType<typeof buildRouter>, prompt: string) => r.retrieve(prompt).terms.map((t) => t.term);
