"use client";
// Listing: the skill listing the model sees at every session start (rules.md#skills-listing), built
// by lib/skills/listing.ts in the worker from a preset and a window (the Routing screen's "saves"
// figure is the same listing): the budget (1% of the window in characters), each entry's fate and
// the characters it loses, and what carrying it costs per turn and over a session.
import { useEffect, useMemo, useState } from "react";
import { ESTIMATOR_LABEL, type Estimator } from "@/lib/model";
import {
  ALL_LISTING_PRESETS,
  DEFAULT_LISTING_WINDOW,
  LISTING_BY_VERSION,
  LISTING_PRESETS,
  type EntryFate,
  type Listing,
  type ListingPresetId,
} from "@/lib/skills/listing";
import { WINDOW_CHOICES } from "@/lib/context/settings";
import { CancelledError, type CatalogClient } from "./catalog-client";
import type { ListingPreset } from "./catalog-protocol";
import type { Loaded } from "./CatalogScreen";
import { RuleLink } from "@/components/ui/RuleLink";
import c from "./catalog.module.css";
import s from "./skills.module.css";

const nf = new Intl.NumberFormat("en-US");
const fmt = (n: number) => nf.format(Math.round(n));

const FATE_LABEL: Record<EntryFate, string> = {
  full: "full",
  capped: "capped",
  trimmed: "trimmed",
  "name-only": "name only",
  "not-listed": "not listed",
};
const FATE_CLASS: Record<EntryFate, string> = {
  full: s.kept,
  capped: s.truncated,
  trimmed: s.truncated,
  "name-only": s.dropped,
  "not-listed": "",
};
/** The presets as the user reads them ("seed" is the design notes' preset). */
export const PRESET_NAME = Object.fromEntries(Object.entries(ALL_LISTING_PRESETS).map(([k, p]) => [k, p.label])) as Record<
  ListingPreset,
  string
>;
/** The menu's order: the presets by name, then by Claude Code version. */
const PRESET_ORDER = [...Object.keys(LISTING_PRESETS), ...Object.keys(LISTING_BY_VERSION)] as ListingPresetId[];

const FATES: EntryFate[] = ["full", "capped", "trimmed", "name-only", "not-listed"];

