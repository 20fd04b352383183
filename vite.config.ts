import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import path from "node:path";
import { defineConfig } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@server": path.resolve(__dirname, "src"),
      "@web": path.resolve(__dirname, "web/src"),
    },
  },
  build: { outDir: path.resolve(__dirname, "dist/web"), emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": apiTarget,
      "/trpc": apiTarget,
      "/sim": apiTarget,
      "/healthz": apiTarget,
      "/voice": { target: apiTarget, ws: true },
    },
  },
});
