// What the rules put back at a recorded compaction (rules.md#what-came-back): the full
// compaction's plan run at the boundary on the context just before it (nothing kept, so no file
// or skill is still visible), never applied. Its files and skills are laid beside the recording's
// own account, and its size after beside the recorded size after.
import type { ReattachShape } from "./recorded-reattachment";
import type { Run } from "./run";
import { skillsToReattach } from "./reattach";
import type { RuleReattachment } from "./reattach-types";
import { skillMemoryAt } from "./skill-memory";
import { filesToReattach, planFull } from "./tiers/full-summary";

export function ruleReattachmentAt(run: Run, step: number): RuleReattachment {
  const { forgotten } = skillMemoryAt(run.session, step, (e) => run.included[e] === 1);
  const p = planFull(run, step, -1, "full", run.used(), undefined);
  if (!("failure" in p))
    return { skills: p.skills, files: p.files!, tokensAfter: p.tokensAfter, summaryTokens: p.summary?.tokens ?? null, forgotten };
  const files = filesToReattach(run);
  return { skills: skillsToReattach(run, step, []), files, tokensAfter: null, summaryTokens: null, forgotten };
}

/** The rules' account in the recording's shape: the skills they put back (not the dropped) and the files. */
export function ruleShape(r: RuleReattachment): ReattachShape {
  return {
    skills: (r.skills?.skills ?? []).filter((s) => s.status !== "dropped").map((s) => ({ name: s.name, chars: s.chars })),
    files: r.files.attached.map((f) => ({ path: f.path })),
  };
}
