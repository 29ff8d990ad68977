"use client";
// /builder/: the inspector with the builder's column beside the message list. The inspector shows
// the draft, not the last session, so it does not boot the saved one.
import { Inspector } from "@/components/inspector/Inspector";
import { BuilderPanel } from "./BuilderPanel";
import "./builder.css";

export function BuilderScreen() {
  return <Inspector lead={<BuilderPanel />} boot={false} emptyChart="Add an event to see the context grow." />;
}
