import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://localhost:3000';
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside each script, stylesheet and SVG of the build, at the highest levels
 * (once per build, not per request); the server sends them by Accept-Encoding. index.html is left
 * out: the server rewrites it per page (meta tags) and compresses that answer itself.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(?:m?js|css|svg|json|txt)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipped(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(path.join(dir, `${file}.br`), br);
          if (gz.length < source.length) await writeFile(path.join(dir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/**
 * The small modules the public pages share (UI primitives, icons, event cards and filters), with what
 * they import, go into one chunk: a first visit to `/` or `/events` loads five files instead of thirty
 * tiny ones queued on the browser's six connections to this origin. The dialog and the export buttons
 * stay out (Radix, the contract's schemas); bench/web.mjs checks the first bundle's size.
 */
const PUBLIC_UI = [
  /apps\/web\/src\/components\/ui\/(?!Dialog|ExportButtons)/,
  /apps\/web\/src\/features\/events\/(EventCard|EventCardGrid|EventFilterBar|EventTabs|event-[a-z]+)\.tsx?$/,
  /apps\/web\/src\/features\/(profiles\/HostAvatar|catalogue\/event-categories)/,
  /apps\/web\/src\/lib\/(vietnam-time|use-debounced-value)/,
  /packages\/contract\/src\/money/,
  /node_modules\/lucide-react\//,
];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // recharts reads React elements with react-is, which must be React's own version (19): the copy
  // hoisted to the root is 17 (for @testing-library's pretty-format).
  resolve: { dedupe: ['react-is'] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      // Editorial content: the API server passes it on to the content service (apps/cms).
      '/cms': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
      // The local payment providers' pages (PAYMENT_MODE=sandbox) are served by the API server.
      '/sandbox': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (bench/web.mjs sums a page's first JS).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'public-ui', test: (id: string) => PUBLIC_UI.some((pattern) => pattern.test(id)) }] } },
    },
  },
});
