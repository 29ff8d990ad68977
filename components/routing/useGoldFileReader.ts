// A gold set of one's own, read from a picked .jsonl, and the error of a file the browser could not
// read (the lines it read but could not parse are the store's, gold.errors). A hook of its own
// because the picker reads the file while the view shows the error, below the controls.
import { useState } from "react";
import { readPickedText } from "@/components/input/read-picked";
import { useRouting } from "./store";

export interface GoldFileReader {
  readError: string | null;
  read: (file: File) => void;
}

export function useGoldFileReader(): GoldFileReader {
  const loadGoldText = useRouting((x) => x.loadGoldText);
  const [readError, setReadError] = useState<string | null>(null);
  const read = (f: File) => {
    setReadError(null);
    // through the one file gate: a gold set is one document, refused past its limit before it is read
    void readPickedText(f, { kind: "document", what: "Gold set" }).then((r) =>
      r.ok ? loadGoldText(r.value, f.name) : setReadError(r.message),
    );
  };
  return { readError, read };
}
