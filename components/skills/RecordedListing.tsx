"use client";
// The skill listing the model held at this step, as the recording wrote it, beside the listing the
// rule gives the catalog loaded on the Catalog screen (rules.md#skills-listing). Reading, the rule and
// the comparison are lib/skills/recorded-listing.ts and listing.ts; characters need no tokenizer,
// so they run here, and this only draws their answer.
import { useMemo, useState } from "react";
import type { View } from "@/components/state/types";
import type { Catalog } from "@/lib/skills/catalog";
import { currentStep, useInspector } from "@/components/state/store";
import { ALL_LISTING_PRESETS, listingBudget, listingPresetFor } from "@/lib/skills/listing";
import {
  compareListings,
  listingEvents,
  recordedListingAt,
  simulateRecordedListing,
  type ListingMark,
  type ListingRow,
} from "@/lib/skills/recorded-listing";
import { chars4Counter } from "@/lib/tokens/estimators";
import { RuleLink } from "@/components/ui/RuleLink";
import { fmt } from "@/components/inspector/format";
import { useLoadedCatalog } from "./loaded-catalog";

const MARK_LABEL: Record<ListingMark, string> = {
  same: "same",
  "only-recorded": "only in the recording",
  "only-simulated": "only in the simulation",
  "cut-differently": "cut differently",
};
const MARKS = Object.keys(MARK_LABEL) as ListingMark[];
/** rows drawn before "show all": a listing can name a thousand skills */
const FIRST_ROWS = 150;

const windowLabel = (w: number) => (w >= 1_000_000 ? `${w / 1_000_000}M` : `${Math.round(w / 1000)}k`);

/** How much of a description was shown, in characters; "name only" when none. */
function Shown({ chars, nameOnly, cut }: { chars: number; nameOnly: boolean; cut: boolean }) {
  if (nameOnly) return <span className="badge warn">name only</span>;
  return (
    <span className="mono" title={cut ? "cut: ends with …" : "whole"}>
      {fmt(chars)}
      {cut ? " …" : ""}
    </span>
  );
}

/** The Skills tab's section: the step from the inspector, the catalog from the Catalog screen. */
export function RecordedListing({ view }: { view: View }) {
  const step = useInspector(currentStep);
  const setStep = useInspector((s) => s.setStep);
  const catalog = useLoadedCatalog((s) => s.catalog);
  const catalogLabel = useLoadedCatalog((s) => s.label);
  return <RecordedListingAt view={view} step={step} catalog={catalog} catalogLabel={catalogLabel} onStep={setStep} />;
}

