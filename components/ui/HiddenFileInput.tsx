"use client";
// The hidden <input type="file"> behind every "Open…" and "Pick…" button: it hands on what was
// picked and clears itself, so picking the same file again reads it again. `folder` makes it pick
// a folder (React does not know webkitdirectory, so it is set on the element).
import { useEffect, type RefObject } from "react";

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  testid: string;
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  folder?: boolean;
}

export function HiddenFileInput({ inputRef, testid, onFiles, accept, multiple, folder }: Props) {
  useEffect(() => {
    if (!folder) return;
    inputRef.current?.setAttribute("webkitdirectory", "");
    inputRef.current?.setAttribute("directory", "");
  }, [folder, inputRef]);
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      multiple={multiple || folder}
      hidden
      data-testid={testid}
      onChange={(e) => {
        const files = Array.from(e.currentTarget.files ?? []);
        e.currentTarget.value = "";
        if (files.length) onFiles(files);
      }}
    />
  );
}
