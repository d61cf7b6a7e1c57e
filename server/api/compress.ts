/**
 * Response compression for the reference API: gzip (or deflate) of answers over 1 KiB, as a CDN
 * in front would (For you's cards: 6.6 KB -> about 1 KB). The rules are hono/compress's (its
 * content types, `Vary: Accept-Encoding`, nothing for HEAD, 206, `no-transform` or an answer
 * already encoded), but the body is compressed in one piece with node:zlib, not through a web
 * CompressionStream: under load that stream cost a third of the API's CPU time per For you
 * answer (docs/performance.md 'Server under load'). Answers up to
 * SYNC_MAX_BYTES are compressed synchronously (a 12 KB JSON: about 50 µs of CPU, where handing
 * it to the thread pool costs the event loop about 150 µs); larger ones on the thread pool.
 */
import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Smallest answer compressed, bytes. */
export const COMPRESS_THRESHOLD = 1024;

/** Largest answer compressed on the event loop, bytes (see the file comment). */
export const SYNC_MAX_BYTES = 65_536;

const ENCODERS = {
  gzip: { sync: gzipSync, async: promisify(gzip) },
  deflate: { sync: deflateSync, async: promisify(deflate) },
} as const;
type Encoding = keyof typeof ENCODERS;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding to use for an Accept-Encoding header: gzip unless deflate has the higher q; undefined for neither. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** The middleware; mount it before the routes (`app.use('*', compressAnswers())`). */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    const length = res.headers.get('Content-Length');
    if (
      !res.body || res.status === 206 || c.req.method === 'HEAD'
      || res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding')
      || (length !== null && Number(length) < COMPRESS_THRESHOLD)
      || !type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    ) return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const answer = c.res; // c.header may have replaced it
    const body = Buffer.from(await answer.arrayBuffer());
    c.res = undefined; // replaced below; unset first so Hono does not copy the old headers (Content-Length) onto the new answer
    if (body.length < COMPRESS_THRESHOLD) {
      c.res = new Response(body, answer);
      return;
    }
    const encoder = ENCODERS[encoding];
    const encoded = body.length <= SYNC_MAX_BYTES ? encoder.sync(body) : await encoder.async(body);
    const headers = new Headers(answer.headers);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = new Response(encoded, { status: answer.status, statusText: answer.statusText, headers });
  };
}
