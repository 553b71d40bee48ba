/**
 * Security headers on every answer: a Content-Security-Policy (the app's for HTML, a deny-all
 * one for API answers and files), no framing anywhere (frame-ancestors 'none' and the older
 * X-Frame-Options), no MIME sniffing, a referrer policy that never leaks paths off-site, and
 * HSTS on https.
 * A route that sets its own CSP or Referrer-Policy (the sandbox pay page, stricter) keeps it.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { taroRuntimeStyles } from './runtime-styles';

/**
 * The policy the H5 app runs under. Scripts only from our origin (no inline script, no eval);
 * styles from our origin plus, by hash, each inline <style> the page carries (the served shell's
 * critical CSS and store theme, Taro's router rules): never 'unsafe-inline'. Style attributes are
 * not needed: React sets styles through the DOM (CSSOM), which a policy does not govern. Images
 * also from https and data: (product media, QR codes).
 */
export const APP_CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  // no page sets a <base>: none may be injected either (ASVS 5.0 L2)
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function cspText(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The CSP source naming one inline <style>'s text. */
export const styleHash = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The app's policy for a page whose HTML holds these inline <style> texts. */
export function appCsp(inlineStyles: readonly string[] = []): string {
  const hashes = [...new Set([...taroRuntimeStyles(), ...inlineStyles].map(styleHash))];
  return cspText({ ...APP_CSP_DIRECTIVES, 'style-src': [...APP_CSP_DIRECTIVES['style-src'], ...hashes] });
}

/** The texts of the inline <style> elements of an HTML page (those inside <noscript> too). */
export function inlineStyleTexts(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
}

/** API answers, images and other files: nothing may run, load or frame them. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The service worker's own policy (a worker runs under the policy its script came with): it only
 * fetches, from our origin and the https pictures the pages show (src/service-worker/).
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self' https:; frame-ancestors 'none'";
export const WORKER_PATH = '/sw.js';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** A year, the store's subdomains too: sent on https answers only (a plain-http answer cannot set it). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // A 304 carries no content type; its headers replace the cached page's, so it must not bring
    // the resource policy (default-src 'none') to a cached HTML page: it keeps the page's own.
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      const type = String(reply.getHeader('content-type') ?? '');
      const worker = req.url.split('?')[0] === WORKER_PATH;
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? appCsp() : worker ? WORKER_CSP : RESOURCE_CSP,
      );
    }
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', REFERRER_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // over https (directly or behind a trusted proxy), browsers are told to never use http again
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
