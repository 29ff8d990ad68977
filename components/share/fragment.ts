// Reading a share link on the page: the state sits in the URL fragment (#s=...), which a browser
// never sends to a server. Once read, the fragment is removed from the address bar (without a
// navigation), so a reload restores what the user has done since from browser storage instead of
// opening the link again.
import { decodeShare, type DecodeResult } from "@/lib/share/link";

export function readShareHash(): DecodeResult | null {
  if (typeof window === "undefined") return null;
  const hash = window.location.hash;
  if (!hash || hash === "#") return null;
  const r = decodeShare(hash);
  if (r) {
    try {
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    } catch {
      /* a sandboxed page may refuse: the link is simply read again on reload */
    }
  }
  return r;
}

/** The address of the page a share link opens, with its fragment. */
export function shareUrl(fragment: string, path = "/"): string {
  return `${window.location.origin}${path}${fragment}`;
}
