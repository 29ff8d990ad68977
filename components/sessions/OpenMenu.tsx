"use client";
// The top bar's Open menu: session files (one session with its agent-*.jsonl subagent files, or
// several sessions, which are listed), or a folder of sessions (~/.claude/projects, or one
// project's folder), which is listed. One button, so the top bar keeps its room.
import { useEffect, useRef, useState } from "react";
import { useInspector } from "@/components/state/store";
import { FolderInput } from "./FolderPicker";
import { pickFolder } from "./folder-handle";
import { HiddenFileInput } from "@/components/ui/HiddenFileInput";

export function OpenMenu() {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const loadFiles = useInspector((s) => s.loadFiles);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const pick = (ref: React.RefObject<HTMLInputElement | null>) => {
    setOpen(false);
    ref.current?.click();
  };
  return (
    <div className="menu-wrap" ref={wrap}>
      <button className="btn" data-testid="open-files" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        Open ▾
      </button>
      {open && (
        <ul className="menu" role="menu" data-testid="open-menu">
          <li role="none">
            <button role="menuitem" data-testid="open-files-item" onClick={() => pick(fileRef)}>
              <span className="t">Session files…</span>
              <span className="d">a session with its agent-*.jsonl subagent files; several sessions are listed</span>
            </button>
          </li>
          <li role="none">
            <button
              role="menuitem"
              data-testid="open-folder"
              onClick={() => {
                setOpen(false);
                void pickFolder(folderRef.current);
              }}
            >
              <span className="t">Folder of sessions…</span>
              <span className="d">~/.claude/projects, or one project&apos;s folder in it: every session listed</span>
            </button>
          </li>
        </ul>
      )}
      <HiddenFileInput inputRef={fileRef} testid="file-input" multiple onFiles={(files) => void loadFiles(files)} />
      <FolderInput inputRef={folderRef} testid="open-folder-input" />
    </div>
  );
}
