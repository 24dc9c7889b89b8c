// The page: vanilla TypeScript, built into web/dist next to the core (web/dist/tessera-core.mjs and its
// .wasm, built by `make web-core`), so the build must not empty the directory. Relative base: the page
// works from any folder and from `tessera serve web/dist`.
import { defineConfig } from "vite";

export default defineConfig({
  root: ".",
  base: "./",
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    assetsDir: "assets",
    chunkSizeWarningLimit: 700,  // three.js (the 3D view) alone is about 560 kB, loaded only where a 3D view is
    // The page, and the 3D view alone on a fixture (viewer.html) until the core gives cube answers.
    rollupOptions: { input: { main: "index.html", viewer: "viewer.html" } },
  },
  worker: { format: "es" },
});
