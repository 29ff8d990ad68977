// Where a catalog comes from, on the main thread (DOM APIs only): a folder picked with
// <input webkitdirectory>, a folder dropped on the page (DataTransferItem.webkitGetAsEntry), a
// bundled catalog under /fixtures/catalogs/<name>/ (bundle.json holds its files), or the skill
// bodies recorded in the session the inspector has loaded. Only .md files are read, each at most
// 5 MB and 100 MB in all; a .zip goes to the worker whole.
import { nameMap } from "@/lib/input/shape";
import type { Session } from "@/lib/model";
import type { CatalogFile } from "@/lib/skills/catalog";
import { isCatalogText, unsafePath } from "@/lib/skills/guards";
import type { PathFile, ReadFiles } from "./read-files";

export type { PathFile, ReadFiles } from "./read-files";

const rootName = (paths: string[], fallback: string) => {
  const first = paths.find((p) => p.includes("/"));
  return first ? first.split("/")[0] : fallback;
};

/**
 * Files from <input type=file webkitdirectory multiple> (or several files picked by hand), unread,
 * with their paths: the catalog or routing worker checks and reads them (components/worker/file-feed.ts).
 */
export function pickedFiles(list: File[]): { name: string; list: PathFile[] } {
  const pfs = list.map((file) => ({ path: (file.webkitRelativePath || file.name).replace(/\\/g, "/"), file }));
  return {
    name: rootName(
      pfs.map((p) => p.path),
      "picked files",
    ),
    list: pfs,
  };
}

export type Dropped =
  | { kind: "zip"; file: () => Promise<File> }
  | {
      kind: "entries";
      /** the dropped files, unread, with their paths (walked after the drop event) */
      collect: () => Promise<{ name: string; list: PathFile[] }>;
    }
  | { kind: "none" };

const isZip = (f: File) => /\.zip$/i.test(f.name) || f.type === "application/zip" || f.type === "application/x-zip-compressed";

/**
 * What a drop holds. Must be called inside the drop handler: a DataTransfer's items are only
 * readable while the event is being dispatched, so the entries are taken synchronously here and
 * walked afterwards.
 */
export function fromDrop(dt: DataTransfer): Dropped {
  const items = Array.from(dt.items ?? []).filter((i) => i.kind === "file");
  const entries: FileSystemEntry[] = [];
  const loose: File[] = [];
  for (const it of items) {
    const entry = typeof it.webkitGetAsEntry === "function" ? it.webkitGetAsEntry() : null;
    if (entry) entries.push(entry);
    else {
      const f = it.getAsFile();
      if (f) loose.push(f);
    }
  }
  if (!items.length) loose.push(...Array.from(dt.files ?? []));
  // A single .zip: as an entry it is a file entry, whose File is read asynchronously.
  if (entries.length === 1 && !loose.length && entries[0].isFile && /\.zip$/i.test(entries[0].name)) {
    const entry = entries[0] as FileSystemFileEntry;
    return { kind: "zip", file: () => new Promise<File>((res, rej) => entry.file(res, rej)) };
  }
  if (!entries.length && loose.length === 1 && isZip(loose[0])) {
    const f = loose[0];
    return { kind: "zip", file: async () => f };
  }
  if (!entries.length && !loose.length) return { kind: "none" };
  const collect = async () => {
    const out: PathFile[] = loose.map((file) => ({ path: file.name, file }));
    for (const e of entries) await walk(e, out);
    const name =
      entries.length === 1 && entries[0].isDirectory
        ? entries[0].name
        : rootName(
            out.map((p) => p.path),
            "dropped files",
          );
    return { name, list: out };
  };
  return {
    kind: "entries",
    collect,
  };
}

async function walk(entry: FileSystemEntry, out: PathFile[], depth = 0): Promise<void> {
  if (depth > 32) return;
  const path = entry.fullPath.replace(/^\/+/, "");
  if (entry.isFile) {
    if (!isCatalogText(path)) {
      out.push({ path, file: new File([], entry.name) });
      return;
    }
    const file = await new Promise<File>((res, rej) => (entry as FileSystemFileEntry).file(res, rej));
    out.push({ path, file });
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries returns the children in batches (100 in Chromium) until an empty batch.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((res, rej) => reader.readEntries(res, rej));
    if (!batch.length) break;
    for (const child of batch) await walk(child, out, depth + 1);
  }
}

