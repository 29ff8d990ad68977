"use client";
// The top bar's Share button. The dialog (reduction options, link building, its worker client)
// loads on first click, so the inspector's first page does not carry it.
import { useState } from "react";
import dynamic from "next/dynamic";
import { useInspector } from "@/components/state/store";

const ShareDialog = dynamic(() => import("./ShareDialog").then((m) => m.ShareDialog), { ssr: false });

export function ShareButton() {
  const [open, setOpen] = useState(false);
  const hasSession = useInspector((s) => s.views.length > 0 && !s.busy);
  return (
    <>
      <button
        className="btn"
        data-testid="share-button"
        disabled={!hasSession}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        title="A link to this scenario and view"
      >
        Share…
      </button>
      {open && <ShareDialog onClose={() => setOpen(false)} />}
    </>
  );
}
