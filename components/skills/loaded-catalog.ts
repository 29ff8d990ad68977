"use client";
// The catalog last loaded on the Catalog screen, kept for the other screens of this page session
// (the routing view and its bench can route over it). In memory only: a reload forgets it.
import { create } from "zustand";
import type { Catalog } from "@/lib/skills/catalog";

export interface LoadedCatalogState {
  catalog: Catalog | null;
  label: string | null;
  /** bumps on every load, so a screen can tell a new catalog from the one it already used */
  seq: number;
  publish(catalog: Catalog, label: string): void;
}

export const useLoadedCatalog = create<LoadedCatalogState>()((set, get) => ({
  catalog: null,
  label: null,
  seq: 0,
  publish(catalog, label) {
    set({ catalog, label, seq: get().seq + 1 });
  },
}));
