// A skill listing as the recording holds it (rules.md#skills-listing): Claude Code's `skill_listing`
// attachment (read by lib/transcripts/attachments.ts into ev.attachment.listing, its content the
// event's text) turned into entries, and set beside the listing the one rule (listing.ts
// buildListing) gives a loaded catalog under the recording's version.
//
// The record at session start lists every skill (isInitial); later ones announce the skills added
// since, one or a few at a time. What the model holds at a step is the latest session-start listing
// with the announcements after it.
import type { Session } from "../model";
import { compareVersions, parseVersion, versionsOf } from "../context/versions";
import type { TextCounter } from "../tokens/estimators";
import type { CatalogEntry } from "./catalog";
import {
  BUNDLED_SKILLS,
  displayWidth,
  listingFor,
  listingPresetFor,
  type EntryFate,
  type ListedEntry,
  type Listing,
  type ListingChoice,
} from "./listing";

export interface RecordedEntry {
  name: string;
  /** characters of its description the model was shown (0: the name only) */
  shownChars: number;
  nameOnly: boolean;
  /** the description ends with "…": cut by the per-entry cap or the budget */
  truncated: boolean;
  /** one of Claude Code's own skills */
  bundled: boolean;
  /** the description as shown; kept in memory, to list Claude Code's own skills in a simulation */
  description: string | null;
}

const BUNDLED = new Set(BUNDLED_SKILLS);

/**
 * A listing's text as entries: lines "- name: description" or "- name"; a line that starts
 * otherwise continues the description above (descriptions may hold newlines). With the record's
 * `names`, a line is an entry only when it names one of them.
 */
export function readRecordedListing(text: string, names?: readonly string[]): RecordedEntry[] {
  const known = names?.length ? new Set(names) : null;
  const out: { name: string; desc: string | null }[] = [];
  for (const line of text.split("\n")) {
    const head = line.startsWith("- ") ? entryHead(line.slice(2), known) : null;
    if (head) out.push(head);
    else if (out.length) {
      const last = out[out.length - 1];
      last.desc = `${last.desc ?? ""}\n${line}`;
    }
  }
  return out.map(({ name, desc }) => ({
    name,
    shownChars: desc?.length ?? 0,
    nameOnly: desc === null,
    truncated: !!desc && desc.endsWith("…"),
    bundled: BUNDLED.has(name),
    description: desc,
  }));
}

function entryHead(rest: string, known: Set<string> | null): { name: string; desc: string | null } | null {
  if (!known) {
    const i = rest.indexOf(": ");
    return i < 0 ? { name: rest, desc: null } : { name: rest.slice(0, i), desc: rest.slice(i + 2) };
  }
  if (known.has(rest)) return { name: rest, desc: null };
  // the longest known name before a ": " (a plugin's names hold colons: "plugin:skill")
  let best: string | null = null;
  for (let i = rest.indexOf(": "); i >= 0; i = rest.indexOf(": ", i + 1)) if (known.has(rest.slice(0, i))) best = rest.slice(0, i);
  return best === null ? null : { name: best, desc: rest.slice(best.length + 2) };
}

/** Columns of a listing's entries as Claude Code adds them up (listing.ts displayWidth). */
export function entriesWidth(entries: readonly RecordedEntry[]): number {
  const lines = entries.reduce((s, e) => s + displayWidth(e.nameOnly ? `- ${e.name}` : `- ${e.name}: ${e.description}`), 0);
  return lines + Math.max(0, entries.length - 1);
}

export interface RecordedListing {
  /** the session-start listing the entries start from (event index) */
  event: number;
  /** every listing record read, in order: the session-start one, then the announcements */
  events: number[];
  /** the Claude Code version that wrote the session-start listing */
  version: string | null;
  /** skills the model was told of: the records' skillCount when they carry one */
  skillCount: number;
  /** characters of the listing text(s) as recorded */
  chars: number;
  /** columns, as the budget counts them */
  width: number;
  entries: RecordedEntry[];
  /** entries announced after the session-start listing */
  added: number;
}

