// The flags every Chromium this project starts runs with (the e2e suite, the bench): no sandbox a
// container cannot give, no GPU, and nothing that reaches the network or updates on its own.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
