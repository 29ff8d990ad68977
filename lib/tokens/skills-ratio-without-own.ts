// Skills a session has too few measurements of take a measured ratio, not the session's overall one
// (rules.md#calibration). A skill's listing and body are prose that chars/4 sizes near right, while
// a session's overall ratio is set by tool results and calls, JSON and code (1.5 to 2 on most
// sessions, up to 7.9 where a doubled count fell before the fork). Most sessions have fewer than
// three skill deltas before a what-if's fork, and a listing written again and again after it was
// sized by that overall ratio: skills grew 1.60 times the recorded after the fork
// (docs/versions.md#skills-ratio-without-own). Over the tune set's 359 deltas that are at least 80%
// skills (74 sessions), the input grew 1.25 times their chars/4 estimate, pooled. That ratio was
// measured under chars/4 only; under a tokenizer the session's overall ratio stays.
import type { Estimator } from "../model";

/** Real tokens per chars/4 token of skill listings and bodies, pooled over the tune set. */
export const SKILLS_RATIO_CHARS4 = 1.25;

/** The ratio skills take when the session has none of their own: measured under chars/4, else the overall. */
export const skillsRatioWithoutOwn = (estimator: Estimator, overall: number): number =>
  estimator === "chars4" ? SKILLS_RATIO_CHARS4 : overall;