/** The events holding a skill_listing record. */
export function listingEvents(session: Session): number[] {
  const out: number[] = [];
  for (const ev of session.events) if (ev.attachment?.type === "skill_listing") out.push(ev.i);
  return out;
}

const eventText = (session: Session, i: number) =>
  session.events[i].blocks
    .filter((b): b is Extract<typeof b, { type: "text" }> => b.type === "text")
    .map((b) => b.text)
    .join("\n");

/** The listing the model holds after `step`: the latest session-start listing and what came after it. */
export function recordedListingAt(session: Session, step: number): RecordedListing | null {
  const all = listingEvents(session).filter((i) => i <= step);
  if (!all.length) return null;
  let start = 0;
  for (let k = all.length - 1; k >= 0; k--) {
    if (session.events[all[k]].attachment?.listing?.initial !== false) {
      start = k;
      break;
    }
  }
  const events = all.slice(start);
  const entries: RecordedEntry[] = [];
  const at = new Map<string, number>();
  let chars = 0;
  let counted = 0;
  for (const i of events) {
    const info = session.events[i].attachment?.listing;
    const text = eventText(session, i);
    chars += text.length;
    for (const e of readRecordedListing(text, info?.names)) {
      const k = at.get(e.name);
      if (k === undefined) {
        at.set(e.name, entries.length);
        entries.push(e);
      } else entries[k] = e;
    }
    counted += info?.skillCount ?? 0;
  }
  const first = session.events[events[0]];
  const versions = versionsOf(session);
  const baseCount = readRecordedListing(eventText(session, events[0]), first.attachment?.listing?.names).length;
  return {
    event: events[0],
    events,
    version: first.version ?? (versions.length ? versions[versions.length - 1] : null),
    skillCount: events.length === 1 && counted ? counted : entries.length,
    chars,
    width: entriesWidth(entries),
    entries,
    added: Math.max(0, entries.length - baseCount),
  };
}

export interface ListingSimulation {
  choice: ListingChoice;
  window: number;
  listing: Listing;
  /** Claude Code's own skills taken from the recording, as they were shown whole there */
  ownFromRecording: number;
}

/**
 * The listing the rule of the recording's version gives the loaded catalog at this window, with
 * Claude Code's own skills of the recording added (they keep their descriptions, so the recording
 * shows them whole and they take their share of the budget as they did).
 */
export function simulateRecordedListing(
  rec: RecordedListing,
  catalog: readonly CatalogEntry[],
  window: number,
  counter: TextCounter,
): ListingSimulation {
  const choice = listingPresetFor(rec.version);
  const inCatalog = new Set(catalog.map((e) => e.name));
  const own = rec.entries.filter((e) => e.bundled && !inCatalog.has(e.name)).map((e) => ownEntry(e.name, e.description ?? ""));
  const listing = listingFor([...own, ...catalog], { preset: choice.preset, window }, counter);
  return { choice, window, listing, ownFromRecording: own.length };
}

function ownEntry(name: string, description: string): CatalogEntry {
  return {
    kind: "skill",
    name,
    folder: name,
    path: `(Claude Code)/${name}`,
    description,
    disableModelInvocation: false,
    userInvocable: true,
    frontMatter: {},
    body: "",
    bodyLine: 1,
    chars: 0,
    keyLines: {},
  };
}

export type ListingMark = "same" | "only-recorded" | "only-simulated" | "cut-differently";

export interface ListingRow {
  name: string;
  mark: ListingMark;
  recorded?: Pick<RecordedEntry, "shownChars" | "nameOnly" | "truncated" | "bundled">;
  simulated?: { shownChars: number; fate: EntryFate };
  why: string;
}

