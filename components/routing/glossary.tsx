// The router's own words in one plain line each, shown where they appear (the Route tab under the
// flow, the inspector's Routing tab, the Bench): triage, native, incorporation, gated, wrong loads,
// same-job similarity and the bench's columns. What each means is rules.md#routing's.
import s from "./routing.module.css";

export const GLOSS = {
  triage: { term: "Triage", text: "does the prompt need a skill at all, or is it native work?" },
  native: { term: "native", text: "work Claude does with its own tools (an edit, git, a quick question): no skill loads" },
  incorporation: {
    term: "Incorporation",
    text: "the last stage: load the top skill, ask the user between near ties, go native, or hand the request to a subagent that fits it better",
  },
  recall: { term: "Recall@5", text: "a right skill is among the candidates offered" },
  top1: { term: "Top-1", text: "the skill loaded is a right one (an ask or native counts as a miss)" },
  gated: { term: "Gated", text: "some skill scored at least SCORE_MIN, so the prompt went past the gate" },
  wrong: { term: "Wrong loads", text: "a skill loaded that is neither right nor acceptable for the prompt" },
  chitchat: { term: "chitchat", text: "greetings and thanks: no skill loads" },
  steps: {
    term: "Steps",
    text: "compound requests: each step's right skill found in one retrieval, or with the request split into sub-tasks",
  },
  sameJob: {
    term: "same-job similarity",
    text: "how alike (0–1) two near-tied skills' descriptions must be to do one job: then the top loads instead of asking",
  },
} as const;

export type GlossTerm = keyof typeof GLOSS;

/** The terms' one-line glosses, as a visible legend. */
export function Glossary({ terms, testid, className }: { terms: readonly GlossTerm[]; testid: string; className?: string }) {
  return (
    <dl className={`${s.gloss} ${className ?? ""}`} data-testid={testid} aria-label="What these words mean">
      {terms.map((t) => (
        <div key={t} className={s.glossItem} data-term={t}>
          <dt>{GLOSS[t].term}</dt>
          <dd>{GLOSS[t].text}</dd>
        </div>
      ))}
    </dl>
  );
}
