// Exports other views add to the top bar's Export menu. A view registers an entry while it has
// something to export (the routing view: its router log as JSONL and its bench result as JSON) and
// unregisters it when it unmounts; the menu lists what is registered at the moment it opens.
//
//   useEffect(() => registerExport({ id: "router-log", label: "Router log (.jsonl)", group: "Routing",
//     file: () => ({ name: "skill-router.jsonl", mime: "application/x-ndjson", data: session.exportLog() }) }), [session]);

export interface ExportFile {
  name: string;
  mime: string;
  data: string | Blob;
}

export interface ExportEntry {
  id: string;
  /** a function when the label says why the entry is not available yet */
  label: string | (() => string);
  /** a heading the entry is listed under */
  group?: string;
  /** false while there is nothing to export yet: listed, disabled */
  available?: () => boolean;
  file: () => ExportFile | Promise<ExportFile>;
}

const entries = new Map<string, ExportEntry>();
const listeners = new Set<() => void>();

/** Adds (or replaces) an entry; returns the function that removes it. */
export function registerExport(e: ExportEntry): () => void {
  entries.set(e.id, e);
  listeners.forEach((l) => l());
  return () => {
    if (entries.get(e.id) === e) {
      entries.delete(e.id);
      listeners.forEach((l) => l());
    }
  };
}

export function registeredExports(): ExportEntry[] {
  return [...entries.values()];
}

export function onExportsChange(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
