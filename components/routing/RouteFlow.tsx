"use client";
// The routing pipeline drawn with @xyflow/react: Prompt → Prefilter → Retrieval (BM25) → Gate →
// Top-K → Triage → Incorporation → Decision, and the two ways around it (a prefilter skip or
// trigger, a gate nobody passes). The path the prompt took is lit in the accent colour, the rest
// dimmed; each node prints its figures. Read-only: nothing drags, zooms or connects.
import "@xyflow/react/dist/style.css";
import { memo, useEffect, useMemo, useRef } from "react";
import {
  BaseEdge,
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from "@xyflow/react";
import type { RouteTrace } from "@/lib/routing";
import { arcExtent, buildFlow, DECISIONS, type FlowEdgeData, type FlowNodeData, type Orientation } from "./flow-model";
import s from "./routing.module.css";

type StageNode = Node<FlowNodeData, "stage">;
type SpacerNode = Node<Record<string, never>, "spacer">;
type RouteEdge = Edge<FlowEdgeData, "route">;

const StageNodeView = memo(function StageNodeView({ data }: NodeProps<StageNode>) {
  const h = data.orientation === "horizontal";
  const cls = [
    s.node,
    data.on ? s.nodeOn : s.nodeOff,
    data.turned ? s.nodeTurned : "",
    data.id === "decision" ? s.nodeDecision : "",
    h ? "" : s.nodeV,
  ].join(" ");
  return (
    <div
      className={cls}
      data-testid={`flow-node-${data.id}`}
      data-on={data.on ? "true" : "false"}
      data-turned={data.turned ? "true" : undefined}
      title={data.tip}
    >
      {data.id !== "prompt" && <Handle type="target" id="in" position={h ? Position.Left : Position.Top} isConnectable={false} />}
      {data.id !== "decision" && <Handle type="source" id="out" position={h ? Position.Right : Position.Bottom} isConnectable={false} />}
      {(data.id === "prefilter" || data.id === "gate") && (
        <Handle type="source" id="by" position={h ? Position.Bottom : Position.Right} isConnectable={false} />
      )}
      {data.id === "decision" && (
        <>
          <Handle
            type="target"
            id="by-far"
            position={h ? Position.Bottom : Position.Right}
            style={h ? { left: "78%" } : { top: "74%" }}
            isConnectable={false}
          />
          <Handle
            type="target"
            id="by-near"
            position={h ? Position.Bottom : Position.Right}
            style={h ? { left: "52%" } : { top: "40%" }}
            isConnectable={false}
          />
        </>
      )}
      <div className={s.nodeHead}>
        <span className={s.nodeTitle}>{data.title}</span>
        {!h && data.id !== "decision" && <span className={s.nodeMain}>{data.lines[0]}</span>}
      </div>
      {data.id === "decision" ? (
        <>
          <div className={s.chips} data-testid="flow-decision" data-decision={data.decision ?? ""}>
            {DECISIONS.map((d) => (
              <span key={d} className={`${s.chip} ${data.decision === d ? s.chipOn : ""}`}>
                {d}
              </span>
            ))}
          </div>
          {data.on && <div className={s.nodeLine}>{data.lines[0]}</div>}
        </>
      ) : (
        (h ? data.lines : data.lines.slice(1)).map((l, k) => (
          <div key={k} className={s.nodeLine}>
            {l}
          </div>
        ))
      )}
    </div>
  );
});

/** A polyline with rounded corners. */
function rounded(pts: [number, number][], r = 8): string {
  let d = `M ${pts[0][0]},${pts[0][1]}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [px, py] = pts[i - 1];
    const [x, y] = pts[i];
    const [nx, ny] = pts[i + 1];
    const l1 = Math.hypot(x - px, y - py);
    const l2 = Math.hypot(nx - x, ny - y);
    const k = Math.min(r, l1 / 2, l2 / 2);
    const ax = x - ((x - px) / (l1 || 1)) * k;
    const ay = y - ((y - py) / (l1 || 1)) * k;
    const bx = x + ((nx - x) / (l2 || 1)) * k;
    const by = y + ((ny - y) / (l2 || 1)) * k;
    d += ` L ${ax},${ay} Q ${x},${y} ${bx},${by}`;
  }
  const last = pts[pts.length - 1];
  return d + ` L ${last[0]},${last[1]}`;
}

const RouteEdgeView = memo(function RouteEdgeView({ id, sourceX, sourceY, targetX, targetY, data }: EdgeProps<RouteEdge>) {
  const d = data!;
  let pts: [number, number][];
  if (d.shape === "main")
    pts = [
      [sourceX, sourceY],
      [targetX, targetY],
    ];
  else if (d.orientation === "horizontal") {
    const base = Math.max(sourceY, targetY) + d.depth;
    pts = [
      [sourceX, sourceY],
      [sourceX, base],
      [targetX, base],
      [targetX, targetY],
    ];
  } else {
    const base = Math.max(sourceX, targetX) + d.depth;
    pts = [
      [sourceX, sourceY],
      [base, sourceY],
      [base, targetY],
      [targetX, targetY],
    ];
  }
  const path = rounded(pts);
  // the label on the long run of the path
  const [a, b] = d.shape === "main" ? [pts[0], pts[1]] : [pts[1], pts[2]];
  const labelX = (a[0] + b[0]) / 2;
  const labelY = (a[1] + b[1]) / 2;
  // an arrowhead along the last segment
  const [ex, ey] = pts[pts.length - 1];
  const [fx, fy] = pts[pts.length - 2];
  const len = Math.hypot(ex - fx, ey - fy) || 1;
  const ux = (ex - fx) / len;
  const uy = (ey - fy) / len;
  const head = `M ${ex},${ey} L ${ex - ux * 7 - uy * 4},${ey - uy * 7 + ux * 4} L ${ex - ux * 7 + uy * 4},${ey - uy * 7 - ux * 4} Z`;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        className={d.lit ? s.edgeLit : s.edgeDim}
        interactionWidth={0}
        {...(d.label ? { label: d.label, labelX, labelY, labelBgPadding: [4, 2] as [number, number], labelBgBorderRadius: 3 } : {})}
      />
      <path d={head} className={d.lit ? s.headLit : s.headDim} />
    </>
  );
});

const SpacerView = () => <div style={{ width: 1, height: 1 }} aria-hidden="true" />;

const nodeTypes = { stage: StageNodeView, spacer: SpacerView };
const edgeTypes = { route: RouteEdgeView };

/** Refits the drawing when its box changes size (a resized window, a panel opening). */
function FitOnResize({ box }: { box: React.RefObject<HTMLDivElement | null> }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    let raf = 0;
    const ro = new ResizeObserver(() => {
      cancelAnimationFrame(raf);
      raf = requestAnimationFrame(() => void fitView({ padding: 0.04 }));
    });
    ro.observe(el);
    return () => {
      cancelAnimationFrame(raf);
      ro.disconnect();
    };
  }, [box, fitView]);
  return null;
}

export function RouteFlow({
  trace,
  previousPrompt,
  orientation,
  height,
}: {
  trace: RouteTrace | null;
  previousPrompt?: string;
  orientation: Orientation;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { nodes, edges } = useMemo(() => {
    const f = buildFlow(trace, previousPrompt, orientation);
    const nodes: (StageNode | SpacerNode)[] = f.nodes.map((n): StageNode => ({
      id: n.id,
      type: "stage",
      position: n.position,
      width: n.width,
      height: n.height,
      data: n.data,
      draggable: false,
      selectable: false,
    }));
    nodes.push({
      id: "extent",
      type: "spacer",
      position: arcExtent(orientation),
      width: 1,
      height: 1,
      data: {},
      draggable: false,
      selectable: false,
      focusable: false,
    });
    const edges: RouteEdge[] = f.edges.map((e) => ({
      id: e.id,
      type: "route",
      source: e.source,
      target: e.target,
      sourceHandle: e.sourceHandle,
      targetHandle: e.targetHandle,
      data: e.data,
      className: e.data.lit ? "lit" : "dim",
      zIndex: e.data.lit ? 1 : 0,
      domAttributes: { "data-lit": e.data.lit ? "true" : "false" } as React.SVGAttributes<SVGGElement>,
      ariaLabel: `${e.source} to ${e.target}${e.data.lit ? ", taken" : ""}`,
    }));
    return { nodes, edges };
  }, [trace, previousPrompt, orientation]);

  const summary = trace
    ? `Routing path: ${["prompt", ...trace.stages.map((x) => x.stage)].join(" → ")} → ${trace.decision}. ${trace.reason}`
    : "Routing pipeline, nothing routed yet.";
  return (
    <div
      ref={box}
      className={s.flow}
      style={{ height }}
      data-testid="route-flow"
      data-orientation={orientation}
      role="figure"
      aria-label={summary}
    >
      <ReactFlowProvider>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          fitView
          fitViewOptions={{ padding: 0.04 }}
          minZoom={0.3}
          maxZoom={1.25}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          panOnDrag={false}
          panOnScroll={false}
          zoomOnScroll={false}
          zoomOnPinch={false}
          zoomOnDoubleClick={false}
          preventScrolling={false}
          colorMode="system"
        >
          <FitOnResize box={box} />
        </ReactFlow>
      </ReactFlowProvider>
    </div>
  );
}
