// A tiny static file server for the exported app (out/). Kept dependency-free so that
// `npm start` and the e2e suite need nothing beyond Node. Binds to loopback only.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "out");
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".jsonl": "application/x-ndjson; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".woff2": "font/woff2",
};

if (!fs.existsSync(root)) {
  console.error(`serve: ${root} does not exist; run "npm run build" first`);
  process.exit(1);
}

const server = http.createServer((req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  } catch {
    res.writeHead(400).end("bad request");
    return;
  }
  let file = path.join(root, pathname);
  if (!file.startsWith(root)) {
    res.writeHead(403).end("forbidden");
    return;
  }
  try {
    if (fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
  } catch {
    if (fs.existsSync(file + ".html")) file += ".html";
  }
  fs.readFile(file, (err, data) => {
    if (err) {
      const notFound = path.join(root, "404.html");
      res.writeHead(404, { "content-type": types[".html"] });
      res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : "not found");
      return;
    }
    res.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
    });
    res.end(data);
  });
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Context Lab: http://localhost:${port}/`);
});
