"use client";
// The ways into a catalog load: a zip, a bundled catalog, the skills of the inspector's session, a
// picked folder. Each says where its files come from and hands them to the load (useCatalogLoad).
import { useCallback } from "react";
import { readPickedBytes } from "@/components/input/read-picked";
import { listingPresetForSession } from "@/lib/skills/recorded-listing";
import { useInspector } from "@/components/state/store";
import type { ListingPreset } from "./catalog-protocol";
import type { LoadFrom } from "./catalog-loaded";
import { fetchBundled, fromSession, pickedFiles } from "./catalog-sources";

export function useCatalogSources(loadFrom: LoadFrom, setPreset: (p: ListingPreset) => void) {
  const loadZip = useCallback(
    (file: File) =>
      loadFrom({ kind: "zip", label: file.name }, async () => {
        // through the one file gate: a zip past what a whole catalog may hold is refused unread
        const read = await readPickedBytes(file, { kind: "zip" });
        if (!read.ok) throw new Error(read.message);
        return { zip: read.value, name: file.name.replace(/\.zip$/i, "") };
      }),
    [loadFrom],
  );

  const loadBundled = useCallback(
    (id: string) =>
      loadFrom({ kind: "bundled", label: `${id} (bundled)` }, async (p) => {
        const read = await fetchBundled(id, (f) => p("fetch", f));
        return { read, name: id, extra: read.license ? { license: read.license } : {} };
      }),
    [loadFrom],
  );

  const loadSession = useCallback(() => {
    const st = useInspector.getState();
    const sess = st.views[0]?.session;
    if (!sess) return;
    const read = fromSession(sess);
    // the listing rule of the Claude Code version that wrote the session
    setPreset(listingPresetForSession(sess).preset);
    void loadFrom({ kind: "session", label: read.name }, async () => ({
      read,
      name: read.name,
      extra: {
        invocations: read.invocations,
        note:
          read.withDescription < read.files.length
            ? "A transcript records each skill's body without its front matter: descriptions are unknown here, so the listing and the description rules have little to go on."
            : undefined,
      },
    }));
  }, [loadFrom, setPreset]);

  /** A folder's files from the picker, or a single .zip picked through it. */
  const loadPicked = useCallback(
    (files: File[]) => {
      if (!files.length) return;
      const single = files.length === 1 && /\.zip$/i.test(files[0].name);
      if (single) void loadZip(files[0]);
      else
        void loadFrom({ kind: "folder", label: "folder" }, async () => {
          // unread: the worker reads them (components/worker/file-feed.ts says why)
          const p = pickedFiles(files);
          return { picked: p.list, name: p.name, label: p.name };
        });
    },
    [loadFrom, loadZip],
  );

  return { loadZip, loadBundled, loadSession, loadPicked };
}

export type CatalogSources = ReturnType<typeof useCatalogSources>;
