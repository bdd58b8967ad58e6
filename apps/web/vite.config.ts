import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // recharts reads React elements with react-is, which must be React's own version (19): the copy
  // hoisted to the root is 17 (for @testing-library's pretty-format).
  resolve: { dedupe: ['react-is'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
      // The local payment providers' pages (PAYMENT_MODE=sandbox) are served by the API server.
      '/sandbox': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
