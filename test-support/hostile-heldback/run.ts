// Runs the held-back hostile set (cases.ts) and says, per case, whether it ran clean, by the rules
// in judge.ts. Prints one line a case and the count clean; exits 0 either way (a measure).
//   npx tsx test-support/hostile-heldback/run.ts
import { runSet } from "./judge";
import { cases } from "./cases";

void runSet(cases());
