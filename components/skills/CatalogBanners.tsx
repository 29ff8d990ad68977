"use client";
// The Catalog screen's banners: the load's error, a storage failure, the files refused (the first
// twelve, dismissible), and a note about the source (a session's skills have no descriptions).
import type { Loaded } from "./catalog-loaded";
import c from "./catalog.module.css";

export function CatalogBanners({
  error,
  onDismissError,
  storageError,
  onDismissStorageError,
  loaded,
  showRefused,
  onDismissRefused,
}: {
  error: string | null;
  onDismissError: () => void;
  storageError: string | null;
  onDismissStorageError: () => void;
  loaded: Loaded | null;
  showRefused: boolean;
  onDismissRefused: () => void;
}) {
  return (
    <div className="banners">
      {error && (
        <div className="banner error" role="alert" data-testid="catalog-error">
          <p>{error}</p>
          <button className="close" aria-label="Dismiss" onClick={onDismissError}>
            ✕
          </button>
        </div>
      )}
      {storageError && (
        <div className="banner warn" role="status" data-testid="catalog-storage-message">
          <p>{storageError}</p>
          <button className="close" aria-label="Dismiss" onClick={onDismissStorageError}>
            ✕
          </button>
        </div>
      )}
      {loaded && loaded.refused.length > 0 && showRefused && (
        <div className="banner warn" role="status" data-testid="catalog-refused">
          <div className={c.refused}>
            <p>
              <b>
                {loaded.refused.length} file{loaded.refused.length === 1 ? " was" : "s were"} refused
              </b>{" "}
              and not read:
            </p>
            <ul>
              {loaded.refused.slice(0, 12).map((r, k) => (
                <li key={k} data-testid="catalog-refused-item">
                  <span className="mono">{r.path}</span>: {r.reason}
                </li>
              ))}
              {loaded.refused.length > 12 && <li>and {loaded.refused.length - 12} more</li>}
            </ul>
          </div>
          <button className="close" aria-label="Dismiss" onClick={onDismissRefused}>
            ✕
          </button>
        </div>
      )}
      {loaded?.note && (
        <div className="banner info" role="status">
          <p>{loaded.note}</p>
        </div>
      )}
    </div>
  );
}
