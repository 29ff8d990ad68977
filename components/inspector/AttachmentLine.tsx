// What an attachment record is, in words: the skills or files it names and their sizes, the
// listing's count. Its text follows as blocks, counted in its category, never as JSON.
import type { AttachmentInfo } from "@/lib/transcripts/attachments";
import { fmt } from "./format";

export function AttachmentLine({ a }: { a: AttachmentInfo }) {
  return (
    <div className="pairline" data-testid="attachment-line" data-type={a.type}>
      <span>{a.known ? a.label : `${a.label}: a type this reader does not know; its text is counted as other`}</span>
      {a.skills && a.skills.length > 0 && (
        <span className="faint">
          {" · "}
          {a.skills.map((s) => `${s.name} ${fmt(s.chars)} characters`).join(", ")}
        </span>
      )}
      {a.files && a.files.length > 0 && (
        <span className="faint">
          {" · "}
          {a.files.map((f) => `${f.path}${f.inlined ? "" : " (named only)"}`).join(", ")}
        </span>
      )}
      {a.listing && (
        <span className="faint">
          {" · "}
          {a.listing.skillCount !== undefined ? `${fmt(a.listing.skillCount)} skills, ` : ""}
          {fmt(a.listing.chars)} characters
        </span>
      )}
    </div>
  );
}
