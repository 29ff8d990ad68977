// An attachment record's meaning in a share link (rules.md#what-came-back): its type, the skills
// and files it names and their sizes travel, so the receiver's "what came back" is the sender's.
// The texts do not: a skill's content is only its length here, and a path is the user's choice
// (kept and redacted, or replaced by a stable alias so two spellings of one file still match).
import { attachmentType, type AttachmentInfo } from "../transcripts/attachments";
import { filePathKey } from "../context/file-path";
import { isRecord } from "../input/check";

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const size = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1e9 ? Math.round(v) : 0);
const MAX_ITEMS = 200;

/** A memory file keeps its name in an alias: the rules never re-attach one (lib/context/reattach.ts). */
const MEMORY_NAME = /^(CLAUDE(\.local)?\.md|MEMORY\.md)$/i;
const EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/**
 * Paths as a link holds them: `keep` passes each through `text` (which may redact it); otherwise
 * each file becomes an alias such as `file-3_______.ts`. One file, one alias (two spellings of a
 * Windows path are one file, lib/context/file-path.ts), so the file-unchanged rule, re-attachment
 * and "what came back" still see one file. The alias keeps the extension (the summary counts file
 * types; a JSON file counts at characters / 2) and a memory file's name, and is padded to the
 * path's length where it fits, since the summary measures the lines that name a file.
 */
export function pathAliaser(keep: boolean, text: (s: string) => string): (path: string, what?: "file" | "folder") => string {
  const alias = new Map<string, string>();
  return (path, what = "file") => {
    if (keep) return text(path);
    const key = filePathKey(path);
    const known = alias.get(key);
    if (known !== undefined) return known;
    const n = alias.size + 1;
    const base = key.slice(key.lastIndexOf("/") + 1);
    const tail = MEMORY_NAME.test(base) ? `/${base}` : (EXTENSION.exec(base)?.[0] ?? "");
    const stems = [`${what}-${n}`, `${what[0]}${n}`, `${n}`];
    const stem = stems.find((s) => s.length + tail.length <= key.length) ?? stems[stems.length - 1];
    const a = stem + "_".repeat(Math.max(0, key.length - stem.length - tail.length)) + tail;
    alias.set(key, a);
    return a;
  };
}

export function writeAttachmentInfo(a: AttachmentInfo, path: (p: string) => string): Record<string, unknown> {
  return {
    type: a.type,
    ...(a.skills
      ? { skills: a.skills.map((s) => ({ name: s.name, chars: s.chars, block: s.block, ...(s.path ? { path: path(s.path) } : {}) })) }
      : {}),
    ...(a.files ? { files: a.files.map((f) => ({ path: path(f.path), inlined: f.inlined, chars: f.chars })) } : {}),
    ...(a.listing
      ? {
          listing: {
            chars: a.listing.chars,
            ...(a.listing.skillCount !== undefined ? { skillCount: a.listing.skillCount } : {}),
            ...(a.listing.names ? { names: a.listing.names } : {}),
          },
        }
      : {}),
  };
}

/** Read back as if a stranger wrote it: every field checked, lists bounded, the label from the table. */
export function readAttachmentInfo(v: unknown): AttachmentInfo | undefined {
  if (!isRecord(v) || typeof v.type !== "string") return undefined;
  const row = attachmentType(v.type);
  const info: AttachmentInfo = { type: v.type.slice(0, 100), label: row?.label ?? `Attachment "${v.type.slice(0, 100)}"`, known: !!row };
  if (Array.isArray(v.skills))
    info.skills = v.skills
      .slice(0, MAX_ITEMS)
      .filter(isRecord)
      .map((s) => ({
        name: str(s.name) ?? "(unnamed skill)",
        chars: size(s.chars),
        block: size(s.block),
        ...(str(s.path) ? { path: str(s.path) } : {}),
      }));
  if (Array.isArray(v.files))
    info.files = v.files
      .slice(0, MAX_ITEMS)
      .filter(isRecord)
      .map((f) => ({ path: str(f.path) ?? "(no path)", inlined: f.inlined !== false, chars: size(f.chars) }));
  if (isRecord(v.listing)) {
    const names = Array.isArray(v.listing.names)
      ? v.listing.names.filter((x): x is string => typeof x === "string").slice(0, 5_000)
      : undefined;
    info.listing = {
      chars: size(v.listing.chars),
      ...(v.listing.skillCount !== undefined ? { skillCount: size(v.listing.skillCount) } : {}),
      ...(names ? { names } : {}),
    };
  }
  return info;
}
