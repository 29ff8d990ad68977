// The main thread's handle on routing.worker.ts: one long-lived worker (the catalog and its index
// stay there). Loading another catalog while a bench or sweep runs cancels it (see RequestClient).
import { CancelledError, RequestClient, type DistributiveOmit } from "../worker/request-client";
import type { PathFile } from "@/components/skills/read-files";
import type { RoutingPhase, RoutingRequest, RoutingResponse } from "./routing-protocol";

export { CancelledError };

type Answer = Exclude<RoutingResponse, { type: "progress" } | { type: "error" }>;

export class RoutingClient extends RequestClient<RoutingRequest, RoutingResponse, RoutingPhase> {
  constructor() {
    super(() => new Worker(new URL("../worker/routing.worker.ts", import.meta.url), { type: "module" }), "routing");
  }

  request<T extends Answer["type"]>(
    req: DistributiveOmit<RoutingRequest, "id">,
    onProgress?: (phase: RoutingPhase, fraction: number) => void,
    transfer: Transferable[] = [],
  ): Promise<Extract<Answer, { type: T }>> {
    const loading = req.type === "load-zip" || req.type === "load-entries";
    if (loading && this.busyWith(["bench", "sweep"])) this.cancelAll();
    return this.send<T>(req, onProgress, transfer) as Promise<Extract<Answer, { type: T }>>;
  }

  /** A load of texts already read (a bundled catalog): `push` them, then `end`; the answer is the indexed catalog. */
  load(onProgress?: (phase: RoutingPhase, fraction: number) => void) {
    if (this.busyWith(["bench", "sweep"])) this.cancelAll();
    return this.feed<"loaded">({ type: "begin" }, onProgress);
  }

  /** A picked folder's files, read by the routing worker, which parses each batch between its reads. */
  loadFolder(list: PathFile[], name: string, onProgress?: (phase: RoutingPhase, fraction: number) => void) {
    const load = this.load(onProgress);
    return load.hand(list).then(() => load.end(name, [], 0));
  }
}
