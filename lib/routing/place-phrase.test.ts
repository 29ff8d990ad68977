// Where the work happens is not what it is about (place-phrase.ts): the words of a place phrase, read
// by grammar, and their terms weighed less, on requests and a catalog of our own.
import { describe, expect, it } from "vitest";
import { parseEntry } from "../skills/catalog";
import { PLACE_WEIGHT, placeWords, weighPlaces } from "./place-phrase";
import { buildRouter } from "./router";
import type { QueryTerm } from "./trace";
import { words } from "./words";

/** the place's words as the prompt writes them (placeWords holds their stems and stripped forms too) */
const place = (prompt: string) => {
  const written = new Set(words(prompt).map((w) => w.text));
  return [...placeWords(prompt)].filter((w) => written.has(w)).sort();
};

describe("the place phrase, in English", () => {
  it("is a preposition of place, a determiner and a noun at the clause's end", () => {
    expect(place("show me every caller of initCache in the workspace")).toEqual(["workspace"]);
    expect(place("rename oldName to newName across our codebase, then run the tests")).toEqual(["codebase"]);
    expect(place("restart the worker on the staging box")).toEqual(["box", "staging"]);
    expect(place("count the TODO markers in my project and list them")).toEqual(["project"]);
  });
  it("may take two determiners", () => {
    expect(place("bump the version throughout all the packages")).toEqual(["packages"]);
  });
  it("needs a definite determiner or a possessive: bare, or after a / an, the word is what the job uses", () => {
    expect(place("post the changelog on mastodon")).toEqual([]);
    expect(place("draw the flow in plantuml")).toEqual([]);
    expect(place("tally the votes in a spreadsheet")).toEqual([]);
  });
  it("is not a source: from", () => {
    expect(place("make a slide deck from our outline")).toEqual([]);
  });
  it("is no place when a third word follows it in the same clause", () => {
    expect(place("put the cache in the shared folder for every worker")).toEqual([]);
  });
  it("is no place for a file name, a path or a pronoun", () => {
    expect(place("fix the off-by-one in the parser.ts")).toEqual([]);
    expect(place("grep for TODO in the src/lib")).toEqual([]);
    expect(place("there is a bug in this one")).toEqual([]);
  });
  it("leaves out a word the request also writes outside the place", () => {
    expect(place("clone the repo into a temp dir and count files in the repo")).toEqual([]);
  });
  it("is not read where there is no preposition", () => {
    expect(place("set up a new repository for the team")).toEqual([]);
  });
});

describe("the place phrase, in Korean", () => {
  it("is a noun before 전체에서 / 안에서", () => {
    expect(place("워크스페이스 전체에서 옛 이름 바꿔줘")).toEqual(["워크스페이스", "전체에서"]);
    expect(place("packages 안에서 console.log 지워줘")).toEqual(["packages", "안에서"]);
  });
  it("is not a bare -에서, which is a source as often as a place", () => {
    expect(place("저장소에서 initCache 호출 찾아줘")).toEqual([]);
  });
  it("is no place for a file name or a path", () => {
    expect(place("src/lib 안에서 TODO 찾아줘")).toEqual([]);
  });
});

const term = (t: string, from: string, origin: QueryTerm["origin"] = "query"): QueryTerm => ({
  term: t,
  weight: 1,
  origin,
  from,
  unit: "word",
});

describe("weighing", () => {
  it("scales every term a place word yields, its parts and dictionary terms too", () => {
    const terms = [
      term("find", "find"),
      term("workspace", "workspace"),
      term("work", "workspace", "part"),
      term("작업", "workspace", "synonym"),
    ];
    weighPlaces(terms, new Set(["workspace"]), undefined, 0.25);
    expect(terms.map((t) => t.weight)).toEqual([1, 0.25, 0.25, 0.25]);
  });
  it("keeps the weights when the place is all the request says that the index knows", () => {
    const terms = [term("what", "what"), term("repo", "repo")];
    weighPlaces(terms, new Set(["repo"]), (t) => (t === "repo" ? 4 : 0), 0.25);
    expect(terms.map((t) => t.weight)).toEqual([1, 1]);
  });
});

describe("in retrieval", () => {
  const skill = (name: string, description: string) =>
    parseEntry(`${name}/SKILL.md`, `---\nname: ${name}\ndescription: "${description}"\n---\n# ${name}\n`)!;
  // a skill about repositories says "repo" often; the search skill says what it does
  const router = buildRouter([
    skill("repo-admin", "Create a repo, archive a repo, set repo permissions and repo settings for a team repo."),
    skill("code-search", "Find every call of a function or symbol across source code."),
    skill("meeting-notes", "Summarise meeting notes."),
    skill("photo-resize", "Resize photos."),
    skill("weather-now", "Tell the weather."),
  ]);

  it("the job outweighs the place it happens in", () => {
    const r = router.retrieve("find every call of initCache in the repo");
    expect(r.terms.find((t) => t.term === "repo")?.weight).toBeCloseTo(PLACE_WEIGHT, 10);
    expect(r.hits[0].name).toBe("code-search");
  });
  it("a request about the repository still reaches the repository skill", () => {
    expect(router.retrieve("create a repo").hits[0].name).toBe("repo-admin");
  });
});
