"use client";
// "Copy link": the routed prompt, the bundled catalog, the skill asked "why not" about and the
// settings that differ from the defaults, as a /routing/#q=... link (lib/routing encodeRouteLink).
// The link is shown too, for a page that refuses the clipboard.
import { useState } from "react";
import { encodeRouteLink, linkSettings } from "@/lib/routing";
import { copyText } from "@/components/share/build";
import { useRouting } from "./store";
import s from "./routing.module.css";

export function CopyRouteLink() {
  const current = useRouting((x) => x.current);
  const catalog = useRouting((x) => x.catalog);
  const settings = useRouting((x) => x.settings);
  const why = useRouting((x) => x.whyName);
  const pairsDefault = useRouting((x) => x.pairsDefault);
  const [shown, setShown] = useState<{ url: string; status: string } | null>(null);
  if (!current) return null;
  const bundled = catalog.source === "bundled" ? catalog.label.replace(/ \(bundled\)$/, "") : undefined;
  const copy = async () => {
    const hash = encodeRouteLink({
      prompt: current.prompt,
      ...(bundled ? { catalog: bundled } : {}),
      ...(why.trim() ? { why: why.trim() } : {}),
      settings: linkSettings(settings),
    });
    const url = `${window.location.origin}/routing/${hash}`;
    const ok = await copyText(url);
    const caveats = [
      ...(bundled
        ? []
        : [`it names no catalog: ${catalog.label || "yours"} is not bundled, so the link routes over whatever the recipient has loaded`]),
      ...(pairsDefault ? [] : ["your edited dictionary is not in it"]),
    ];
    setShown({ url, status: `${ok ? "Link copied" : "Copy the link below"}${caveats.length ? `; ${caveats.join("; ")}` : ""}.` });
  };
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => void copy()}
        data-testid="route-link-copy"
        title="A link to this prompt, its catalog (if bundled), the skill asked about and the settings that differ from the defaults"
      >
        Copy link
      </button>
      {shown && (
        <div className={s.linkOut} role="status">
          <span>{shown.status}</span>
          <input
            className="text-input"
            readOnly
            value={shown.url}
            aria-label="Link to this route"
            data-testid="route-link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="close" aria-label="Hide the link" onClick={() => setShown(null)}>
            ✕
          </button>
        </div>
      )}
    </>
  );
}
