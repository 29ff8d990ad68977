"use client";
// The listing's figures as four cards: the budget it fills (and how an over-budget listing is
// shortened), its cost per turn, the noise tax over a session, and the fate of each entry.
import { fmt } from "@/components/inspector/format";
import { ESTIMATOR_LABEL } from "@/lib/model";
import { ALL_LISTING_PRESETS, type Listing } from "@/lib/skills/listing";
import { RuleLink } from "@/components/ui/RuleLink";
import type { ListingPreset } from "./catalog-protocol";
import { FATES, FATE_CLASS, FATE_LABEL } from "./listing-fates";
import { PRESET_NAME } from "./PresetSelect";
import c from "./catalog.module.css";
import s from "./skills.module.css";

function BudgetCard({ listing, preset, windowSize }: { listing: Listing; preset: ListingPreset; windowSize: number }) {
  const p = ALL_LISTING_PRESETS[preset];
  const used = listing.width / Math.max(1, listing.budgetChars);
  return (
    <div className={c.card} data-testid="listing-budget">
      <div className={c.cardLabel}>listing budget</div>
      <div className={c.cardBig}>
        {fmt(listing.width)} <span className={c.cardOf}>/ {fmt(listing.budgetChars)} chars</span>
      </div>
      <div className={c.meter} aria-hidden>
        <span style={{ width: `${Math.min(100, used * 100)}%` }} className={listing.overBudget ? s.truncated : s.kept} />
      </div>
      <div className={c.cardNote}>
        {p.budgetShare * 100}% of {fmt(windowSize)} tokens × 4 chars, counted in columns (a wide character counts 2).{" "}
        {listing.overBudget ? (
          <span className={s.tTruncated}>
            Over budget as written: descriptions were {p.mode === "trim-evenly" ? "trimmed evenly" : "dropped, least-invoked first"}.
          </span>
        ) : (
          "Everything fits."
        )}{" "}
        <RuleLink anchor="skills-listing" />
        <div className="faint" data-testid="listing-source">
          {PRESET_NAME[preset]}: {p.source}
        </div>
      </div>
    </div>
  );
}

function FatesCard({ listing }: { listing: Listing }) {
  const counts = FATES.map((f) => [f, listing.entries.filter((e) => e.fate === f).length] as const);
  const lost = listing.entries.reduce((a, e) => a + (e.fate === "not-listed" ? 0 : e.lostChars), 0);
  return (
    <div className={c.card} data-testid="listing-fates">
      <div className={c.cardLabel}>fate of each entry</div>
      <div className={c.fateCounts}>
        {counts.map(([f, n]) => (
          <span key={f} data-fate={f} className={n ? "" : "faint"}>
            <span className={`${s.status} ${FATE_CLASS[f]}`}>{FATE_LABEL[f]}</span> {n}
          </span>
        ))}
      </div>
      <div className={c.cardNote}>{fmt(lost)} characters of descriptions the model never sees</div>
    </div>
  );
}

export function ListingCards({
  listing,
  preset,
  windowSize,
  turns,
}: {
  listing: Listing;
  preset: ListingPreset;
  windowSize: number;
  turns: number;
}) {
  return (
    <div className={c.cards}>
      <BudgetCard listing={listing} preset={preset} windowSize={windowSize} />
      <div className={c.card} data-testid="listing-cost">
        <div className={c.cardLabel}>cost per turn</div>
        <div className={c.cardBig}>
          {fmt(listing.tokens)} <span className={c.cardOf}>tokens ({ESTIMATOR_LABEL[listing.estimator]}, estimate)</span>
        </div>
        <div className={c.cardNote}>carried in every request of the session; not re-injected after a compaction</div>
      </div>
      <div className={c.card} data-testid="listing-noise">
        <div className={c.cardLabel}>noise tax over {fmt(turns)} turns</div>
        <div className={c.cardBig}>
          {fmt(listing.tokens * turns)} <span className={c.cardOf}>tokens</span>
        </div>
        <div className={c.cardNote}>
          {fmt(listing.tokens)} × {fmt(turns)} turns of input spent on describing{" "}
          {listing.entries.filter((e) => e.fate !== "not-listed").length} skills
        </div>
      </div>
      <FatesCard listing={listing} />
    </div>
  );
}
