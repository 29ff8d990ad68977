// What the router adds to the context this turn: the gated top-K skills and subagents as a short
// list under the SCORE_MIN and TOP_K that picked them. Apart from the trace because it is the text
// the model reads (and its tokens are what the bench weighs against the listing).
import { fmt } from "./format";
import type { RouterSettings } from "./settings";
import type { Candidate } from "./trace";

/**
 * The subagent a request is delegated to when its own index did not keep it: listed with the score
 * that handed it the request, on skills and subagents scored together (rules.md#routing-delegate),
 * which is not the scale of the other rows, so its line says so.
 */
export interface HandedSubagent {
  name: string;
  description: string;
  jointScore: number;
}

/** `gateMin`: the gate the candidates passed (below SCORE_MIN when only the gate scaled to a small catalog let them through) */
export function injectionText(
  settings: RouterSettings,
  candidates: Candidate[],
  agents: Candidate[],
  gateMin = settings.scoreMin,
  handed: HandedSubagent | null = null,
): string {
  if (!candidates.length && !agents.length && !handed) return "";
  const lines: string[] = [];
  if (candidates.length) {
    lines.push(`Skill candidates for this prompt (BM25 ≥ ${fmt(gateMin)}, top ${settings.topK}):`);
    // an entry the list floor added scored under the gate: the model is told so (list-floor.ts)
    for (const c of candidates) lines.push(`- ${c.name} (${fmt(c.score)}${c.belowGate ? ", under the gate" : ""}): ${c.description}`);
  }
  if (agents.length || handed) {
    // no skill passed: no skills header over nothing; the subagents' own gate heads the list
    lines.push(
      candidates.length
        ? "Subagent candidates:"
        : `Subagent candidates for this prompt (no skill passed; BM25 ≥ ${fmt(settings.scoreMin)}, top ${settings.topK}):`,
    );
    if (handed) lines.push(`- ${handed.name} (${fmt(handed.jointScore)} scored with the skills): ${handed.description}`);
    for (const c of agents) lines.push(`- ${c.name} (${fmt(c.score)}): ${c.description}`);
  }
  return lines.join("\n");
}
