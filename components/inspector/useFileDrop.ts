// Files and folders dropped anywhere on the page load; while files are dragged over it the page
// says where they will go. Drag events fire for every element crossed, so entering and leaving
// are counted and the overlay goes only when the drag has left the page.
import { useEffect, useState } from "react";
import { useInspector } from "@/components/state/store";
import { droppedFolder } from "@/components/state/folder-drop";

/** Whether files are being dragged over the page. */
export function useFileDrop(): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    let depth = 0;
    const carriesFiles = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes("Files");
    const onEnter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth++;
      setDragging(true);
    };
    const onOver = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const onLeave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (e: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!carriesFiles(e)) return;
      e.preventDefault();
      const folder = e.dataTransfer ? droppedFolder(e.dataTransfer) : null;
      if (folder) {
        void folder().then(({ files, paths }) => useInspector.getState().loadFiles(files, paths));
        return;
      }
      const files = Array.from(e.dataTransfer?.files ?? []);
      if (files.length) void useInspector.getState().loadFiles(files);
    };
    window.addEventListener("dragenter", onEnter);
    window.addEventListener("dragover", onOver);
    window.addEventListener("dragleave", onLeave);
    window.addEventListener("drop", onDrop);
    return () => {
      window.removeEventListener("dragenter", onEnter);
      window.removeEventListener("dragover", onOver);
      window.removeEventListener("dragleave", onLeave);
      window.removeEventListener("drop", onDrop);
    };
  }, []);
  return dragging;
}
