// The files a request names, for triage (rules.md#routing-triage): beside a native phrase a named
// file (README, src/app.ts) or a section of one is what the one step works on, neither a kind of work
// nor the skill's name. Moved out of triage.ts, which holds the native and skill-side rules.

/** The prompt with the native phrases blanked: one phrase is evidence for one side only ("translate 'X' into Korean" is not also translation work). */
export const without = (prompt: string, spans: [number, number][]) => {
  let out = prompt;
  for (const [a, b] of spans) out = out.slice(0, a) + " ".repeat(b - a) + out.slice(b);
  return out;
};

/**
 * The files a project knows by a name with no extension (README, a Dockerfile, a Makefile): a file
 * all the same, to show or to edit, wherever a request names a file (read case-insensitively).
 */
export const EXTENSIONLESS_FILE = String.raw`\b(?:readme|changelog|license|contributing|dockerfile|makefile|jenkinsfile|procfile|gemfile|rakefile|vagrantfile|justfile)\b`;

/**
 * A file the request names: README, a Dockerfile, SKILL.md, src/app.ts. Beside a native phrase it is
 * what the one step works on, not a kind of work ("README 섹션 오타" is no writing job) and not the
 * skill's job: a skill whose name holds the file's name (configure-dockerfile) is not named by
 * "show the last lines of the Dockerfile".
 */
const NAMED_FILE = new RegExp(
  String.raw`(?:[\w-]+\/)*[\w-]+\.(?:md|mdx|txt|tsx?|jsx?|mjs|cjs|py|go|rs|java|kt|rb|php|cs|swift|json|ya?ml|toml|ini|cfg|conf|tf|lock|xml|gradle|css|scss|html|sql|sh|csv)(?![\w])|${EXTENSIONLESS_FILE}`,
  "gi",
);

/**
 * A section of a named file, by its title: "README 변경 이력 섹션", "the Changelog section of README".
 * The title names a place in the file, as the file's name does, so beside a native phrase ("오타") it
 * is no kind of work (changelog writing) and does not name a skill (a changelog skill).
 */
const SECTION = new RegExp(
  String.raw`(?:${NAMED_FILE.source})(?:의|에서|에|'s)?\s+(?:\S+\s+){0,3}?(?:섹션|항목|단락|section|heading|paragraph|chapter)|\b(?:[\w'"-]+\s+){1,3}(?:section|heading|paragraph|chapter)\s+(?:of|in)\s+(?:the\s+)?(?:${NAMED_FILE.source})`,
  "gi",
);

export const fileSpans = (prompt: string): [number, number][] =>
  [...prompt.matchAll(NAMED_FILE), ...prompt.matchAll(SECTION)].map((m) => [m.index, m.index + m[0].length]);

/**
 * The name words the request names outside the files it names (`spans`): a word found only in a
 * file's name (or a section's title) does not name the skill. `sources` holds the prompt word each
 * came from (a dictionary's "changelog" from "변경 이력"), where it differs.
 */
export function namedOutsideFiles(prompt: string, spans: [number, number][], words: string[], sources: string[] = []): string[] {
  if (!spans.length) return words;
  const inFiles = spans.map(([a, b]) => prompt.slice(a, b).toLowerCase());
  const rest = without(prompt, spans).toLowerCase();
  return words.filter((w, i) => {
    const at = (sources[i] ?? w).toLowerCase();
    return rest.includes(at) || !inFiles.some((f) => f.includes(at));
  });
}
