// A text left out of a share link, as the link holds it: blanks of the same length. The receiver's
// engine reads a text for its length (characters / 4, the summary's cuts), its lines and spaces
// (the last line of an answer, an error's line), a question mark at its end and a few words
// (a constraint such as "never", an error, a command record, prompt-too-long). A blank keeps those
// and nothing else: every letter and digit becomes "x", every other non-ASCII character "*",
// whitespace and ASCII punctuation stay, and the words the engine looks for stay as written. So
// the receiver's figures are the sender's (exactly under characters / 4; the BPE estimators count
// a blank a little differently from the words it replaces, in the summary's measured sections).
import { CONSTRAINT, ERROR_TEXT } from "../context/text-signals";
import { COMMAND_RECORD, CONTEXT_COMMAND, FILE_UNCHANGED, PROMPT_TOO_LONG } from "../context/text-signals";
import { RULE } from "../skills/reattach";
import { SKILL_BODY_PREFIX } from "../skills/skill-body";
import { NOT_A_BODY } from "../transcripts/structure";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every pattern the engine tests a text against. A new test of a text's words in lib/context,
 * lib/skills or lib/transcripts/structure.ts belongs here too, or a link without text stops
 * reproducing the sender's figures (lib/share/replay.test.ts finds it on the examples).
 */
export const SIGNALS: readonly RegExp[] = [
  CONSTRAINT,
  ERROR_TEXT,
  RULE,
  CONTEXT_COMMAND,
  COMMAND_RECORD,
  NOT_A_BODY,
  PROMPT_TOO_LONG,
  new RegExp(`^${escape(FILE_UNCHANGED)}`),
  new RegExp(`^${escape(SKILL_BODY_PREFIX)}`),
].map((re) => new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g"));

function isAsciiWord(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/** The text as blanks of its length, keeping whitespace, ASCII punctuation and the signal words. */
export function blankText(text: string): string {
  if (!text) return text;
  const keep = new Uint8Array(text.length);
  for (const re of SIGNALS) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      keep.fill(1, m.index, m.index + m[0].length);
    }
  }
  const out = new Array<string>(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (keep[i]) out[i] = text[i];
    else if (isAsciiWord(c)) out[i] = "x";
    else if (c < 128 || /\s/.test(text[i])) out[i] = text[i];
    else out[i] = "*";
  }
  return out.join("");
}
