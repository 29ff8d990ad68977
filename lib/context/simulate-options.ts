// What a caller can ask of simulate() besides the session and the settings: the recording's
// settings, the calibration, replay or what-if from a step, the hooks for skills and counting, and
// a look at the walk's last state. Apart from sim-types.ts because that last hook hands over the
// Run (run.ts), which itself is built from the types of sim-types.ts.
import type { TextCounter } from "../tokens/estimators";
import type { SkillReattacher } from "./reattach-types";
import type { Run } from "./run";
import type { Settings } from "./settings-type";

export interface SimulateOptions {
  /** the settings the recording ran under; default: the preset its Claude Code version chooses */
  recording?: Settings;
  /** scale the estimate by the session's measured ratio (default true for recorded sessions) */
  calibrate?: boolean;
  /** false: the rules alone from the first record, never following the recording (a what-if from the start) */
  replay?: boolean;
  /**
   * the rules alone from this step (event index) on: the recording is followed up to it and ignored
   * after it (its usage, its boundaries, what it wrote after them, and its measurements for the
   * calibration); "rules alone from here" (rules.md#replay)
   */
  forkAt?: number;
  /** the skills module's re-attachment rule (rules.md#skills); defaults to lib/skills/reattach.ts */
  reattachSkills?: SkillReattacher;
  /** counts stubs and generated summary lines; defaults to chars/4 */
  counter?: TextCounter;
  /** called once after the walk with its state at the last step: what a compaction now would do (forecast.ts) */
  atEnd?: (run: Run) => void;
}