export function PresetSelect({
  preset,
  onPreset,
  block,
}: {
  preset: ListingPreset;
  onPreset: (p: ListingPreset) => void;
  block?: boolean;
}) {
  return (
    <label className={block ? c.blockField : "field"}>
      preset
      <select
        className="select"
        value={preset}
        onChange={(e) => onPreset(e.currentTarget.value as ListingPreset)}
        data-testid="listing-preset"
      >
        {PRESET_ORDER.map((p) => (
          <option key={p} value={p}>
            {PRESET_NAME[p]} · cap {fmt(ALL_LISTING_PRESETS[p].perEntryCap)} ·{" "}
            {ALL_LISTING_PRESETS[p].mode === "trim-evenly" ? "trim evenly" : "drop least-invoked"}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ListingView({
  loaded,
  preset,
  onPreset,
  client,
  onError,
}: {
  loaded: Loaded;
  preset: ListingPreset;
  onPreset: (p: ListingPreset) => void;
  client: () => CatalogClient;
  onError: (m: string) => void;
}) {
  const [windowSize, setWindow] = useState(DEFAULT_LISTING_WINDOW);
  const [estimator, setEstimator] = useState<Estimator>("chars4");
  const [turns, setTurns] = useState(50);
  const [listing, setListing] = useState<Listing | null>(null);
  const p = ALL_LISTING_PRESETS[preset];
  // the request the figures are for; the last listing stays drawn until its answer replaces it
  const req = useMemo(
    () => ({
      preset,
      window: windowSize,
      estimator,
      ...(loaded.invocations ? { invocations: loaded.invocations } : {}),
    }),
    [loaded, windowSize, estimator, preset],
  );
  const [settled, setSettled] = useState<unknown>(null);
  const pending = settled !== req;

  useEffect(() => {
    let live = true;
    client()
      .request<"listing">({ type: "listing", listing: req })
      .then((r) => {
        if (!live) return;
        setListing(r.listing);
        setSettled(req);
      })
      .catch((e: Error) => {
        if (!live || e instanceof CancelledError) return;
        setSettled(req);
        onError(e.message);
      });
    return () => {
      live = false;
    };
  }, [client, req, onError]);

  const counts = listing ? FATES.map((f) => [f, listing.entries.filter((e) => e.fate === f).length] as const) : [];
  const lost = listing ? listing.entries.reduce((a, e) => a + (e.fate === "not-listed" ? 0 : e.lostChars), 0) : 0;
  const used = listing ? listing.width / Math.max(1, listing.budgetChars) : 0;

  return (
    <div className={c.listing} data-testid="catalog-listing">
      <div className={c.toolbar}>
        <PresetSelect preset={preset} onPreset={onPreset} />
        <label className="field">
          window
          <select
            className="select"
            value={windowSize}
            onChange={(e) => setWindow(Number(e.currentTarget.value))}
            data-testid="listing-window"
          >
            {WINDOW_CHOICES.map((w) => (
              <option key={w} value={w}>
                {w >= 1_000_000 ? `${w / 1_000_000}M` : `${w / 1000}k`} tokens
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          tokens by
          <select
            className="select"
            value={estimator}
            onChange={(e) => setEstimator(e.currentTarget.value as Estimator)}
            data-testid="listing-estimator"
          >
            <option value="chars4">chars/4 (Claude Code)</option>
            <option value="o200k">o200k</option>
            <option value="cl100k">cl100k</option>
          </select>
        </label>
        <label className="field">
          turns
          <input
            className={s.num}
            type="number"
            min={1}
            step={10}
            value={turns}
            onChange={(e) => setTurns(Math.max(1, Math.round(Number(e.currentTarget.value) || 1)))}
            data-testid="listing-turns"
          />
        </label>
        {pending && <span className="progress-label">building…</span>}
        {p.mode === "drop-least-invoked" && (
          <span className="faint" style={{ fontSize: "var(--fs-xs)" }}>
            {loaded.invocations
              ? "invocation counts from the loaded session"
              : "no invocation counts: every skill counts 0, so the later in the catalog go first"}
          </span>
        )}
      </div>
      {listing && (
        <>
          <div className={c.cards}>
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
                    Over budget as written: descriptions were {p.mode === "trim-evenly" ? "trimmed evenly" : "dropped, least-invoked first"}
                    .
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
          </div>
          <div className={c.listingCols}>
            <div className={c.fateTableWrap} role="region" aria-label="What the listing keeps of each entry" tabIndex={0}>
              <table className={`${s.table} ${c.fateTable}`} data-testid="listing-table">
                <thead>
                  <tr>
                    <th>skill</th>
                    <th>fate</th>
                    <th className={s.numCol}>shown</th>
                    <th className={s.numCol}>written</th>
                    <th className={s.numCol}>lost</th>
                    <th>why</th>
                  </tr>
                </thead>
                <tbody>
                  {listing.entries.map((e, k) => (
                    <tr key={k} data-testid="listing-row" data-skill={e.name} data-fate={e.fate}>
                      <td className="mono">{e.name}</td>
                      <td>
                        <span className={`${s.status} ${FATE_CLASS[e.fate]}`}>{FATE_LABEL[e.fate]}</span>
                      </td>
                      <td className={s.numCol}>{fmt(e.shownChars)}</td>
                      <td className={s.numCol}>{fmt(e.fullChars)}</td>
                      <td className={`${s.numCol} ${e.lostChars ? (e.fate === "name-only" ? s.tDropped : s.tTruncated) : ""}`}>
                        {e.lostChars ? fmt(e.lostChars) : "–"}
                      </td>
                      <td className={c.why}>{e.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={c.listingTextWrap}>
              <div className={c.cardLabel}>
                as the model sees it · {fmt(listing.chars)} characters, {listing.text ? listing.text.split("\n").length : 0} lines
              </div>
              <pre className={c.listingText} data-testid="listing-text" tabIndex={0} aria-label="The listing as the model sees it">
                {listing.text || "(empty: no model-invocable skills)"}
              </pre>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
