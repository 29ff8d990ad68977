// Ctrl/Cmd+V on the page (not in a text field) loads what is on the clipboard: files as dropped
// files, text as a pasted session or /context report.
import { useEffect } from "react";
import { useInspector } from "@/components/state/store";
import { isTextField } from "./focus-targets";

export function usePasteLoads() {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      if (isTextField(e.target) || isTextField(document.activeElement)) return;
      const st = useInspector.getState();
      if (st.panels.paste) return;
      const files = Array.from(e.clipboardData?.files ?? []);
      const text = e.clipboardData?.getData("text/plain") ?? "";
      if (files.length) {
        e.preventDefault();
        void st.loadFiles(files);
      } else if (text.trim()) {
        e.preventDefault();
        void st.loadText(text);
      }
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, []);
}
