"use client";
// The shortcuts sheet (`?`): the keyboard model of components/inspector/keys.ts, as a dialog.
import { useId } from "react";
import { Modal } from "@/components/ui/Modal";
import { KEY_GROUPS } from "./keys";

export function ShortcutsSheet({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal titleId={titleId} onClose={onClose} testid="shortcuts-sheet">
      <h2 id={titleId}>Keyboard</h2>
      <p className="muted">The step keys work wherever focus is, except while you type in a text field.</p>
      {KEY_GROUPS.map((g) => (
        <section key={g.title} className="keys-group">
          <h3>{g.title}</h3>
          <table className="keys-table">
            <tbody>
              {g.rows.map((r) => (
                <tr key={r.what}>
                  <th scope="row">
                    {r.keys.map((k, i) => (
                      <span key={k}>
                        {i > 0 && " "}
                        <kbd>{k}</kbd>
                      </span>
                    ))}
                  </th>
                  <td>{r.what}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <div className="actions">
        <button className="btn primary" data-autofocus onClick={onClose} data-testid="shortcuts-close">
          Close
        </button>
      </div>
    </Modal>
  );
}
