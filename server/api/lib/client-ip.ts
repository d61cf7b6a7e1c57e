/**
 * The client's address, for per-address abuse limits. Behind `trustProxy` reverse proxies (a
 * load balancer, a CDN) it is the entry that many hops from the right of X-Forwarded-For (the
 * entries further left are whatever the client wrote); with none, the socket's peer address.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** What `clientIp` answers when no address is known (e.g. `app.request` in tests). */
export const UNKNOWN_IP = 'unknown';

/**
 * @param trustProxy how many proxies in front of the API append to X-Forwarded-For (0: none)
 * @returns an IP address text, or UNKNOWN_IP
 */
export function clientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const entry = hops[hops.length - trustProxy];
    if (entry && entry.length <= 64) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_IP;
  } catch {
    return UNKNOWN_IP;
  }
}
