// The Skills tab's recorded listing, drawn on the server from a session of our own: the summary
// names its counts with their units, and each skill's row carries its mark once a catalog is loaded.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { presetSettings } from "@/lib/context/settings";
import { loadCatalog } from "@/lib/skills/catalog";
import { ingest } from "@/lib/transcripts";
import type { View } from "@/components/state/types";
import { RecordedListingAt } from "./RecordedListing";

let n = 0;
const rec = (body: Record<string, unknown>) =>
  JSON.stringify({
    parentUuid: n ? `u${n}` : null,
    version: "2.1.116",
    uuid: `u${++n}`,
    timestamp: "2026-05-06T08:14:00.000Z",
    sessionId: "s",
    ...body,
  });
const content = [`- simplify: ${"b".repeat(40)}`, `- alpha: ${"a".repeat(38)}…`, "- beta", `- gamma: ${"d".repeat(30)}`].join("\n");
const session = ingest(
  [
    rec({ type: "user", message: { role: "user", content: "start" } }),
    rec({ type: "attachment", attachment: { type: "skill_listing", content, isInitial: true, skillCount: 4 } }),
  ].join("\n"),
  "s.jsonl",
);
// a 5,000-token window: a 200-character budget
const view = { session, settings: { ...presetSettings("cc-2.1.88"), window: 5_000 } } as unknown as View;
const catalog = loadCatalog(
  ["alpha", "beta", "gamma"].map((name, i) => ({
    path: `skills/${name}/SKILL.md`,
    text: `---\nname: ${name}\ndescription: ${"acd"[i].repeat(i === 2 ? 30 : 100)}\n---\n`,
  })),
);
const draw = (step: number, withCatalog: boolean) =>
  renderToStaticMarkup(
    createElement(RecordedListingAt, { view, step, catalog: withCatalog ? catalog : null, catalogLabel: "ours", onStep: () => {} }),
  );

describe("the recorded listing in the Skills tab", () => {
  it("points to the first listing before it is written", () => {
    expect(draw(0, false)).toContain("None yet at this step; the first is at");
  });

  it("shows the listing the model saw, in characters against the budget", () => {
    const html = draw(1, false);
    expect(html).toContain("4 skills, written at");
    expect(html).toContain("148 characters against a 200-character budget");
    expect(html).toContain("1 by name only, 1 cut short");
    expect(html.match(/data-testid="recorded-listing-row"/g)).toHaveLength(4);
  });

  it("marks each skill against the rule's listing of the loaded catalog", () => {
    const html = draw(1, true);
    // the rule of 2.1.116 at 200 characters: simplify whole (Claude Code's own), the others' even
    // share floor((200 - 53 - 28) / 3) = 39: alpha 39 as recorded, beta cut where it was by name
    expect(html).toContain('data-name="simplify" data-mark="same"');
    expect(html).toContain('data-name="alpha" data-mark="same"');
    expect(html).toContain('data-name="beta" data-mark="cut-differently"');
    expect(html).toContain('data-name="gamma" data-mark="same"');
  });
});
