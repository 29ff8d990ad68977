// Messages between the page and share.worker.ts: reducing a session to a scenario, redacting a
// scenario, and compressing the result into a share link, all off the main thread.
import type { Session } from "@/lib/model";
import type { TokenTable } from "@/lib/tokens/count";
import type { ShareState } from "@/lib/share/link";
import type { ReduceOptions } from "@/lib/share/reduce";
import type { SnapshotOptions } from "@/lib/share/snapshot";
import type { SecretKind } from "@/lib/share/redact";

/** The view state that rides along with the scenario (everything but the scenario itself). */
export type ShareView = Omit<ShareState, "v" | "scenario">;

export type ShareRequest =
  | {
      type: "reduce";
      id: number;
      session: Session;
      table: TokenTable;
      /** the builder's scenario form: what the reduction keeps */
      options: Partial<ReduceOptions>;
      /** the link's snapshot form: what travels beside the sizes (lib/share/snapshot.ts DEFAULT_SNAPSHOT when left out) */
      snapshot?: Partial<SnapshotOptions>;
      view: ShareView;
      /** snapshot (default): every counted size in place, for links; scenario: an editable scenario (the builder) */
      form?: "snapshot" | "scenario";
    }
  | {
      type: "scenario";
      id: number;
      scenario: Record<string, unknown>;
      redact: boolean;
      view: ShareView;
    };

export interface SecretSnippet {
  kind: SecretKind;
  before: string;
  secret: string;
  after: string;
}

export interface ShareResult {
  type: "shared";
  id: number;
  scenario: Record<string, unknown>;
  /** secrets found, by kind (redacted unless the text was kept) */
  findings: { kind: SecretKind; count: number }[];
  /** where they are, for review (at most 60) */
  snippets: SecretSnippet[];
  /** scenario events, and what a reduction left out */
  events: number;
  dropped: { kind: string; count: number }[];
  /** the step the link opens at */
  step: number | undefined;
  fragment: string;
  chars: number;
  tooLong: boolean;
  /** the scenario as a file */
  json: string;
  ms: number;
}

export type ShareMessage = ShareResult | { type: "error"; id: number; message: string };
