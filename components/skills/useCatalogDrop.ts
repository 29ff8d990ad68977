"use client";
// A folder, several files or a .zip dropped anywhere on the Catalog screen: the overlay while one is
// dragged over the page, and the load when it is dropped.
import { useEffect, useState } from "react";
import type { LoadFrom } from "./catalog-loaded";
import { fromDrop } from "./catalog-sources";

export function useCatalogDrop(loadFrom: LoadFrom, loadZip: (file: File) => Promise<void>, setError: (m: string) => void) {
  const [dragging, setDragging] = useState(false);
  // Drop a folder, several files or a .zip anywhere on the page.
  useEffect(() => {
    let depth = 0;
    const carries = (e: DragEvent) => !!e.dataTransfer && Array.from(e.dataTransfer.types).includes("Files");
    const enter = (e: DragEvent) => {
      if (!carries(e)) return;
      e.preventDefault();
      depth++;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!carries(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const leave = (e: DragEvent) => {
      if (!carries(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!e.dataTransfer || !carries(e)) return;
      e.preventDefault();
      const d = fromDrop(e.dataTransfer);
      if (d.kind === "none") return;
      if (d.kind === "zip") {
        void d.file().then(loadZip, (err: Error) => setError(`Could not read the dropped file: ${err.message}`));
        return;
      }
      // walked here (the entries are only readable from the page), then read and parsed in the worker
      void loadFrom({ kind: "folder", label: "dropped folder" }, async () => {
        const c = await d.collect();
        return { picked: c.list, name: c.name, label: c.name };
      });
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, [loadFrom, loadZip, setError]);
  return dragging;
}