export function RecordedListingAt({
  view,
  step,
  catalog,
  catalogLabel,
  onStep: setStep,
}: {
  view: View;
  step: number;
  catalog: Catalog | null;
  catalogLabel: string | null;
  onStep: (step: number) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const { session } = view;
  const win = view.settings.window;
  const events = useMemo(() => listingEvents(session), [session]);
  const rec = useMemo(() => (events.length ? recordedListingAt(session, step) : null), [events, session, step]);
  const sim = useMemo(
    () => (rec && catalog ? simulateRecordedListing(rec, catalog.entries, win, chars4Counter) : null),
    [rec, catalog, win],
  );
  const cmp = useMemo(() => (rec && sim ? compareListings(rec.entries, sim.listing) : null), [rec, sim]);
  if (!events.length) return null;

  if (!rec) {
    return (
      <div className="sub" data-testid="recorded-listing">
        <h3>
          Skill listing the model saw <RuleLink anchor="skills-listing" />
        </h3>
        <p className="muted">
          None yet at this step; the first is at{" "}
          <button className="linkbtn" onClick={() => setStep(events[0])}>
            step {fmt(events[0] + 1)}
          </button>
          .
        </p>
      </div>
    );
  }

  const choice = listingPresetFor(rec.version);
  const preset = ALL_LISTING_PRESETS[choice.preset];
  const budget = listingBudget({ preset: choice.preset, window: win });
  const namesOnly = rec.entries.filter((e) => e.nameOnly).length;
  const cut = rec.entries.filter((e) => e.truncated).length;
  const rows: ListingRow[] =
    cmp?.rows ??
    rec.entries.map((e) => ({ name: e.name, mark: "only-recorded", recorded: e, why: e.bundled ? "Claude Code's own skill" : "" }));
  const shownRows = showAll ? rows : rows.slice(0, FIRST_ROWS);

  return (
    <div className="sub" data-testid="recorded-listing" data-event={rec.event}>
      <h3>
        Skill listing the model saw <RuleLink anchor="skills-listing" />
      </h3>
      <p className="kv-line" data-testid="recorded-listing-summary">
        {fmt(rec.skillCount)} skills, written at{" "}
        <button className="linkbtn" onClick={() => setStep(rec.event)}>
          step {fmt(rec.event + 1)}
        </button>
        {rec.added > 0 && `, ${fmt(rec.added)} more announced after it`}
        {rec.version && ` by Claude Code ${rec.version}`}. {fmt(rec.width)} characters against a {fmt(budget)}-character budget (1% of a{" "}
        {windowLabel(win)}-token window × 4 characters a token; characters as Claude Code counts them, a wide character as 2).{" "}
        {fmt(namesOnly)} by name only, {fmt(cut)} cut short (…).
      </p>
      <p className="faint" data-testid="recorded-listing-rule">
        Rule: {choice.reason}. Source: {preset.source}.
      </p>
      {sim && cmp ? (
        <p className="note" data-testid="recorded-listing-sim">
          Beside it, the listing the rule gives <b>{catalogLabel ?? "the loaded catalog"}</b>
          {sim.ownFromRecording > 0 && ` with ${fmt(sim.ownFromRecording)} of Claude Code's own skills taken from the recording`}:{" "}
          {fmt(sim.listing.width)} characters, {fmt(sim.listing.entries.filter((e) => e.fate === "name-only").length)} by name only.{" "}
          {MARKS.map((m) => `${fmt(cmp.counts[m])} ${MARK_LABEL[m]}`).join(" · ")}.
        </p>
      ) : (
        <p className="faint">Load a catalog on the Catalog screen to see the rule&apos;s listing of it beside this one.</p>
      )}
      <table className="cats" data-testid="recorded-listing-table">
        <thead>
          <tr>
            <th scope="col">Skill</th>
            <th scope="col" title="characters of its description the model was shown, as recorded">
              Recorded, characters
            </th>
            {cmp && (
              <>
                <th scope="col" title="characters of its description the rule shows, simulated">
                  Simulated, characters
                </th>
                <th scope="col" />
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {shownRows.map((r, k) => (
            <tr key={k} data-testid="recorded-listing-row" data-name={r.name} data-mark={cmp ? r.mark : undefined}>
              <td>
                <span className="mono">{r.name}</span>
                {r.why && <div className="faint why">{r.why}</div>}
              </td>
              <td className="num">
                {r.recorded ? <Shown chars={r.recorded.shownChars} nameOnly={r.recorded.nameOnly} cut={r.recorded.truncated} /> : "—"}
              </td>
              {cmp && (
                <>
                  <td className="num">
                    {r.simulated ? (
                      <Shown
                        chars={r.simulated.shownChars}
                        nameOnly={r.simulated.fate === "name-only"}
                        cut={r.simulated.fate === "trimmed" || r.simulated.fate === "capped"}
                      />
                    ) : (
                      "—"
                    )}
                  </td>
                  <td>
                    <span className={`badge ${r.mark === "same" ? "ok" : "warn"}`}>{MARK_LABEL[r.mark]}</span>
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > FIRST_ROWS && (
        <button className="linkbtn" onClick={() => setShowAll(!showAll)} data-testid="recorded-listing-all">
          {showAll ? `Show the first ${FIRST_ROWS}` : `Show all ${fmt(rows.length)} skills`}
        </button>
      )}
    </div>
  );
}
