// The CLI keeps each tokenizer's rank table beside its build (dist/cli/o200k.ranks): the first
// count with an estimator builds the table from js-tiktoken's data and writes it, every later run
// reads it (a 20 MB session's o200k count: the tables in about 30 ms instead of 180). The build
// folder is replaced whole on a rebuild (and a rebuild follows any change to package-lock.json),
// so a kept table never outlives the js-tiktoken it was built from.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { RankTable } from "../lib/tokens/rank-table";
import type { RankTableStore } from "../lib/tokens/estimators";

/** The store of the build folder this runs from; null when run from the sources (no build's inputs.json beside it). */
export function buildRankStore(here: string): RankTableStore | null {
  const dir = new URL("./", here);
  return dir.protocol === "file:" && fs.existsSync(fileURLToPath(new URL("inputs.json", dir))) ? rankStore(dir) : null;
}

export function rankStore(dir: URL): RankTableStore {
  const file = (estimator: string) => fileURLToPath(new URL(`${estimator}.ranks`, dir));
  return {
    read(estimator) {
      let buf: Buffer;
      try {
        buf = fs.readFileSync(file(estimator));
      } catch {
        return null;
      }
      // the table's Int32Array views need a buffer of its own at offset 0 (a large read has one)
      if (buf.byteOffset === 0 && buf.buffer.byteLength === buf.length) return RankTable.read(buf.buffer as ArrayBuffer);
      return RankTable.read(new Uint8Array(buf).buffer);
    },
    save(estimator, table) {
      // written aside and renamed: a CLI started meanwhile reads a whole table or none
      const to = file(estimator);
      const tmp = `${to}.${process.pid}.tmp`;
      try {
        fs.writeFileSync(tmp, table.write());
        fs.renameSync(tmp, to);
      } catch {
        // a read-only install: every run builds its tables
        fs.rmSync(tmp, { force: true });
      }
    },
  };
}
