/**
 * A tiny static server (node:http) for the React baseline: a demo store page carrying the same
 * kind of config block and one async module script as our app embed, the built files of dist/
 * under /assets/, eight products as JSON (`GET /products.json` → `{data: [...]}`) and their PNG
 * images (raster, as the storefront emulator and Shopify's CDN serve them). Cache headers and compression (brotli, else gzip) follow the storefront emulator: HTML and JSON `no-cache`, the
 * launcher 5 minutes, hashed chunks and images immutable.
 *
 * Run: `node server.mjs [port]` (default 3100), or import `startBaselineServer`.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PNG } from 'pngjs';

const HERE = import.meta.dirname;
const COLORS = ['#c9a27e', '#7e9cc9', '#9cc97e', '#c97e9c', '#c9c27e', '#7ec9c2', '#a07ec9', '#c98f7e'];
const NAMES = ['Canvas tote', 'Linen shirt', 'Wool beanie', 'Leather belt', 'Cotton socks', 'Denim jacket', 'Silk scarf', 'Rain boots'];

/** The eight demo products, prices in cents (USD). */
export const PRODUCTS = NAMES.map((title, i) => ({
  id: 1001 + i,
  handle: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  price: 1900 + i * 700,
  image: `/images/p${i}.png`,
}));

const page = (origin) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo store (React baseline)</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#222}header,main{padding:16px 24px}header{border-bottom:1px solid #ddd}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:16px;list-style:none;padding:0}
.grid img{width:100%;height:auto;aspect-ratio:1}</style></head>
<body><header><strong>Demo store</strong></header>
<main><h1>Everyday goods</h1><p>Well made things for every day.</p>
<ul class="grid">${PRODUCTS.map((p) => `<li><a href="/products/${p.handle}"><img src="${p.image}" alt="" width="160" height="160">${p.title}</a></li>`).join('')}</ul></main>
<script type="application/json" id="status-config">${JSON.stringify({
  shopId: 'demo-shop',
  customerId: null,
  locale: { language: 'en', countryCode: 'US', currency: 'USD', currencyMultiplier: 1 },
  apiBase: origin,
  theme: { primary: '#1f6f5c', onPrimary: '#ffffff' },
}).replace(/</g, '\\u003c')}</script>
<script type="module" async src="/assets/react-launcher.js"></script>
</body></html>`;

/** Product `i`'s 320 px image: its color with a lighter circle, as PNG bytes (drawn once). */
const pngs = [];
const png = (i) => {
  if (pngs[i]) return pngs[i];
  const n = Number.parseInt(COLORS[i].slice(1), 16);
  const color = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const image = new PNG({ width: 320, height: 320, colorType: 2, inputHasAlpha: false });
  for (let y = 0, k = 0; y < 320; y++) {
    for (let x = 0; x < 320; x++, k += 3) {
      const a = (x - 160) ** 2 + (y - 150) ** 2 <= 70 * 70 ? 0.5 : 0;
      for (let c = 0; c < 3; c++) image.data[k + c] = Math.round(color[c] * (1 - a) + 255 * a);
    }
  }
  return (pngs[i] = PNG.sync.write(image, { colorType: 2, inputColorType: 2, inputHasAlpha: false }));
};

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json' };

/**
 * Starts the server on 127.0.0.1:`port` (0 picks a free port) serving `distDir` (default ./dist).
 * Resolves to `{url, close()}`; `url` has no trailing slash.
 */
export function startBaselineServer({ port = 0, distDir = join(HERE, 'dist') } = {}) {
  const dist = resolve(distDir);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const origin = `http://${req.headers.host}`;
    const send = (status, type, body, cache) => {
      let buf = Buffer.isBuffer(body) ? body : Buffer.from(body);
      const headers = { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding' };
      const accepts = req.headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(accepts) && buf.length > 1024) {
        buf = brotliCompressSync(buf);
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts) && buf.length > 1024) {
        buf = gzipSync(buf);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = buf.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : buf);
    };
    try {
      if (url.pathname === '/' || url.pathname.startsWith('/products/') || url.pathname.startsWith('/collections/'))
        return send(200, 'text/html; charset=utf-8', page(origin), 'no-cache');
      if (url.pathname === '/products.json') return send(200, 'application/json', JSON.stringify({ data: PRODUCTS }), 'no-cache');
      const img = /^\/images\/p(\d)\.png$/.exec(url.pathname);
      if (img && Number(img[1]) < PRODUCTS.length) return send(200, 'image/png', png(Number(img[1])), 'public, max-age=31536000, immutable');
      if (url.pathname.startsWith('/assets/')) {
        const file = normalize(join(dist, url.pathname.slice('/assets/'.length)));
        if (!file.startsWith(dist + '/')) return send(404, 'text/plain', 'not found', 'no-cache');
        const body = await readFile(file);
        const launcher = url.pathname === '/assets/react-launcher.js';
        return send(200, TYPES[extname(file)] ?? 'application/octet-stream', body, launcher ? 'public, max-age=300' : 'public, max-age=31536000, immutable');
      }
      send(404, 'text/plain', 'not found', 'no-cache');
    } catch {
      send(404, 'text/plain', 'not found', 'no-cache');
    }
  });
  return new Promise((res, rej) => {
    server.once('error', rej);
    server.listen(port, '127.0.0.1', () => {
      const { port: p } = server.address();
      res({ url: `http://127.0.0.1:${p}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(HERE, 'server.mjs')) {
  const s = await startBaselineServer({ port: Number(process.argv[2] ?? 3100) });
  console.log(`React baseline demo store: ${s.url}/`);
}
