// A routing link just opened (/routing/#...): its bundled catalog, settings and "why not" skill are
// applied, and a note says what changed and what was refused, with a way back to the user's own
// settings. The link format is lib/routing/link.ts.
import { SETTING_LABELS } from "@/lib/routing/settings";
import type { RouteLink } from "@/lib/routing/link";
import { BUNDLED_CATALOGS } from "@/components/skills/catalog-sources";
import type { RoutingUiSettings } from "../ui-settings";
import type { RoutingContext } from "./context";
import type { RoutingState } from "./types";

/** "SCORE_MIN 4", "synonyms off": a setting the link changed, by its label in lib/routing/settings.ts. */
function describeSetting(key: string, value: unknown): string {
  const label = SETTING_LABELS[key as keyof typeof SETTING_LABELS] ?? key;
  return `${label} ${typeof value === "boolean" ? (value ? "on" : "off") : String(value)}`;
}

export function linkPart(ctx: RoutingContext) {
  const { set, get } = ctx;
  return {
    async openLink(link: RouteLink, refused: string[]) {
      await get().boot();
      const previous = get().settings;
      const bad = [...refused];
      if (link.catalog) {
        if (!BUNDLED_CATALOGS.some((b) => b.id === link.catalog)) bad.push(`cat=${link.catalog} (no bundled catalog of that name)`);
        else if (get().catalog.label !== `${link.catalog} (bundled)`) await get().loadBundled(link.catalog);
      }
      const patch: Partial<RoutingUiSettings> = { ...link.settings };
      const applied = Object.entries(patch)
        .filter(([k, v]) => previous[k as keyof RoutingUiSettings] !== v)
        .map(([k, v]) => describeSetting(k, v));
      if (Object.keys(patch).length) get().setSettings(patch);
      if (link.why) set({ whyName: link.why });
      set({
        linkNote: {
          applied,
          refused: bad,
          previous,
          catalog: link.catalog && !bad.some((x) => x.startsWith("cat=")) ? link.catalog : null,
        },
      });
    },

    closeLinkNote(restore: boolean) {
      const note = get().linkNote;
      if (restore && note) get().setSettings(note.previous);
      set({ linkNote: null });
    },
  } satisfies Partial<RoutingState>;
}
