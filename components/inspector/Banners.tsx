"use client";
// The messages above the inspector: following a file, an error, a storage problem, a notice, and
// the first-use guide. Alone because every screen that hosts the inspector shows them the same way.
import { useInspector } from "@/components/state/store";
import { FollowStrip } from "./FollowStrip";
import { FirstGuide } from "./FirstGuide";

export function Banners() {
  const error = useInspector((s) => s.error);
  const notice = useInspector((s) => s.notice);
  const storageError = useInspector((s) => s.storageError);
  const dismiss = useInspector((s) => s.dismiss);
  return (
    <div className="banners">
      <FollowStrip />
      {error && (
        <div className="banner error" role="alert" data-testid="error-banner">
          <p>{error}</p>
          <button className="close" aria-label="Dismiss" onClick={() => dismiss("error")}>
            ✕
          </button>
        </div>
      )}
      {storageError && (
        <div className="banner warn" role="status" data-testid="storage-message">
          <p>{storageError}</p>
          <button className="close" aria-label="Dismiss" onClick={() => dismiss("storageError")}>
            ✕
          </button>
        </div>
      )}
      {notice && (
        <div className="banner info" role="status" data-testid="notice">
          <p>{notice}</p>
          <button className="close" aria-label="Dismiss" onClick={() => dismiss("notice")}>
            ✕
          </button>
        </div>
      )}
      <FirstGuide />
    </div>
  );
}
