// A loanword's consonants (issue 34): the sound shapes put s, z, j, sh and ch in one class, d and
// t in another; Korean keeps them apart at the start of a syllable. Costs worked by hand from the
// writing rules in loanword-consonants.ts.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { hissCost } from "./loanword-consonants";
import { learnVocabulary, transliterate } from "./vocabulary";

describe("hissCost: each consonant as Korean writes it", () => {
  it.each([
    ["퍼징", "fuzzing", 0], // ㅍ f, ㅈ z: each a first writing
    ["퍼징", "pasing", 1], // parsing as heard: ㅈ for a single s is a second choice
    ["퍼징", "passing", -1], // ㅈ never writes ss
    ["머신", "machine", 1], // ㅅ for a ch said as sh: a second choice
    ["머신", "matching", -1], // ㅅ never writes tch
    ["사이트", "site", 0],
    ["사이트", "side", -1], // ㅌ never writes d
    ["필드", "field", 0],
    ["필드", "part", -1], // ㄷ never writes t
    ["닷", "dot", 0], // a final consonant writes any of its class
  ])("%s for %s costs %i", (ko, en, cost) => expect(hissCost(ko, en)).toBe(cost));
  it("shapes that do not line up decide nothing", () => expect(hissCost("스크립트", "scripting")).toBe(0));
});

const skill = (name: string, description: string) =>
  parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;

// a security catalog's words in our own text: several share a shape with the Korean request's word
const entries = [
  skill("rust-fuzz", "Coverage-guided fuzzing for Rust crates."),
  skill("ci-gate", "Block a merge until every check is passing."),
  skill("parsers", "Parsing untrusted input safely."),
  skill("state-machines", "Model a state machine with guards for each transition."),
  skill("diffing", "Matching two versions of a file line by line."),
  skill("web-audit", "Audit what a guest can see on a public site."),
  skill("ui-sides", "Place a drawer on either side of the screen."),
];
const vocab = learnVocabulary(entries);

describe("transliterate picks the word whose consonants agree", () => {
  it.each([
    ["퍼징", "fuzzing"], // passing disagrees; parsing needs a second choice
    ["머신", "machine"], // matching disagrees
    ["사이트", "site"], // side disagrees
  ])("%s reads as %s", (ko, en) => expect(transliterate(vocab, ko)).toBe(en));
});
