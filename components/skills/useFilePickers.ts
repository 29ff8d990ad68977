"use client";
// The hidden folder and .zip inputs the Catalog screen's buttons open (the header's and the empty
// state's alike).
import { useRef } from "react";

export function useFilePickers() {
  const folderRef = useRef<HTMLInputElement>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  return {
    folderRef,
    zipRef,
    openFolder: () => folderRef.current?.click(),
    openZip: () => zipRef.current?.click(),
  };
}

export type FilePickers = ReturnType<typeof useFilePickers>;
