// The Routing screen's "saves … this turn" sets the router's injection against the skill listing the
// model would carry instead; the Catalog screen shows that listing's cost per turn. Both are the one
// rule (lib/skills/listing.ts, rules.md#skills-listing) under the same preset and window, so for one
// catalog the two figures are the same number. Worked out by hand on a catalog of our own.
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../skills/catalog";
import { DEFAULT_LISTING_BASIS, listingFor } from "../skills/listing";
import { chars4Counter } from "../tokens/estimators";
import { buildRouter } from "./router";

// 300 skills named skill-000 … skill-299 (9 characters), each with a 200-character description
const catalog = loadCatalog(
  Array.from({ length: 300 }, (_, i) => {
    const name = `skill-${String(i).padStart(3, "0")}`;
    const description = `Prepares invoice batch ${i} for the ledger. Use when the user asks for batch ${i}. `.padEnd(200, "z");
    return { path: `skills/${name}/SKILL.md`, text: `---\nname: ${name}\ndescription: ${description}\n---\nbody of ${name}\n` };
  }),
).entries;

describe("the listing cost on the Catalog and Routing screens", () => {
  it("is the same figure for one catalog under the default preset and window", () => {
    // What the Catalog screen asks its worker for first: the default preset (cc-2.1.88) at 200k.
    const onCatalog = listingFor(catalog, DEFAULT_LISTING_BASIS, chars4Counter).tokens;
    // What the routing worker builds on load, and what each routed prompt's trace carries.
    const router = buildRouter(catalog);
    const onRouting = router.route("please prepare invoice batch 7 for the ledger").listingTokens;
    expect(onRouting).toBe(onCatalog);
    expect(router.listingTokens).toBe(onCatalog);
    // By hand: budget 8,000. Names: 300 × (9 + 4) + 299 newlines = 4,199; the even share
    // floor((8,000 - 4,199) / 300) = 12 is under 20: names only, 300 × "- skill-NNN" (11) + 299 =
    // 3,599 characters, 900 tokens at characters / 4 (899.75, rounded). Listing every description
    // whole would have been 300 × 213 + 299 = 64,199 characters, 16,050 tokens: not what Claude Code carries.
    expect(onCatalog).toBe(900);
    expect(router.listing).toMatchObject({
      preset: "cc-2.1.88",
      window: 200_000,
      budgetChars: 8_000,
      chars: 3_599,
      namesOnly: 300,
      listed: 300,
    });
  });

  it("follows the preset and window it is given, and keeps them under new settings", () => {
    // 1M: budget 40,000; floor((40,000 - 4,199) / 300) = 119: each description cut to 118 and "…".
    // 300 × (2 + 9 + 2 + 119) + 299 = 39,899 characters, 9,975 tokens (9,974.75, rounded).
    const basis = { preset: "cc-2.1.88" as const, window: 1_000_000 };
    const onCatalog = listingFor(catalog, basis, chars4Counter).tokens;
    const router = buildRouter(catalog, undefined, { listing: basis });
    expect(onCatalog).toBe(9_975);
    expect(router.listingTokens).toBe(onCatalog);
    expect(router.withSettings({ scoreMin: 3 }).listingTokens).toBe(onCatalog);
    expect(router.withSettings({ koreanMode: "strip" }).listingTokens).toBe(onCatalog);
    // 2.1.129 and later drop descriptions whole, least invoked first (none invoked: the later first)
    const dropped = listingFor(catalog, { preset: "cc-2.1.129", window: 200_000 }, chars4Counter);
    expect(buildRouter(catalog, undefined, { listing: { preset: "cc-2.1.129", window: 200_000 } }).listingTokens).toBe(dropped.tokens);
  });
});
