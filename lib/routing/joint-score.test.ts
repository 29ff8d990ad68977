// Skills and subagents on one scale (rules.md#routing-delegate): each index's entries scored with the
// statistics of both indexes as one. Expectations from the BM25 formula by hand, on text of our own.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { jointScores } from "./joint-score";
import { buildRouter } from "./router";
import type { QueryTerm } from "./trace";

const router = buildRouter([
  parseEntry("skills/deploy-guide/SKILL.md", "---\nname: deploy-guide\ndescription: How to deploy the web service.\n---\nbody\n")!,
  parseEntry("skills/lint-rules/SKILL.md", "---\nname: lint-rules\ndescription: The lint rules of the repository.\n---\nbody\n")!,
  parseEntry("agents/cluster-operator.md", "---\nname: cluster-operator\ndescription: Scales the web cluster.\n---\nbody\n")!,
]);
// the analyser's term for a word (stemmed as the index stems it)
const term = (word: string): QueryTerm =>
  router.retrieve(word).terms[0] ?? { term: word, weight: 1, origin: "query", from: word, unit: "word" };
const K1 = 1.2;
const B = 0.75;

describe("jointScores", () => {
  it("a word held by a skill and a subagent: N = 3 entries, df = 2, average length over all three", () => {
    const { skills, agents } = router;
    const word = "web";
    const t = term(word).term;
    expect(skills.df.get(t)).toBe(1);
    expect(agents.df.get(t)).toBe(1);
    const lengths = [...skills.docs, ...agents.docs].map((d) => d.length);
    const avg = lengths.reduce((a, b) => a + b, 0) / 3;
    const idf = Math.log(1 + (3 - 2 + 0.5) / (2 + 0.5));
    const bm25 = (len: number) => (idf * (1 * (K1 + 1))) / (1 + K1 * (1 - B + (B * len) / avg));
    const [skillHit] = jointScores(skills, agents, [term(word)], { k1: K1, b: B });
    const [agentHit] = jointScores(agents, skills, [term(word)], { k1: K1, b: B });
    expect(skills.entries[skillHit.id].name).toBe("deploy-guide");
    expect(skillHit.score).toBeCloseTo(bm25(skills.docs[skillHit.id].length), 9);
    expect(agentHit.score).toBeCloseTo(bm25(agents.docs[agentHit.id].length), 9);
  });

  it("a word only one list holds weighs more than a word both hold (df 1 of 3 against 2 of 3)", () => {
    const { skills, agents } = router;
    const only = jointScores(agents, skills, [term("cluster")], { k1: K1, b: B })[0].score;
    const both = jointScores(agents, skills, [term("web")], { k1: K1, b: B })[0].score;
    expect(only).toBeGreaterThan(both);
  });

  it("a word neither index holds scores nothing", () => {
    expect(jointScores(router.skills, router.agents, [term("kubernetes")], { k1: K1, b: B })).toEqual([]);
  });
});
