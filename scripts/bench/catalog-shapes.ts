// Catalogs shaped like the real ones the router is slow on, for the routing rows of the bench.
// The real-size catalog (gen.ts makeRealSizeCatalog) grows the bundled skills' bodies, so every
// description is a distinct, well-written paragraph whose words the devkit prompts share: a bare
// MiniSearch search then walks long postings and the router's fixed cost per prompt hides behind
// it (1.34x there, 3-4x on real catalogs). Two real shapes are not like that, measured on real
// catalogs (counts only; none of their text is here):
//   automation  864 skills, 721 of them one template ("Automate <app> tasks via <toolkit>"), the
//               description 92-157 characters, the body 2.7-4.3 KB (median 2.8 KB) of the same
//               template with the app's name and tool names, about 7,000 distinct body words
//   terse       141 skills, descriptions of 7-68 characters (median 29), bodies median 3.7 KB,
//               p90 7.2 KB
// What makes a shape costly is how many requests reach the whole pipeline: of the 146 devkit
// requests, 84 pass the gate on the real automation catalog and 38 on the real terse one; here 95
// and 41, so names and descriptions carry the everyday words of software work (gen.ts WORDS) as
// real ones carry their products' words. Every word is our own; brands are made from syllables.
import { WORDS, logNormal, rng } from "./gen";

const SYL = "ka lo mi zu re ta no vi sa pe qu dro fen lix mar tor bel cas dun gri hol jem kor lun nim pax rud sil tev wox".split(" ");
const NOUNS =
  "record contact ticket invoice channel message file folder event task project board issue lead deal order user team report sheet row".split(
    " ",
  );
const VERBS = "create update delete list get search archive send export import assign close merge move".split(" ");

/** A made-up product name of two or three syllables ("Dunkalo"). */
function appName(r: () => number, used: Set<string>): string {
  for (;;) {
    const n = 2 + Math.floor(r() * 2);
    let s = "";
    for (let i = 0; i < n; i++) s += SYL[Math.floor(r() * SYL.length)];
    if (!used.has(s)) {
      used.add(s);
      return s[0].toUpperCase() + s.slice(1);
    }
  }
}

const pick = <T>(r: () => number, xs: T[]) => xs[Math.floor(r() * xs.length)];
/** log-normal with this median and 90th percentile, clamped */
function sizeOf(r: () => number, median: number, p90: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(logNormal(r, median, p90))));
}

/** The body of an automation skill: setup, the tool list, a few worked steps, all about `app`. */
function automationBody(r: () => number, app: string, target: number): string {
  const slug = app.toUpperCase();
  const parts = [
    `# ${app} automation through the relay toolkit\n`,
    `Drive ${app} from the relay toolkit: connect once, then call its tools by name. Always fetch the current tool list first, because tool inputs change between releases.\n`,
    `## Setup\n\n1. Check that the relay server is listed among the connected servers.\n2. Ask the relay for a ${app} connection; if none is active, follow the sign-in link it returns.\n3. Confirm the connection reads active before calling any ${app} tool.\n`,
    `## Tools\n`,
  ];
  let len = parts.join("\n").length;
  while (len < target) {
    const verb = pick(r, VERBS);
    const noun = pick(r, NOUNS);
    const line =
      r() < 0.6
        ? `- \`${slug}_${verb.toUpperCase()}_${noun.toUpperCase()}\`: ${verb} a ${app} ${noun}; needs the ${noun} id${r() < 0.5 ? ` and the ${pick(r, NOUNS)} it belongs to` : ""}.`
        : `\n### ${verb[0].toUpperCase() + verb.slice(1)} ${noun}s\n\nCall \`${slug}_${verb.toUpperCase()}_${noun.toUpperCase()}\` with the ${noun} fields; page through results with the cursor it returns, and stop when the cursor is empty.`;
    parts.push(line);
    len += line.length + 1;
  }
  return parts.join("\n").slice(0, target) + "\n";
}

/**
 * `n` skills shaped like an app-automation catalog: about 83% one template of a one-line
 * description with a made-up app's name, the rest a longer line of their own.
 */
export function makeAutomationCatalog(n: number, seed = 21): { path: string; text: string }[] {
  const r = rng(seed);
  const used = new Set<string>();
  const out: { path: string; text: string }[] = [];
  for (let i = 0; i < n; i++) {
    // a made-up brand and, like real products (a chat, a tracker, a sheet), a word of the work it does
    const kind = pick(r, WORDS);
    const app = `${appName(r, used)} ${kind[0].toUpperCase()}${kind.slice(1)}`;
    const name = `${app.toLowerCase().replace(/ /g, "-")}-automation`;
    const description =
      r() < 0.83
        ? `Automate ${app} tasks via the relay toolkit: always look up the current tool list first.`
        : `Automate ${app} work via the relay toolkit: ${pick(r, VERBS)} ${pick(r, WORDS)}s, ${pick(r, VERBS)} ${pick(r, WORDS)} ${pick(r, NOUNS)}s and ${pick(r, VERBS)} ${pick(r, WORDS)}s. Look up the current tool list first.`;
    const body = automationBody(r, app, sizeOf(r, 2_800, 4_300, 1_500, 25_000));
    out.push({ path: `skills/${name}/SKILL.md`, text: `---\nname: ${name}\ndescription: ${description}\n---\n${body}` });
  }
  return out;
}

/**
 * `n` skills with terse descriptions (median about 29 characters: a few words of a task) over
 * bodies grown from the bundled sources' lines (median 3.7 KB, p90 7.2 KB).
 */
export function makeTerseCatalog(n: number, sources: { path: string; text: string }[], seed = 23): { path: string; text: string }[] {
  const r = rng(seed);
  const lines = sources
    .filter((f) => f.path.endsWith("SKILL.md"))
    .flatMap((f) => f.text.replace(/^---\n[\s\S]*?\n---\n/, "").split("\n"))
    .filter((l) => l.trim().length > 0);
  if (!lines.length) throw new Error("makeTerseCatalog: no SKILL.md among the sources");
  const out: { path: string; text: string }[] = [];
  for (let i = 0; i < n; i++) {
    const words = 2 + Math.floor(r() * 5);
    const description = Array.from({ length: words }, (_, k) => (k === 0 ? pick(r, VERBS) : pick(r, WORDS))).join(" ");
    const name = `${description.split(" ").slice(0, 2).join("-")}-${i}`;
    const target = sizeOf(r, 3_700, 7_200, 600, 20_000);
    const body: string[] = [`# ${name}\n`];
    let len = body[0].length;
    while (len < target) {
      const l = pick(r, lines);
      body.push(l);
      len += l.length + 1;
    }
    out.push({ path: `skills/${name}/SKILL.md`, text: `---\nname: ${name}\ndescription: ${description}\n---\n${body.join("\n")}\n` });
  }
  return out;
}
