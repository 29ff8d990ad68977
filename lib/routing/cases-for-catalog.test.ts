import { describe, expect, it } from "vitest";
import type { GoldCase } from "./bench";
import { casesForCatalog, exampleGroups } from "./cases-for-catalog";

const c = (id: string, kind: GoldCase["kind"], gold: string[]): GoldCase => ({ id, kind, query: id, gold });

const cases = [
  c("greet", "chitchat", []),
  c("edit", "native", []),
  c("notes", "single", ["release-notes"]),
  c("two", "compound", ["release-notes", "changelog"]),
  c("slash", "slash", ["deploy-production"]),
];

describe("casesForCatalog", () => {
  it("keeps the prompts that need no skill over any catalog, even one whose names are unknown", () => {
    expect(casesForCatalog(cases, null).map((x) => x.id)).toEqual(["greet", "edit"]);
  });

  it("keeps a skill prompt only when every one of its gold skills is in the catalog", () => {
    const ids = casesForCatalog(cases, new Set(["release-notes", "deploy-production"])).map((x) => x.id);
    // "two" also needs changelog, which this catalog lacks
    expect(ids).toEqual(["greet", "edit", "notes", "slash"]);
  });

  it("keeps every case over a catalog that has all the gold skills", () => {
    expect(casesForCatalog(cases, new Set(["release-notes", "changelog", "deploy-production"]))).toHaveLength(cases.length);
  });

  it("drops a skill prompt with an empty gold list, which names nothing to find", () => {
    expect(casesForCatalog([c("odd", "single", [])], new Set(["x"]))).toEqual([]);
  });
});

describe("exampleGroups", () => {
  const ids = (g: ReturnType<typeof exampleGroups>) => g.map(([k, cs]) => `${k}:${cs.map((x) => x.id).join(",")}`);
  const more = [...cases, c("notes2", "single", ["changelog"])];

  it("groups by kind in GOLD_KINDS order, each group in the set's order", () => {
    expect(ids(exampleGroups(more))).toEqual(["single:notes,notes2", "native:edit", "chitchat:greet", "slash:slash", "compound:two"]);
  });

  it("puts the lead case first: first in its group, and its group first", () => {
    expect(ids(exampleGroups(more, "notes2"))).toEqual([
      "single:notes2,notes",
      "native:edit",
      "chitchat:greet",
      "slash:slash",
      "compound:two",
    ]);
    expect(ids(exampleGroups(more, "slash"))[0]).toBe("slash:slash");
    expect(exampleGroups(more, "slash")[0][1][0].id).toBe("slash");
  });

  it("ignores a lead that is not among the cases", () => {
    expect(ids(exampleGroups(more, "gone"))).toEqual(ids(exampleGroups(more)));
  });
});
