// Where a key press belongs to the focused element rather than to the inspector: text fields take
// their keys, controls take Space and Enter. The step keys and the page-wide paste both ask.

/** Inputs where keys mean typing, not stepping. */
export function isTextField(t: EventTarget | null): boolean {
  if (!(t instanceof HTMLElement)) return false;
  if (t.isContentEditable) return true;
  if (t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return true;
  if (t instanceof HTMLInputElement) {
    // A focused range input handles its own arrows, Home and End.
    return !["checkbox", "radio", "button", "submit", "reset", "file", "color"].includes(t.type);
  }
  return false;
}

/** Controls that act on Space and Enter themselves (a button, a link, a tab, a summary). */
export function isControl(t: EventTarget | null): boolean {
  return (
    t instanceof Element &&
    !!t.closest('button, a[href], summary, [role="button"], [role="tab"], [role="menuitem"], [role="radio"], [role="checkbox"]')
  );
}
