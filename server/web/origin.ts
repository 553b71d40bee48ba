/** Which origin the store's links name: what pages, app info and mail are built from. */
import type { FastifyRequest } from 'fastify';

/** scheme://host of the store as this shopper reached it (STORE_PUBLIC_ORIGIN when set). */
export const publicOriginOf = (req: FastifyRequest, publicOrigin: string | null): string =>
  publicOrigin ?? listeningOrigin(req);

/**
 * Without STORE_PUBLIC_ORIGIN: the address this connection reached (this machine's, never what
 * the request's Host says), as it goes into pages that shared caches keep (canonical, og:url,
 * app info's appDomain and cdnpath) and the sitemap. Set STORE_PUBLIC_ORIGIN in production.
 */
export function listeningOrigin(req: FastifyRequest): string {
  let address = req.socket.localAddress ?? '127.0.0.1';
  if (address.startsWith('::ffff:')) address = address.slice('::ffff:'.length);
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort ?? 80}`;
}
