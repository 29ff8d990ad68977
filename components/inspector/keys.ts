// The inspector's one keyboard model, written once: the shortcuts sheet (`?`) lists this table and
// the page's key handler (Inspector.tsx) acts on the same keys. Stepping works wherever focus is,
// except inside a text field, a list box or a dialog; the side-panel tabs move with their own keys.
export interface KeyRow {
  keys: string[];
  what: string;
}

export const KEY_GROUPS: { title: string; rows: KeyRow[] }[] = [
  {
    title: "Step through the session",
    rows: [
      { keys: ["→", "←"], what: "next / previous event" },
      { keys: ["Space"], what: "play / pause (on a focused button, Space presses it)" },
      { keys: ["T", "Shift+T"], what: "next / previous notable event: a compaction, a threshold crossed, a skill loaded, an error" },
      { keys: ["Home", "End"], what: "first / last event" },
    ],
  },
  {
    title: "Side panel",
    rows: [
      { keys: ["]", "["], what: "next / previous tab (Context, Compaction, Skills, Compare, Routing)" },
      { keys: ["S"], what: "open or close the settings" },
    ],
  },
  {
    title: "Anywhere",
    rows: [
      { keys: ["?"], what: "this list" },
      { keys: ["Ctrl+V", "⌘V"], what: "load what is on the clipboard (outside a text field)" },
      { keys: ["Esc"], what: "close a dialog, a menu or the settings" },
    ],
  },
];