/** The catalogs the app ships under /fixtures/catalogs/, offered on the Catalog and Routing screens. */
export const BUNDLED_CATALOGS = [
  { id: "devkit", title: "devkit", description: "124 skills and 20 subagents, English and Korean, MIT" },
  {
    id: "packs",
    title: "packs",
    description: "649 skills in five packs (office-ko, data-ml, cloud-ops, app-stack, product-team), English and Korean, MIT",
  },
];

export interface BundledIndex {
  name: string;
  files: string[];
  license?: string;
}

/** What scripts/copy-fixtures.mjs writes beside index.json: the catalog's files and licence in one. */
export interface BundledFiles {
  name: string;
  files: CatalogFile[];
  license?: string;
}

/** The bundle's files that are catalog text at a safe path (the same test the index's paths pass). */
function bundledFiles(name: string, b: BundledFiles): CatalogFile[] | null {
  if (!Array.isArray(b.files)) return null;
  const files: CatalogFile[] = [];
  for (const f of b.files) {
    if (!f || typeof f.path !== "string" || typeof f.text !== "string") return null;
    if (!unsafePath(f.path) && isCatalogText(f.path)) files.push({ path: `${name}/${f.path}`, text: f.text });
  }
  return files;
}

/**
 * A bundled catalog: public/fixtures/catalogs/<name>/bundle.json, one request for all its files;
 * failing that (a build without it), index.json and then each file it names.
 */
export async function fetchBundled(name: string, onProgress?: (f: number) => void): Promise<ReadFiles & { license?: string }> {
  const base = `/fixtures/catalogs/${encodeURIComponent(name)}/`;
  const bundled = await fetch(`${base}bundle.json`, { cache: "no-cache" }).catch(() => null);
  if (bundled?.ok) {
    const b = (await bundled.json().catch(() => null)) as BundledFiles | null;
    const files = b && bundledFiles(name, b);
    if (files) {
      onProgress?.(1);
      return { name, files, refused: [], ignored: 0, ...(typeof b.license === "string" ? { license: b.license } : {}) };
    }
  }
  const res = await fetch(`${base}index.json`, { cache: "no-cache" });
  if (!res.ok) throw new Error(`The bundled catalog "${name}" has no index (${base}index.json: HTTP ${res.status}).`);
  const index = (await res.json()) as BundledIndex;
  const paths = (Array.isArray(index.files) ? index.files : []).filter(
    (p): p is string => typeof p === "string" && !unsafePath(p) && isCatalogText(p),
  );
  const files: CatalogFile[] = new Array(paths.length);
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const k = next++;
      const url = base + paths[k].split("/").map(encodeURIComponent).join("/");
      const r = await fetch(url, { cache: "no-cache" });
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      files[k] = { path: `${name}/${paths[k]}`, text: await r.text() };
      done++;
      onProgress?.(done / paths.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, paths.length) }, worker));
  let license: string | undefined;
  if (index.license) {
    const r = await fetch(base + encodeURIComponent(index.license), { cache: "no-cache" }).catch(() => null);
    if (r?.ok) license = await r.text();
  }
  return { name, files, refused: [], ignored: 0, ...(license ? { license } : {}) };
}

/**
 * The skills recorded in a session: the latest body of each, as SKILL.md files. A transcript keeps
 * the body without its front matter; a scenario may give a description, which is put back as YAML.
 */
export function fromSession(session: Session): ReadFiles & { invocations: Record<string, number>; withDescription: number } {
  const latest = new Map<string, string>();
  // skill names from the session: a skill called "constructor" counts from 0, not from a prototype
  const invocations = nameMap<number>();
  for (const s of session.skills) {
    invocations[s.name] = (invocations[s.name] ?? 0) + 1;
    if (s.body !== undefined) latest.set(s.name, s.body);
  }
  for (const s of session.scenario?.skills ?? []) if (!latest.has(s.name) && s.body) latest.set(s.name, s.body);
  let withDescription = 0;
  const files: CatalogFile[] = [...latest].map(([name, body]) => {
    const desc = session.scenario?.skills?.find((x) => x.name === name)?.description;
    if (desc) withDescription++;
    const folder = name.replace(/[\\/]/g, "-").replace(/\.\./g, "-") || "skill";
    // JSON strings are YAML strings: the name and description cannot break out of the block.
    const fm = `---\nname: ${JSON.stringify(name)}\n${desc ? `description: ${JSON.stringify(desc)}\n` : ""}---\n\n`;
    return { path: `session/skills/${folder}/SKILL.md`, text: fm + body };
  });
  return { name: `skills of ${session.name}`, files, refused: [], ignored: 0, invocations, withDescription };
}
