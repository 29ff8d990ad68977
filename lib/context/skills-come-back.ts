// Which Claude Code versions bring invoked skills back after a compaction (rules.md#reattachment-skills).
// Versions before about 2.1.101 write nothing of what came back, so it can only be read from the
// first request after the boundary. At 2.0.8 and 2.0.50 that request leaves no room for the skills
// the rules would put back: with them the rules' context starts a median 14,807 tokens over it
// (11 auto compactions, 7 files), without them 1,774 under. At 2.0.76 (one file, 2 manual
// compactions) it is under even with them. So up to 2.0.50 no skill comes back; versions between
// 2.0.51 and 2.0.75 are unrecorded and taken to behave as 2.0.76 (docs/versions.md#whatif-evidence).
import { compareVersions, parseVersion } from "./versions";

/** The newest version recorded bringing no invoked skill back after a compaction. */
export const LAST_WITHOUT_SKILLS: [number, number, number] = [2, 0, 50];

/** Whether Claude Code `version` puts invoked skills back after a compaction; unknown or no version: yes (the documented rule). */
export function skillsComeBack(version: string | null): boolean {
  const p = version ? parseVersion(version) : null;
  return !p || compareVersions(p, LAST_WITHOUT_SKILLS) > 0;
}
