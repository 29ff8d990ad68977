import type { NextConfig } from "next";

// Static export: the whole app is files on disk, so it can be hosted anywhere and
// nothing a user loads ever reaches a server.
const nextConfig: NextConfig = {
  output: "export",
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
