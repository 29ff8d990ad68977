"use client";
// Which gold set the bench runs: a bundled one or a .jsonl of one's own (errors shown by line),
// and how many cases it holds. The file is read by useGoldFileReader.
import { useRef } from "react";
import { fmt } from "@/components/inspector/format";
import { BUNDLED_GOLD } from "./state/bench";
import { useRouting } from "./store";
import type { GoldFileReader } from "./useGoldFileReader";
import s from "./routing.module.css";
import { HiddenFileInput } from "@/components/ui/HiddenFileInput";

/** the select's values that are not a bundled set's title */
const OWN_FILE = "__file";
const LOAD_FILE = "__load";
/** skipped lines listed one by one; past these, a count */
const ERRORS_LISTED = 20;

export function GoldSetPicker({ reader }: { reader: GoldFileReader }) {
  const gold = useRouting((x) => x.gold);
  const loadGoldBundled = useRouting((x) => x.loadGoldBundled);
  // the select's "Load a .jsonl file…" and the button both open this hidden input
  const input = useRef<HTMLInputElement>(null);
  const pick = () => input.current?.click();
  return (
    <>
      <label className="field">
        Gold set
        <select
          className="select"
          value={gold?.source === "bundled" ? gold.label : OWN_FILE}
          data-testid="gold-select"
          onChange={(e) => {
            if (e.target.value === LOAD_FILE) pick();
            else void loadGoldBundled(BUNDLED_GOLD.find((g) => g.title === e.target.value)?.id ?? "devkit");
          }}
        >
          {BUNDLED_GOLD.map((g) => (
            <option key={g.id} value={g.title}>
              {g.title} (bundled, {g.description})
            </option>
          ))}
          {gold?.source === "file" && <option value={OWN_FILE}>{gold.label}</option>}
          <option value={LOAD_FILE}>Load a .jsonl file…</option>
        </select>
      </label>
      <button className="btn" onClick={pick} data-testid="gold-load">
        Load .jsonl…
      </button>
      <HiddenFileInput
        inputRef={input}
        testid="gold-input"
        accept=".jsonl,.json,.ndjson,application/x-ndjson,application/json,text/plain"
        onFiles={([f]) => reader.read(f)}
      />
      <span className="muted" data-testid="gold-count">
        {gold ? `${fmt(gold.cases.length)} cases` : "loading…"}
      </span>
    </>
  );
}

/** the file that could not be read, and the lines of the gold set that were skipped (listed up to ERRORS_LISTED) */
export function GoldSetErrors({ readError }: { readError: string | null }) {
  const gold = useRouting((x) => x.gold);
  return (
    <>
      {readError && (
        <div className="banner error" role="alert">
          <p>{readError}</p>
        </div>
      )}
      {gold && gold.errors.length > 0 && (
        <div className="banner warn" role="status" data-testid="gold-errors">
          <div>
            <p>
              <b>
                {gold.label}: {gold.errors.length} line{gold.errors.length === 1 ? "" : "s"} skipped
              </b>
              {gold.cases.length ? `, ${gold.cases.length} cases read` : ", no case read"}:
            </p>
            <ul className={s.errList}>
              {gold.errors.slice(0, ERRORS_LISTED).map((e) => (
                <li key={e.line} data-testid="gold-error" data-line={e.line}>
                  line {e.line}: {e.message}
                </li>
              ))}
              {gold.errors.length > ERRORS_LISTED && <li>and {gold.errors.length - ERRORS_LISTED} more</li>}
            </ul>
          </div>
        </div>
      )}
    </>
  );
}
