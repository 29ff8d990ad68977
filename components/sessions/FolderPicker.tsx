"use client";
// A button that picks a folder of sessions (a ~/.claude/projects folder, or one project's folder
// in it) and lists it. The top bar has one until a list exists; the list's header has its own.
import { useRef, type RefObject } from "react";
import { listFolder } from "./sessions-client";
import { pickFolder } from "./folder-handle";
import { HiddenFileInput } from "@/components/ui/HiddenFileInput";

/** The hidden folder input both the picker and the Open menu click: its files are listed. */
export function FolderInput({ inputRef, testid }: { inputRef: RefObject<HTMLInputElement | null>; testid: string }) {
  return (
    <HiddenFileInput
      inputRef={inputRef}
      testid={testid}
      folder
      onFiles={(files) =>
        void listFolder(
          files,
          files.map((f) => f.webkitRelativePath || f.name),
        )
      }
    />
  );
}

export function FolderPicker({ testid, label = "Open folder…" }: { testid: string; label?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        className="btn"
        data-testid={testid}
        onClick={() => void pickFolder(ref.current)}
        title="Open a folder of sessions: ~/.claude/projects, or one project's folder in it"
      >
        {label}
      </button>
      <FolderInput inputRef={ref} testid={`${testid}-input`} />
    </>
  );
}
