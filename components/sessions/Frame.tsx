"use client";
// The sessions list over the inspector: it covers the step bar, chart and panels (their grid rows,
// sessions.module.css), which stay mounted and laid out as they were, and inert, so no key or
// focus reaches them. Taking the inspector down, or hiding it, changed its size and re-drew its
// chart: that held the page for up to 600 ms when a folder was picked. Only this component follows
// `listOpen`, so the inspector's parts, handed in as children, are not rendered again. Under the
// list they are not painted either (visibility, inherited through the wrapper, keeps their layout):
// each frame of a list being read paints the document, and outside the list and the top bar that
// paint was 68 of 317 ms of the page's paint time over a 1 GB listing (a page trace).
import type { ReactNode } from "react";
import { useSessions } from "./store";
import { SessionsScreen } from "./SessionsScreen";

export function ListOrInspector({ children }: { children: ReactNode }) {
  const listOpen = useSessions((s) => s.listOpen);
  return (
    <>
      <div style={{ display: "contents", visibility: listOpen ? "hidden" : undefined }} inert={listOpen}>
        {children}
      </div>
      {listOpen && <SessionsScreen />}
    </>
  );
}
