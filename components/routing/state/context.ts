// What the routing store's parts share: the store's set/get, the one routing worker, and the few
// steps more than one part needs (the catalog being ready, re-routing what is shown). store.ts
// makes one and hands it to every part; a part that provides a step fills it in.
import type { StoreApi } from "zustand";
import { CancelledError, RoutingClient } from "../routing-client";
import type { GetState, RoutingState, SetState } from "./types";

export interface RoutingContext {
  set: SetState;
  get: GetState;
  subscribe: StoreApi<RoutingState>["subscribe"];
  /** the routing worker; null outside a browser */
  client: RoutingClient | null;
  /** the catalog and settings a route is made under: a routed prompt whose `sig` differs is stale */
  sig(): string;
  /** shows an error, unless it is a cancelled request */
  fail(e: unknown): void;
  /** loads the default catalog when none is, or waits for the one loading (catalog.ts) */
  ensureCatalog(): Promise<void>;
  /** re-routes what is shown under the current settings and catalog, soon (query.ts) */
  refresh(): void;
}

export function createContext(api: StoreApi<RoutingState>): RoutingContext {
  const { setState: set, getState: get, subscribe } = api;
  const unset = (name: string) => () => {
    throw new Error(`routing store: ${name} used before its part was made`);
  };
  return {
    set,
    get,
    subscribe,
    client: typeof window === "undefined" ? null : new RoutingClient(),
    sig() {
      const s = get();
      return `${s.catalog.seq}|${JSON.stringify(s.settings)}|${s.pairsDefault ? "default" : JSON.stringify(s.pairs)}`;
    },
    fail(e) {
      if (e instanceof CancelledError) return;
      set({ error: e instanceof Error ? e.message : String(e) });
    },
    ensureCatalog: unset("ensureCatalog"),
    refresh: unset("refresh"),
  };
}

/** The worker, or the sentence a page without one shows. */
export function needClient(ctx: RoutingContext): RoutingClient {
  if (!ctx.client) throw new Error("Routing needs a browser.");
  return ctx.client;
}
