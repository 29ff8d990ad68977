// RESULT (2026-12-06, after the two test corrections described in run.ts and cases.ts):
//   34 of 37 clean; 14 classes. By class: timestamps in other formats 2/2, numbers as strings or
//   exponents 4/4, cycles 3/3, enormous counts of tiny things 3/3, a file valid as two formats 2/2,
//   images/documents of odd shapes 3/3, Windows paths 3/3, NUL bytes inside fields 3/3, BOMs in
//   the middle 2/3, front matter of the wrong kind 2/2, gold sets in other encodings 0/2, router
//   settings in absurd combinations 3/3, structured-clone types 2/2, grapheme storms 2/2.
//   First run, before the corrections: 21 of 37.
//
// Runs the held-back hostile set of round 4 (cases.ts) and says, per case, whether it ran clean.
// The judging rules are the first set's, in test-support/hostile-heldback/judge.ts (this round
// added `mustNotSay`, the number check on a library call's JSON answer and the prototype check).
// Prints one line a case and the count clean; exits 0 either way (a measure).
//   npx tsx test-support/hostile-heldback4/run.ts
import { runSet } from "../hostile-heldback/judge";
import { cases } from "./cases";

void runSet(cases());
