// An entry's fate in the listing (full, capped, trimmed, name only, not listed), in words and colour:
// the listing's counts and its table say each fate alike.
import type { EntryFate } from "@/lib/skills/listing";
import s from "./skills.module.css";

export const FATE_LABEL: Record<EntryFate, string> = {
  full: "full",
  capped: "capped",
  trimmed: "trimmed",
  "name-only": "name only",
  "not-listed": "not listed",
};
export const FATE_CLASS: Record<EntryFate, string> = {
  full: s.kept,
  capped: s.truncated,
  trimmed: s.truncated,
  "name-only": s.dropped,
  "not-listed": "",
};

export const FATES: EntryFate[] = ["full", "capped", "trimmed", "name-only", "not-listed"];
