// What the router adds to the context this turn: the gated top-K skills and subagents as a short
// list under the SCORE_MIN and TOP_K that picked them. Apart from the trace because it is the text
// the model reads (and its tokens are what the bench weighs against the listing).
import { fmt } from "./format";
import type { RouterSettings } from "./settings";
import type { Candidate } from "./trace";

/** `gateMin`: the gate the candidates passed (below SCORE_MIN when only the gate scaled to a small catalog let them through) */
export function injectionText(settings: RouterSettings, candidates: Candidate[], agents: Candidate[], gateMin = settings.scoreMin): string {
  if (!candidates.length && !agents.length) return "";
  const lines = [`Skill candidates for this prompt (BM25 ≥ ${fmt(gateMin)}, top ${settings.topK}):`];
  // an entry the list floor added scored under the gate: the model is told so (list-floor.ts)
  for (const c of candidates) lines.push(`- ${c.name} (${fmt(c.score)}${c.belowGate ? ", under the gate" : ""}): ${c.description}`);
  if (agents.length) {
    lines.push("Subagent candidates:");
    for (const c of agents) lines.push(`- ${c.name} (${fmt(c.score)}): ${c.description}`);
  }
  return lines.join("\n");
}
