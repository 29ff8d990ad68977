"use client";
// A modal dialog: focus moves into it when it opens, Tab stays inside, Escape closes it, and focus
// returns to what opened it. Screen readers get role=dialog, aria-modal and its title.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  titleId,
  onClose,
  children,
  testid,
  wide,
  className,
  describedBy,
}: {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
  testid?: string;
  wide?: boolean;
  /** a class of its own beside `modal` (a dialog that needs another width) */
  className?: string;
  describedBy?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  // the latest handler, for the key listener registered once
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const el = ref.current;
    const first = el?.querySelector<HTMLElement>("[data-autofocus]") ?? el?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? el)?.focus();
    return () => {
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close.current()}>
      <div
        ref={ref}
        className={`modal${wide ? " modal-wide" : ""}${className ? ` ${className}` : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-testid={testid}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.stopPropagation();
            close.current();
            return;
          }
          if (e.key !== "Tab" || !ref.current) return;
          const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((x) => x.offsetParent !== null);
          if (!items.length) return;
          const firstEl = items[0];
          const lastEl = items[items.length - 1];
          if (e.shiftKey && document.activeElement === firstEl) {
            e.preventDefault();
            lastEl.focus();
          } else if (!e.shiftKey && document.activeElement === lastEl) {
            e.preventDefault();
            firstEl.focus();
          }
        }}
      >
        {children}
      </div>
    </div>
  );
}