const shown = (n: number, nameOnly: boolean, cut: boolean) =>
  nameOnly ? "name only" : `${n.toLocaleString("en-US")} characters${cut ? ", cut" : ""}`;

/** Skill by skill: the recorded listing beside the simulated one. Recorded order, then the rest. */
export function compareListings(
  recorded: readonly RecordedEntry[],
  simulated: Listing,
): { rows: ListingRow[]; counts: Record<ListingMark, number> } {
  const sim = new Map<string, ListedEntry>();
  for (const e of simulated.entries) if (!sim.has(e.name)) sim.set(e.name, e);
  // a plugin's skills are recorded as "plugin:skill"; a catalog read from its folder names them "skill"
  const bySuffix = new Map<string, string | null>();
  for (const r of recorded) {
    const i = r.name.lastIndexOf(":");
    if (i < 0) continue;
    const s = r.name.slice(i + 1);
    bySuffix.set(s, bySuffix.has(s) ? null : r.name);
  }
  const recordedNames = new Set(recorded.map((r) => r.name));
  const used = new Set<string>();
  const rows: ListingRow[] = [];
  for (const r of recorded) {
    let s = sim.get(r.name);
    if (!s) {
      const i = r.name.lastIndexOf(":");
      const alt = i >= 0 ? sim.get(r.name.slice(i + 1)) : undefined;
      if (alt && bySuffix.get(alt.name) === r.name && !recordedNames.has(alt.name)) s = alt;
    }
    const rec = { shownChars: r.shownChars, nameOnly: r.nameOnly, truncated: r.truncated, bundled: r.bundled };
    if (!s || s.fate === "not-listed") {
      const why = s
        ? "the catalog marks it disable-model-invocation: not listed"
        : r.bundled
          ? "Claude Code's own skill, not in the catalog"
          : "not in the loaded catalog";
      if (s) used.add(s.name);
      rows.push({ name: r.name, mark: "only-recorded", recorded: rec, why });
      continue;
    }
    used.add(s.name);
    const simNameOnly = s.fate === "name-only" || (!s.shownChars && !s.line.includes(": "));
    const simCut = s.fate === "trimmed" || s.fate === "capped";
    const same = r.nameOnly === simNameOnly && (r.nameOnly || (r.shownChars === s.shownChars && r.truncated === simCut));
    rows.push({
      name: r.name,
      mark: same ? "same" : "cut-differently",
      recorded: rec,
      simulated: { shownChars: s.shownChars, fate: s.fate },
      why: same
        ? `${shown(r.shownChars, r.nameOnly, r.truncated)} in both`
        : `recorded ${shown(r.shownChars, r.nameOnly, r.truncated)}; simulated ${shown(s.shownChars, simNameOnly, simCut)} (${s.reason})`,
    });
  }
  for (const s of simulated.entries) {
    if (used.has(s.name) || s.fate === "not-listed") continue;
    rows.push({
      name: s.name,
      mark: "only-simulated",
      simulated: { shownChars: s.shownChars, fate: s.fate },
      why: "in the catalog, not in the recorded listing",
    });
  }
  const counts: Record<ListingMark, number> = { same: 0, "only-recorded": 0, "only-simulated": 0, "cut-differently": 0 };
  for (const r of rows) counts[r.mark]++;
  return { rows, counts };
}

/** The listing rule a session ran: by the version of its last listing record, else its newest version. */
export function listingPresetForSession(session: Session): ListingChoice {
  const events = listingEvents(session);
  const last = events.length ? session.events[events[events.length - 1]].version : undefined;
  if (last) return listingPresetFor(last);
  const parsed = versionsOf(session)
    .map((v) => ({ v, p: parseVersion(v) }))
    .filter((x): x is { v: string; p: [number, number, number] } => x.p !== null);
  const newest = parsed.length ? parsed.reduce((a, b) => (compareVersions(b.p, a.p) > 0 ? b : a)).v : null;
  return listingPresetFor(newest);
}
