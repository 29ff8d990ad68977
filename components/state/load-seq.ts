// The count of loads started. Several ways of loading (boot's restore, an example's fetch, a file)
// run at once; a slow one asks this whether a newer load began meanwhile, and if so it does not
// land over it.
let latest = 0;

/** Marks the start of a load and returns its number. */
export function startLoad(): number {
  return ++latest;
}

/** The number of the newest load started. */
export function latestLoad(): number {
  return latest;
}
