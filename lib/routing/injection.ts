// What the router adds to the context this turn: the gated top-K skills and subagents as a short
// list under the SCORE_MIN and TOP_K that picked them. Apart from the trace because it is the text
// the model reads (and its tokens are what the bench weighs against the listing).
import { fmt } from "./format";
import type { RouterSettings } from "./settings";
import type { Candidate } from "./trace";

export function injectionText(settings: RouterSettings, candidates: Candidate[], agents: Candidate[]): string {
  if (!candidates.length && !agents.length) return "";
  const lines = [`Skill candidates for this prompt (BM25 ≥ ${fmt(settings.scoreMin)}, top ${settings.topK}):`];
  for (const c of candidates) lines.push(`- ${c.name} (${fmt(c.score)}): ${c.description}`);
  if (agents.length) {
    lines.push("Subagent candidates:");
    for (const c of agents) lines.push(`- ${c.name} (${fmt(c.score)}): ${c.description}`);
  }
  return lines.join("\n");
}
