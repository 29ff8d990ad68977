// Body evidence in retrieval: hand-worked BM25 on catalog-shaped text of our own.
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../skills/catalog";
import { bodyQuery, buildBodyIndex } from "./body";
import { addBodyEvidence, bodyEvidenceWeight } from "./body-evidence";
import { buildRouter } from "./router";
import type { QueryTerm } from "./trace";

const skill = (name: string, description: string, body: string) => ({
  path: `skills/${name}/SKILL.md`,
  text: `---\nname: ${name}\ndescription: ${description}\n---\n${body}\n`,
});

// six bodies of four, one, two, two, one and one words; no word of them is a stop word or changes when stemmed
const entries = loadCatalog([
  skill("lake-reader", "Reads parquet tables.", "bucket bucket parquet duckdb"),
  skill("table-formats", "Compares table formats.", "parquet"),
  skill("stream-ingest", "Lands events.", "kafka duckdb"),
  skill("frame-tools", "Works on data frames.", "duckdb bucket"),
  skill("job-scheduler", "Schedules jobs.", "airflow"),
  skill("notebook-runner", "Runs notebooks.", "jupyter"),
]).entries;
const opts = { koreanMode: "both" as const, stemEnglish: true };
const q = (term: string): QueryTerm => ({ term, weight: 1, origin: "query", unit: "word" }) as QueryTerm;
const [lake, formats, stream, frames] = ["lake-reader", "table-formats", "stream-ingest", "frame-tools"].map((n) =>
  entries.findIndex((e) => e.name === n),
);
// the indexed text's postings, by hand: only lake-reader's description holds one of the words, "parquet"
const ix = { postings: new Map([["parquet", { ids: Int32Array.of(lake), tfs: Int32Array.of(1) }]]) };
const query = [q("bucket"), q("parquet"), q("duckdb")];

describe("addBodyEvidence", () => {
  it("adds weight × the body's BM25 of the terms an entry's indexed text lacks, when its body holds two of them", () => {
    const bi = buildBodyIndex(entries, opts);
    const hits = addBodyEvidence(
      bi,
      ix,
      [
        { id: lake, score: 5 },
        { id: stream, score: 1 },
      ],
      bodyQuery(bi, query),
      0.5,
      1.2,
      0.75,
    );
    // N = 6 bodies, 11 words, average 11/6. Lucene IDF: bucket and parquet in 2 bodies, duckdb in 3
    // (half of them: not yet a common word)
    const idf2 = Math.log(1 + 4.5 / 2.5);
    const idf3 = Math.log(1 + 3.5 / 3.5);
    // lake-reader (4 words, norm 1.2 (0.25 + 0.75 × 4 / (11/6)) = 2.263636): bucket twice, duckdb once;
    // "parquet" is in its description, so its body adds nothing for it
    const lakeEvidence = 0.5 * ((idf2 * 2 * 2.2) / (2 + 2.263636) + (idf3 * 2.2) / (1 + 2.263636));
    // frame-tools (2 words, norm 1.2 (0.25 + 0.75 × 2 / (11/6)) = 1.281818): bucket and duckdb once, no BM25 hit before
    const framesEvidence = 0.5 * ((idf2 * 2.2) / (1 + 1.281818) + (idf3 * 2.2) / (1 + 1.281818));
    // table-formats (parquet) and stream-ingest (duckdb) hold one word each: no evidence, no new hit
    expect(hits.map((h) => h.id)).toEqual([lake, stream, frames]);
    expect(hits.map((h) => h.id)).not.toContain(formats);
    expect(hits[0].score).toBeCloseTo(5 + lakeEvidence, 5);
    expect(hits[0].score).toBeCloseTo(5.7649, 5);
    expect(hits[0].body).toBeCloseTo(lakeEvidence, 5);
    expect(hits[1]).toEqual({ id: stream, score: 1 });
    expect(hits[2].score).toBeCloseTo(framesEvidence, 5);
    expect(hits[2].score).toBeCloseTo(0.830497, 5);
  });

  it("leaves the hits alone at weight 0 or for words no body holds", () => {
    const bi = buildBodyIndex(entries, opts);
    expect(addBodyEvidence(bi, ix, [{ id: lake, score: 5 }], bodyQuery(bi, query), 0, 1.2, 0.75)).toEqual([{ id: lake, score: 5 }]);
    expect(addBodyEvidence(bi, ix, [{ id: lake, score: 5 }], bodyQuery(bi, [q("airflow"), q("dbt")]), 1, 1.2, 0.75)).toEqual([
      { id: lake, score: 5 },
    ]);
  });

  it("ramps in with the prompt's own words as the rerank does: none up to 3, a third at 4, all from 6", () => {
    expect(bodyEvidenceWeight(0.3, 3)).toBe(0);
    expect(bodyEvidenceWeight(0.3, 4)).toBeCloseTo(0.1, 12);
    expect(bodyEvidenceWeight(0.3, 6)).toBeCloseTo(0.3, 12);
    expect(bodyEvidenceWeight(0.3, 20)).toBeCloseTo(0.3, 12);
  });
});

describe("body evidence in the router", () => {
  const catalog = loadCatalog([
    skill(
      "lake-reader",
      "Reads parquet tables.",
      "Point it at an object store bucket, pick the partition folder, and read the files with duckdb.",
    ),
    skill("chart-maker", "Draws charts for slides.", "Pick a chart type and label the axes."),
  ]).entries;
  const prompt = "open the partition folder in the bucket with duckdb";

  it("a skill whose body alone holds the request's words is retrieved only with body evidence on", () => {
    const off = buildRouter(catalog, { bodyEvidence: 0 })
      .retrieve(prompt)
      .hits.map((h) => h.name);
    expect(off).not.toContain("lake-reader");
    const on = buildRouter(catalog, { bodyEvidence: 0.3 }).route(prompt);
    const retrieval = on.stages.find((s) => s.stage === "retrieval");
    expect(retrieval && "top" in retrieval ? retrieval.top.map((t) => t.name) : []).toContain("lake-reader");
  });
});
