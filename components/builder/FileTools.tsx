"use client";
// The draft in and out of the builder: open a scenario file, save one, copy a link that opens it
// in the inspector; and the message each of them leaves (with the link, when one was made).
import { useRef, useState } from "react";
import type { Draft } from "@/lib/builder/draft";
import { draftToText, textToDraft } from "@/lib/builder/scenario-io";
import { slugOf } from "@/lib/builder/edit";
import { copyText, download } from "@/components/share/build";
import { fmt } from "@/components/inspector/format";
import { useBuilder } from "./store";
import { draftLink } from "./draft-link";
import { readPickedText } from "@/components/input/read-picked";
import { HiddenFileInput } from "@/components/ui/HiddenFileInput";

export function FileTools({ draft }: { draft: Draft }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [msg, setMsg] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  const openFile = async (f: File) => {
    setLink(null);
    // through the one file gate: a scenario is one document, refused past its limit before it is read
    const read = await readPickedText(f, { kind: "document", what: "Scenario" });
    if (!read.ok) return setMsg(read.message);
    const r = textToDraft(read.value);
    if (!r.ok) setMsg(`${f.name}: ${r.error}`);
    else {
      useBuilder.getState().open(r.draft);
      setMsg(r.warnings.length ? `${f.name}: ${r.warnings.join("; ")}` : null);
    }
  };

  const share = async () => {
    const { url, chars, tooLong } = draftLink(draft);
    setLink(url);
    if (tooLong) {
      setMsg(`The link is ${fmt(chars)} characters, too long to paste in most places: save the scenario file instead.`);
      return;
    }
    const ok = await copyText(url);
    setMsg(
      ok
        ? `Link copied (${fmt(chars)} characters): it opens this scenario in the inspector, at this step.`
        : "The browser refused the copy; the link is below.",
    );
  };

  return (
    <>
      <div className="bld-tools">
        <button className="btn" onClick={() => fileRef.current?.click()} title="Open a scenario file">
          Open…
        </button>
        <HiddenFileInput inputRef={fileRef} testid="builder-file" accept=".json,application/json" onFiles={([f]) => void openFile(f)} />
        <button
          className="btn"
          data-testid="builder-save"
          onClick={() => download(`${slugOf(draft.title)}.json`, draftToText(draft))}
          title="Save as a scenario file"
        >
          Save
        </button>
        <button
          className="btn primary"
          data-testid="builder-share"
          onClick={() => void share()}
          title="Copy a link that opens this scenario"
        >
          Copy link
        </button>
      </div>
      {msg && (
        <p className="bld-msg" role="status" data-testid="builder-msg">
          {msg}{" "}
          {link && (
            <a href={link} data-testid="builder-link" target="_blank" rel="noreferrer">
              Open the link
            </a>
          )}
        </p>
      )}
    </>
  );
}
