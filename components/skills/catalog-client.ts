// The Catalog screen's handle on catalog.worker.ts. Loading a new catalog cancels whatever the
// worker is still busy with (see RequestClient).
import { CancelledError, RequestClient, type DistributiveOmit } from "../worker/request-client";
import type { CatalogRequest, CatalogResponse, Phase } from "./catalog-protocol";

export { CancelledError };

type Answer = Exclude<CatalogResponse, { type: "progress" } | { type: "error" }>;

export class CatalogClient extends RequestClient<CatalogRequest, CatalogResponse, Phase> {
  constructor() {
    super(() => new Worker(new URL("../worker/catalog.worker.ts", import.meta.url), { type: "module" }), "catalog");
  }

  request<T extends Answer["type"]>(
    req: DistributiveOmit<CatalogRequest, "id">,
    onProgress?: (phase: Phase, fraction: number) => void,
    transfer: Transferable[] = [],
  ): Promise<Extract<Answer, { type: T }>> {
    if ((req.type === "load" || req.type === "load-zip") && this.busyWith()) this.cancelAll();
    return this.send<T>(req, onProgress, transfer) as Promise<Extract<Answer, { type: T }>>;
  }
}
