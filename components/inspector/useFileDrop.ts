// Files and folders dropped anywhere on the page load; while files are dragged over it the page
// says where they will go. Drag events fire for every element crossed, so entering and leaving
// are counted and the overlay goes only when the drag has left the page.
import { useEffect, useState } from "react";
import { useInspector } from "@/components/state/store";
import { droppedFolder, droppedHandle } from "@/components/state/folder-drop";
import { listHandle } from "@/components/sessions/folder-handle";

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
      // everything the drop holds is taken now, while the event is dispatched; then, a folder's
      // handle where the browser gives one (kept, so the list can read the folder again), else its
      // entries, else the files
      const handle = e.dataTransfer ? droppedHandle(e.dataTransfer) : Promise.resolve(null);
      const folder = e.dataTransfer ? droppedFolder(e.dataTransfer) : null;
      const files = Array.from(e.dataTransfer?.files ?? []);
      void handle
        .then(async (h) => {
          // a folder without session files goes the entries' way, which says so
          if (h && (await listHandle(h, "leave"))) return;
          if (folder) {
            const { files, paths, left } = await folder();
            await useInspector.getState().loadFiles(files, paths, left);
          } else if (files.length) await useInspector.getState().loadFiles(files);
        })
        // a folder the browser stops reading midway (removed, or no longer allowed)
        .catch((err: unknown) =>
          useInspector.setState({ error: `The dropped folder could not be read: ${err instanceof Error ? err.message : String(err)}.` }),
        );
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
