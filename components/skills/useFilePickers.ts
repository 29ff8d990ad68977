"use client";
// The hidden folder and .zip inputs the Catalog screen's buttons open (the header's and the empty
// state's alike).
import { useEffect, useRef } from "react";

export function useFilePickers() {
  const folderRef = useRef<HTMLInputElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  // React does not know webkitdirectory: set it on the element.
  useEffect(() => {
    folderRef.current?.setAttribute("webkitdirectory", "");
    folderRef.current?.setAttribute("directory", "");
  }, []);
  return {
    folderRef,
    zipRef,
    openFolder: () => folderRef.current?.click(),
    openZip: () => zipRef.current?.click(),
  };
}

export type FilePickers = ReturnType<typeof useFilePickers>;
