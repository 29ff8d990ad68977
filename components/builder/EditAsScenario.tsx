"use client";
// "Edit as scenario": the loaded session or lesson opens in the builder. A scenario is taken as it
// was written; a real session is first reduced to one in the share worker (every counted size
// kept, the text the simulator reads and file paths kept with secrets redacted, so there is
// something to edit; a share link's snapshot holds neither unless the sender ticks them).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useInspector } from "@/components/state/store";
import { reduceInput, scenarioDoc, shareView } from "@/components/share/build";
import { shareClient } from "@/components/worker/share-client";
import { scenarioToDraft } from "@/lib/builder/scenario-io";
import { saveDraftNow, useBuilder } from "./store";

export function EditAsScenario() {
  const router = useRouter();
  const hasSession = useInspector((s) => s.views.length > 0);
  const isBuilder = useInspector((s) => s.origin?.label.startsWith("Builder: ") ?? false);
  const [busy, setBusy] = useState(false);
  if (isBuilder) return null;

  const go = async () => {
    const st = useInspector.getState();
    setBusy(true);
    try {
      let doc = scenarioDoc(st);
      if (!doc) {
        const input = reduceInput(st, { text: "redact" });
        if (!input) return;
        const r = await shareClient().run({ type: "reduce", form: "scenario", ...input, view: shareView(st) });
        doc = r.scenario;
      }
      const read = scenarioToDraft(doc);
      if (!read.ok) {
        useInspector.setState({ error: `This session cannot be opened in the builder: ${read.error}` });
        return;
      }
      useBuilder.getState().open(read.draft);
      await saveDraftNow(read.draft).catch(() => undefined);
      router.push("/builder/");
    } catch (e) {
      useInspector.setState({ error: `Could not turn this session into a scenario: ${(e as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      className="btn"
      data-testid="edit-as-scenario"
      aria-label={busy ? "Opening the builder" : "Edit as scenario"}
      disabled={!hasSession || busy}
      onClick={() => void go()}
      title="Open what is loaded in the builder, as a scenario you can edit"
    >
      {busy ? (
        "Opening…"
      ) : (
        <>
          Edit<span className="edit-as-long"> as scenario</span>
        </>
      )}
    </button>
  );
}
