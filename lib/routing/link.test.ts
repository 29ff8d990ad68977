// A routing question as a link: what goes in comes back out, and a hostile fragment gives a
// usable link with what was refused named, or no link at all.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeRouteLink, encodeRouteLink, LINK_MAX_PROMPT, linkSettings, type RouteLink } from "./link";
import { DEFAULT_ROUTER_SETTINGS } from "./settings";

const defaults = {
  scoreMin: DEFAULT_ROUTER_SETTINGS.scoreMin,
  topK: DEFAULT_ROUTER_SETTINGS.topK,
  nearTieRatio: DEFAULT_ROUTER_SETTINGS.nearTieRatio,
  equivalentSimilarity: DEFAULT_ROUTER_SETTINGS.equivalentSimilarity,
  confidenceMin: DEFAULT_ROUTER_SETTINGS.confidenceMin,
  bodyWeight: DEFAULT_ROUTER_SETTINGS.bodyWeight,
  koreanMode: DEFAULT_ROUTER_SETTINGS.koreanMode,
  synonyms: DEFAULT_ROUTER_SETTINGS.synonyms,
  decompose: DEFAULT_ROUTER_SETTINGS.decompose,
};

describe("route links", () => {
  it("carry the prompt, catalog, skill and changed settings, and nothing else", () => {
    const settings = linkSettings({ ...defaults, scoreMin: 8, koreanMode: "strip", decompose: true });
    expect(settings).toEqual({ scoreMin: 8, koreanMode: "strip", decompose: true });
    const link: RouteLink = { prompt: "코드리뷰 좀 해줘 & check #3 = ok?", catalog: "devkit", why: "code-review", settings };
    const hash = encodeRouteLink(link);
    expect(hash.startsWith("#q=")).toBe(true);
    expect(decodeRouteLink(hash)).toEqual({ link, refused: [] });
    // defaults only: the link is the prompt
    expect(encodeRouteLink({ prompt: "hi there", settings: linkSettings(defaults) })).toBe("#q=hi+there");
  });

  it("round-trips any prompt and any valid settings", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim() !== ""),
        fc.record({
          scoreMin: fc.double({ min: 0, max: 1000, noNaN: true }),
          topK: fc.integer({ min: 1, max: 50 }),
          nearTieRatio: fc.double({ min: 0.5, max: 1, noNaN: true }),
        }),
        (prompt, s) => {
          const link: RouteLink = { prompt, settings: s };
          expect(decodeRouteLink(encodeRouteLink(link))!.link).toEqual(link);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is no link without a prompt: the tabs' own fragments and empty ones", () => {
    for (const h of ["", "#", "#bench", "#dictionary", "#s=abc", "#q=", "#q=%20%20", "#cat=devkit"]) expect(decodeRouteLink(h)).toBeNull();
  });

  it("refuses, by name, a setting out of range, a bad mode, a flag that is not 1 or 0, and an oversized name", () => {
    const r = decodeRouteLink(
      `#q=hello&scoreMin=-3&topK=2.5&nearTieRatio=0.2&bodyWeight=abc&koreanMode=zz&synonyms=yes&why=${"x".repeat(500)}&equivalentSimilarity=0.4`,
    )!;
    expect(r.link).toEqual({ prompt: "hello", settings: { equivalentSimilarity: 0.4 } });
    expect(r.refused).toHaveLength(7);
    for (const said of [
      "scoreMin=-3 (takes 0 to 1000)",
      "topK=2.5",
      "nearTieRatio=0.2",
      "bodyWeight=abc",
      "koreanMode=zz",
      "synonyms=yes (takes 1 or 0)",
      "why (not a name)",
    ]) {
      expect(r.refused.some((x) => x.startsWith(said))).toBe(true);
    }
  });

  it("cuts a prompt past the cap and says so; bad percent-encoding does not throw", () => {
    const r = decodeRouteLink(`#q=${"a".repeat(LINK_MAX_PROMPT + 10)}`)!;
    expect(r.link.prompt).toHaveLength(LINK_MAX_PROMPT);
    expect(r.refused[0]).toMatch(/past 4000 characters/);
    expect(decodeRouteLink("#q=%E0%A4%A&cat=%ZZ")!.link.prompt.length).toBeGreaterThan(0);
  });

  it("names a broken escape and a key no routing link carries, and keeps the rest", () => {
    // "%E0%A4%A": the last % has one hex digit after it; "%ZZ" none; "top-k" is not "topK"
    const r = decodeRouteLink("#q=%E0%A4%A&cat=%ZZ&top-k=3&topK=4")!;
    expect(r.refused).toEqual([
      "q (a % at character 7 starts no escape; read as written)",
      "cat (a % at character 1 starts no escape; read as written)",
      "top-k (not something a routing link carries)",
    ]);
    expect(r.link.settings).toEqual({ topK: 4 });
    // bytes that are no UTF-8: %FF alone
    expect(decodeRouteLink("#q=ab%FFcd")!.refused).toEqual(["q (its escapes are not UTF-8; read as written)"]);
    // a clean link refuses nothing
    expect(decodeRouteLink("#q=how%20many%20tests%3F&cat=devkit")!.refused).toEqual([]);
  });
});
