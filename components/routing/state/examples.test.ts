// The first example prompt the routing screen offers over the bundled devkit catalog is one the
// router, as shipped, gets right: a new user's first pick should show the router working.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "@/lib/skills/catalog";
import { parseGold } from "@/lib/routing/bench";
import { exampleGroups } from "@/lib/routing/cases-for-catalog";
import { buildRouter } from "@/lib/routing/router";
import { DEFAULT_SYNONYMS } from "@/lib/routing/synonyms";
import { readCatalogDir } from "@/cli/io";
import { routerSettings, DEFAULT_UI_SETTINGS } from "../ui-settings";
import { BUNDLED_GOLD } from "./bench";

const ROOT = path.resolve(__dirname, "../../..");

describe("the routing screen's first example over its bundled catalog", () => {
  for (const g of BUNDLED_GOLD) {
    it(`${g.title} over ${g.catalog}: the first one shown is a hit`, () => {
      const entries = loadCatalog(readCatalogDir(path.join(ROOT, "fixtures/catalogs", g.catalog)), g.catalog).entries;
      // the screen's router: its default settings, as the worker builds it
      const router = buildRouter(entries, routerSettings(DEFAULT_UI_SETTINGS, DEFAULT_SYNONYMS));
      const { cases, errors } = parseGold(fs.readFileSync(path.join(ROOT, g.file.replace(/^\//, "")), "utf8"));
      expect(errors).toEqual([]);
      const first = exampleGroups(cases, g.lead)[0][1][0];
      const t = router.route(first.query);
      expect(t.decision, `${first.id}: ${first.query}`).toBe("skill");
      expect([...first.gold, ...(first.acceptable ?? [])]).toContain(t.chosen);
    });
  }
});
