/**
 * Where the istore API lives. One setting, read at build time:
 *
 *   TARO_APP_API_ORIGIN  scheme://host[:port] of the istore server, no trailing slash, no path.
 *
 * - H5: leave it empty. The app and the API share one origin (the reference server serves both,
 *   `npm start`), so requests go to `/api/istore/client/...` on the page's own origin with cookies.
 * - weapp: a mini-program has no "own origin", so set it, e.g. for local development
 *   `TARO_APP_API_ORIGIN=http://127.0.0.1:8080 npm run build:weapp` (tick "do not verify domain"
 *   in WeChat DevTools), or the https origin of a real istore deployment for a release.
 *
 * Taro replaces `process.env.TARO_APP_*` textually at build time, so it is written out in full.
 */
export const API_ORIGIN: string = (process.env.TARO_APP_API_ORIGIN || '').replace(/\/+$/, '');

/** Every request is bounded by this (ms) unless the caller asks for another bound. */
export const DEFAULT_TIMEOUT_MS = 15000;
