// An entry's terms worked out ahead (while its file is read) are the ones the index build would
// work out itself, on the bundled catalog's own text; an entry changed since is worked out again.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogDir } from "../../cli/io";
import { loadCatalog } from "../skills/catalog";
import { entryTerms, indexText, primeEntryTerms } from "./entry-terms";
import { buildRouter } from "./router";
import { DEFAULT_ROUTER_SETTINGS } from "./settings";
import { analyze } from "./text";

const ROOT = path.resolve(__dirname, "../..");
const load = () => loadCatalog(readCatalogDir(path.join(ROOT, "fixtures/catalogs/devkit")), "devkit").entries;

describe("entry terms", () => {
  it("counts each term of the indexed text as the analyser reads it", () => {
    const e = load().find((x) => x.kind === "skill")!;
    const t = entryTerms(e, DEFAULT_ROUTER_SETTINGS);
    const terms = analyze(indexText(e, DEFAULT_ROUTER_SETTINGS.dropBoundary, DEFAULT_ROUTER_SETTINGS.nameRepeat), DEFAULT_ROUTER_SETTINGS);
    expect(t.length).toBe(terms.length);
    expect([...t.tf.values()].reduce((a, b) => a + b, 0)).toBe(terms.length);
    for (const term of new Set(terms)) expect(t.tf.get(term)).toBe(terms.filter((x) => x === term).length);
  });

  it("primed ahead, the router is the one built from scratch: same index, same routes", () => {
    const cold = buildRouter(load());
    const primed = load();
    primeEntryTerms(primed);
    const warm = buildRouter(primed);
    expect(warm.skills.mini.toJSON()).toEqual(cold.skills.mini.toJSON());
    expect([...warm.skills.df]).toEqual([...cold.skills.df]);
    expect(warm.vocabulary.pairs).toEqual(cold.vocabulary.pairs);
    for (const p of ["review my pull request", "코드리뷰 해줘", "write release notes"])
      expect(warm.route(p).decision).toEqual(cold.route(p).decision);
  });

  it("works an entry out again once its description changed, and apart for other settings", () => {
    const e = load().find((x) => x.kind === "skill")!;
    const before = entryTerms(e, DEFAULT_ROUTER_SETTINGS);
    expect(entryTerms(e, DEFAULT_ROUTER_SETTINGS)).toBe(before);
    e.description = "zebra quagga okapi";
    const after = entryTerms(e, DEFAULT_ROUTER_SETTINGS);
    expect(after).not.toBe(before);
    expect(before.tf.has("zebra")).toBe(false);
    expect(after.tf.get("zebra")).toBe(1);
    // the name once more: as many more terms as the name has
    const nameOnceMore = entryTerms(e, { ...DEFAULT_ROUTER_SETTINGS, nameRepeat: DEFAULT_ROUTER_SETTINGS.nameRepeat + 1 });
    expect(nameOnceMore.length).toBe(after.length + analyze(e.name.replace(/[-_:]+/g, " "), DEFAULT_ROUTER_SETTINGS).length);
  });
});
