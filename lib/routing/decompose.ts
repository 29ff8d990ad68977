// Compound requests (rules.md#routing: "리서치하고 팩트체크해서 docx로 만들어 슬랙에 올려줘"): split a prompt
// into its sub-tasks, in order, at sequence markers and Korean connective endings, so that each
// step can be retrieved on its own. A heuristic splitter, not a parser: a piece too small to be a
// task on its own is merged into its neighbour.

/** Where an English request starts its next step: a sequence marker, a semicolon, "and" + a verb. */
export const EN_SPLIT = new RegExp(
  [
    String.raw`\s*(?:;|\s->\s|\s→\s|\s=>\s)\s*`,
    String.raw`,?\s+(?:and\s+)?then\s+`,
    String.raw`,?\s+(?:and\s+)?(?:after that|afterwards|finally|lastly|next),?\s+`,
    String.raw`\.\s+(?:then|next|after that|finally|also)\b,?\s*`,
    String.raw`,?\s+followed by\s+`,
    // "X and <verb> Y": an and that starts a new imperative
    String.raw`,?\s+and\s+(?=(?:write|create|make|post|send|upload|deploy|review|test|fix|translate|summari[sz]e|publish|convert|generate|check|fact-?check|draft|build|run|add|update|push|commit|share|email|notify|analy[sz]e|research|turn|put|save|export|format|lint|document|open|file|schedule|present|design|plan|refactor|optimi[sz]e|compile|package|release|announce|prepare)\b)`,
  ].join("|"),
  "i",
);

/** Korean words that end one step: connective endings of verbs. */
const KO_STEP_END =
  /(?:하고|하고서|해서|하여|하며|한\s?뒤|한\s?후|한\s?다음|하고\s?나서|고\s?나서|다음에|후에|뒤에|하면서|한\s?뒤에|한\s?후에)$/;
// -고 / -어서 on a word of three syllables or more, or -해 / a common verb in its -어 form; a bare
// -어/-아 is not enough (미디어, 소프트웨어, 한국어 end the same way)
const KO_CONNECTIVE_WORD =
  /^(?:[\uac00-\ud7a3]{2,}(?:어서|아서|여서|해서|하고|고|해)|(?:[\uac00-\ud7a3]*)(?:만들어|바꿔|올려|보내|옮겨|붙여|넣어|돌려|고쳐|줄여|늘려|정리해|써서))$/;
const KO_AUX =
  /^(?:줘|줘요|주세요|줄래|줄래요|주고|주면|줘서|봐|봐줘|봐요|보자|놓아|놔|놔줘|둬|둬요|있어|있어요|주실래요|주시겠어요)[,.!?]*$/;
const KO_STANDALONE_SEP = /^(?:그리고|그다음|그\s?다음에?|이후|이후에|그런\s?다음|그러고\s?나서|그\s?후|그\s?뒤|마지막으로|다음으로)$/;
// nouns that look like a connective ending: 광고 (ad), 보고 (report), 참고 (reference), 창고, 최고
export const KO_NOUN_GO = /^(?:광고|보고|참고|창고|최고|사고|경고|재고|원고|신고|공고|마감고)$/;

export interface Subtask {
  text: string;
  /** character offset in the prompt */
  start: number;
}

function splitKorean(part: string, offset: number): Subtask[] {
  const tokens = [...part.matchAll(/\S+/g)];
  const out: Subtask[] = [];
  let start = 0;
  const close = (end: number, next: number) => {
    const text = part.slice(start, end).trim();
    if (text) out.push({ text, start: offset + start });
    start = next;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const w = t[0].replace(/[,.!?]+$/, "");
    const end = t.index! + t[0].length;
    const next = tokens[i + 1];
    if (KO_STANDALONE_SEP.test(w)) {
      close(t.index!, end);
      continue;
    }
    if (!next) continue;
    const two = `${w} ${next[0]}`;
    if (/(?:한|고)\s(?:뒤|후|다음)(?:에)?$/.test(two) || /고\s나서$/.test(two)) {
      close(next.index! + next[0].length, next.index! + next[0].length);
      i++;
      continue;
    }
    if (KO_NOUN_GO.test(w)) continue;
    if (KO_STEP_END.test(w) || (KO_CONNECTIVE_WORD.test(w) && !KO_AUX.test(next[0]))) close(end, end);
  }
  close(part.length, part.length);
  return out;
}

/** Content words of a piece: enough to be a task on its own? */
function substantial(s: string): boolean {
  const ws = s.split(/\s+/).filter((w) => /[\p{L}\p{N}]{2,}/u.test(w));
  return ws.length >= 1 && s.replace(/\s+/g, "").length >= 3;
}

/** The sub-tasks of a prompt, in order; one element when it is not compound. */
export function decompose(prompt: string): Subtask[] {
  const pieces: Subtask[] = [];
  let rest = prompt;
  let offset = 0;
  while (rest.length) {
    const m = EN_SPLIT.exec(rest);
    if (!m || m.index === undefined) {
      pieces.push({ text: rest, start: offset });
      break;
    }
    pieces.push({ text: rest.slice(0, m.index), start: offset });
    offset += m.index + m[0].length;
    rest = rest.slice(m.index + m[0].length);
  }
  const out: Subtask[] = [];
  for (const p of pieces) {
    const parts = /[\uac00-\ud7a3]/.test(p.text) ? splitKorean(p.text, p.start) : [{ text: p.text.trim(), start: p.start }];
    for (const s of parts) {
      const text = s.text.replace(/^[\s,.;]+|[\s,;]+$/g, "");
      if (!text) continue;
      if (out.length && !substantial(text)) out[out.length - 1].text += " " + text;
      else if (out.length && !substantial(out[out.length - 1].text)) {
        out[out.length - 1] = { text: out[out.length - 1].text + " " + text, start: out[out.length - 1].start };
      } else out.push({ text, start: s.start });
    }
  }
  return out.length ? out : [{ text: prompt.trim(), start: 0 }];
}
