// Messages between the routing screens and components/worker/routing.worker.ts. The worker holds
// one catalog and the router built over it (index once, route many); every answer is plain data.
import type { Estimator } from "@/lib/model";
import type { CatalogEntry } from "@/lib/skills/catalog";
import type { ListingSummary } from "@/lib/skills/listing";
import type { Refusal } from "@/lib/skills/zip";
import type {
  BenchReport,
  BodyContribution,
  GoldCase,
  RouteTrace,
  RouterSettings,
  SweepParam,
  SweepReport,
  TermContribution,
  WhyNot,
  EntryEdit,
  FixWhatIf,
  Metrics,
} from "@/lib/routing";

export interface CatalogInfo {
  name: string;
  /** model-invocable skills and commands: the skill index */
  skills: number;
  /** model-invocable subagents: the subagent index */
  agents: number;
  /** entries with disable-model-invocation (slash-only: reachable by /name only) */
  slashOnly: number;
  entries: number;
  /** files whose front matter could not be read */
  errors: number;
  refused: Refusal[];
  /** tokens of the catalog's skill listing (lib/skills/listing.ts buildListing, `listing`'s preset and window) */
  listingTokens: number;
  listing?: ListingSummary;
  ms: number;
  /**
   * The worker's time by phase, in ms: reading a folder (from the load's start to the last file
   * read), its own parsing (most of it while reading, for a folder), building the gate's index.
   */
  phases: { read?: number; parse?: number; index: number };
  /** what the router learned from this catalog's own text (lib/routing/vocabulary.ts), at most 2,000 pairs */
  learned?: { pair: [string, string]; how: string; entries: number; example: string }[];
  /** every entry's name, sorted (the "why not" picker) */
  names: string[];
}

/** A retrieval hit before the gate, with its breakdown (router.explain), for the candidates table. */
export interface PreviewHit {
  name: string;
  kind: CatalogEntry["kind"];
  score: number;
  terms: TermContribution[];
  /** what the rerank read in its body, for a candidate the rerank kept */
  body?: { score: number; terms: BodyContribution[] };
}

export type RoutingPhase = "read" | "parse" | "index" | "bench" | "sweep" | "fix";

/** Fix each miss (lib/routing/fix-miss.ts) without the two runs' cases: the diff names the cases that moved. */
export type FixResult = Omit<FixWhatIf, "before" | "after"> & { before: Metrics; after: Metrics };

export type RoutingRequest =
  /** a catalog's files, fed by components/worker/file-feed.ts as the page reads them; answered by `loaded` */
  | { type: "begin"; id: number }
  | { type: "load-zip"; id: number; name: string; data: ArrayBuffer }
  | { type: "load-entries"; id: number; name: string; entries: CatalogEntry[] }
  /** the rerank's body index for the loaded catalog (the heaviest part), after `loaded` has answered */
  | { type: "prepare-rerank"; id: number }
  | { type: "route"; id: number; prompt: string; previousPrompt?: string; settings: RouterSettings; estimator: Estimator }
  | { type: "bench"; id: number; cases: GoldCase[]; settings: RouterSettings; estimator: Estimator }
  | { type: "sweep"; id: number; cases: GoldCase[]; settings: RouterSettings; estimator: Estimator; param: SweepParam; values: number[] }
  /** the bench, the words each miss's right skill lacks, and the bench again with them added */
  | { type: "fix-misses"; id: number; cases: GoldCase[]; settings: RouterSettings; estimator: Estimator }
  | { type: "whynot"; id: number; prompt: string; previousPrompt?: string; name: string; settings: RouterSettings; estimator: Estimator }
  | {
      type: "whatif";
      id: number;
      prompt: string;
      previousPrompt?: string;
      name: string;
      edit: EntryEdit;
      settings: RouterSettings;
      estimator: Estimator;
    };

export type RoutingResponse =
  | { type: "progress"; id: number; phase: RoutingPhase; fraction: number }
  | { type: "loaded"; id: number; info: CatalogInfo }
  /** `ms`: the body index's build (0 when it was built before) */
  | { type: "rerank-ready"; id: number; ms: number }
  | { type: "routed"; id: number; trace: RouteTrace; preview: PreviewHit[]; ms: number }
  | { type: "benched"; id: number; report: BenchReport; ms: number }
  | { type: "swept"; id: number; report: SweepReport; ms: number }
  | { type: "fixed"; id: number; result: FixResult; ms: number }
  | { type: "explained"; id: number; result: WhyNot }
  | {
      type: "whatif-routed";
      id: number;
      decision: RouteTrace["decision"];
      chosen: string | null;
      reason: string;
      result: WhyNot;
      ms: number;
    }
  | { type: "error"; id: number; message: string };
