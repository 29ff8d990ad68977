"use client";
// What the listing keeps of each entry, one row each: its fate, the characters shown of those
// written, what is lost and why.
import { fmt } from "@/components/inspector/format";
import type { Listing } from "@/lib/skills/listing";
import { FATE_CLASS, FATE_LABEL } from "./listing-fates";
import c from "./catalog.module.css";
import s from "./skills.module.css";

export function ListingFateTable({ listing }: { listing: Listing }) {
  return (
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
  );
}
