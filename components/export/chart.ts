// The current chart as a file: the recharts SVG(s) on screen, serialised with their computed
// colours and strokes written into each element (the page's CSS variables do not travel with an
// SVG file), stacked under a title line; PNG draws that SVG onto a canvas (the CSP allows img-src
// data: and blob:).

/** Presentation properties copied from the computed style into attributes. */
const PROPS = [
  "fill",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-dasharray",
  "stroke-linecap",
  "opacity",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "dominant-baseline",
  "visibility",
] as const;

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * `shownAs`: the visibility `src` inherits. Visibility is written only where it differs from that:
 * a page's ancestor may hide the chart (the sessions list over it, Frame.tsx) and the file must
 * not inherit that, while an element hidden in the chart itself stays hidden.
 */
function inline(src: Element, dst: Element, shownAs: string): void {
  const cs = window.getComputedStyle(src);
  let style = "";
  for (const p of PROPS) {
    const v = cs.getPropertyValue(p);
    if (v && !(p === "visibility" && v === shownAs)) style += `${p}:${v};`;
  }
  if (cs.display === "none") style += "display:none;";
  dst.setAttribute("style", style);
  dst.removeAttribute("class");
  // interactive bits mean nothing in a file
  for (const a of ["tabindex", "role", "aria-label", "data-testid"]) dst.removeAttribute(a);
  const a = src.children;
  const b = dst.children;
  for (let i = 0; i < a.length && i < b.length; i++) inline(a[i], b[i], cs.visibility);
}

export interface ChartFile {
  svg: string;
  width: number;
  height: number;
}

/**
 * The charts inside `root` (each `svg.recharts-surface`, top to bottom) as one standalone SVG with
 * `title` above them and the page's background behind.
 */
export function chartSvg(root: Element, title: string, labels: string[] = []): ChartFile | null {
  const svgs = Array.from(root.querySelectorAll<SVGSVGElement>("svg.recharts-surface"));
  if (!svgs.length) return null;
  const bodyStyle = window.getComputedStyle(document.body);
  const bg = bodyStyle.backgroundColor || "#ffffff";
  const fg = bodyStyle.color || "#000000";
  const font = bodyStyle.fontFamily || "sans-serif";
  const pad = 12;
  const head = 28;
  const labelH = labels.length ? 16 : 0;
  const width = Math.ceil(Math.max(...svgs.map((s) => s.getBoundingClientRect().width))) + pad * 2;
  let y = head;
  const parts: string[] = [];
  svgs.forEach((s, k) => {
    const r = s.getBoundingClientRect();
    const clone = s.cloneNode(true) as SVGSVGElement;
    inline(s, clone, s.parentElement ? window.getComputedStyle(s.parentElement).visibility : "visible");
    clone.setAttribute("x", String(pad));
    clone.setAttribute("y", String(y + labelH));
    clone.setAttribute("width", String(Math.ceil(r.width)));
    clone.setAttribute("height", String(Math.ceil(r.height)));
    clone.setAttribute("overflow", "visible");
    if (labels[k])
      parts.push(
        `<text x="${pad}" y="${y + 12}" fill="${fg}" font-family="${esc(font)}" font-size="11" font-weight="600">${esc(labels[k])}</text>`,
      );
    parts.push(new XMLSerializer().serializeToString(clone));
    y += labelH + Math.ceil(r.height) + 8;
  });
  const height = y + pad;
  const svg =
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${bg}"/>` +
    `<text x="${pad}" y="18" fill="${fg}" font-family="${esc(font)}" font-size="13" font-weight="600">${esc(title)}</text>` +
    parts.join("") +
    `</svg>`;
  return { svg, width, height };
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Rasterises an SVG file at `scale` (2 = sharp on high-density screens). */
export function svgToPng(file: ChartFile, scale = 2): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(file.width * scale);
      canvas.height = Math.round(file.height * scale);
      const ctx = canvas.getContext("2d");
      if (!ctx) {
        reject(new Error("This browser offers no 2D canvas."));
        return;
      }
      ctx.scale(scale, scale);
      ctx.drawImage(img, 0, 0, file.width, file.height);
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("The chart could not be drawn as PNG."))), "image/png");
    };
    img.onerror = () => reject(new Error("The chart's SVG could not be drawn."));
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(file.svg)}`;
  });
}
