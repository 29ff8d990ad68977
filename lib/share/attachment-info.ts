// An attachment record's meaning in a share link (rules.md#what-came-back): its type, the skills
// and files it names and their sizes travel, so the receiver's "what came back" is the sender's.
// The texts do not: a skill's content is only its length here, and a path is the user's choice
// (kept, redacted, or replaced by a stable alias so two spellings of one file still match).
import { attachmentType, type AttachmentInfo } from "../transcripts/attachments";
import { filePathKey } from "../context/file-path";

const isRec = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const size = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1e9 ? Math.round(v) : 0);
const MAX_ITEMS = 200;

/** A path as the link holds it: `text` for the kept or redacted spelling, or an alias per file. */
export function pathAliaser(mode: "keep" | "redact" | "drop", text: (s: string) => string): (path: string) => string {
  const alias = new Map<string, string>();
  return (path) => {
    if (mode !== "drop") return text(path);
    const key = filePathKey(path);
    if (!alias.has(key)) alias.set(key, `file ${alias.size + 1}`);
    return alias.get(key)!;
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
  if (!isRec(v) || typeof v.type !== "string") return undefined;
  const row = attachmentType(v.type);
  const info: AttachmentInfo = { type: v.type.slice(0, 100), label: row?.label ?? `Attachment "${v.type.slice(0, 100)}"`, known: !!row };
  if (Array.isArray(v.skills))
    info.skills = v.skills
      .slice(0, MAX_ITEMS)
      .filter(isRec)
      .map((s) => ({
        name: str(s.name) ?? "(unnamed skill)",
        chars: size(s.chars),
        block: size(s.block),
        ...(str(s.path) ? { path: str(s.path) } : {}),
      }));
  if (Array.isArray(v.files))
    info.files = v.files
      .slice(0, MAX_ITEMS)
      .filter(isRec)
      .map((f) => ({ path: str(f.path) ?? "(no path)", inlined: f.inlined !== false, chars: size(f.chars) }));
  if (isRec(v.listing)) {
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
