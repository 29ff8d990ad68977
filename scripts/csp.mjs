// After `next build`: give every exported page a Content-Security-Policy that allows no outside
// connection and no eval. A static export has no server to send headers, so the policy goes in a
// <meta> at the top of <head>, with the hash of each inline script Next.js wrote into the page.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "out");

function* htmlFiles(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(p);
    else if (e.name.endsWith(".html")) yield p;
  }
}

export function policy(hashes) {
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes.map((h) => `'sha256-${h}'`).join(" ")}`.trim(),
    // React sets style attributes; no stylesheet comes from elsewhere
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // fixtures, tokenizer chunks and RSC payloads: same origin only
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}

let pages = 0;
for (const file of htmlFiles(root)) {
  let html = fs.readFileSync(file, "utf8");
  html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
  const hashes = new Set();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (m[1]) hashes.add(crypto.createHash("sha256").update(m[1], "utf8").digest("base64"));
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy([...hashes])}">`;
  if (!/<head[^>]*>/.test(html)) continue;
  html = html.replace(/<head([^>]*)>/, `<head$1>${meta}`);
  fs.writeFileSync(file, html);
  pages++;
}
console.log(`csp: policy written into ${pages} page(s)`);
