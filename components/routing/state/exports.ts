// The top bar's Export menu lists these once the routing store has loaded (the Routing tab or
// /routing/): the router log as JSONL and the last bench report as JSON.
import type { StoreApi } from "zustand";
import { registerExport } from "@/components/export/registry";
import { slug } from "@/components/share/build";
import type { RoutingState } from "./types";

export function registerRoutingExports(store: StoreApi<RoutingState>) {
  registerExport({
    id: "router-log",
    group: "Routing",
    label: () => (store.getState().log ? "Router log (.jsonl)" : "Router log (.jsonl): route a prompt first"),
    available: () => !!store.getState().log,
    file: () => {
      const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
      return { name: `skill-router-${stamp}.jsonl`, mime: "application/x-ndjson", data: store.getState().log };
    },
  });
  registerExport({
    id: "bench",
    group: "Routing",
    label: () => (store.getState().benchResult ? "Bench result (.json)" : "Bench result (.json): run the bench first"),
    available: () => !!store.getState().benchResult,
    file: () => ({
      name: `bench-${slug(store.getState().catalog.label || "catalog")}.json`,
      mime: "application/json",
      data: store.getState().benchExport(),
    }),
  });
}
