"use client";
// A button that picks a folder of sessions (a ~/.claude/projects folder, or one project's folder
// in it) and lists it. The top bar has one until a list exists; the list's header has its own.
import { useEffect, useRef } from "react";
import { listFolder } from "./sessions-client";

export function FolderPicker({ testid, label = "Open folder…" }: { testid: string; label?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // React does not know webkitdirectory: set it on the element.
    ref.current?.setAttribute("webkitdirectory", "");
  }, []);
  return (
    <>
      <button
        className="btn"
        data-testid={testid}
        onClick={() => ref.current?.click()}
        title="Open a folder of sessions: ~/.claude/projects, or one project's folder in it"
      >
        {label}
      </button>
      <input
        ref={ref}
        type="file"
        multiple
        hidden
        data-testid={`${testid}-input`}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = "";
          if (files.length)
            void listFolder(
              files,
              files.map((f) => f.webkitRelativePath || f.name),
            );
        }}
      />
    </>
  );
}
