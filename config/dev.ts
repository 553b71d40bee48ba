import type { UserConfigExport } from '@tarojs/cli';

/** Where `npm run server` listens (README: the dev server runs beside it). */
const SERVER = 'http://127.0.0.1:8080';

/**
 * Everything the reference server answers outside the app itself, so the dev server on :10086
 * behaves like `npm start`'s single origin (test/server/dev-proxy.test.ts keeps this list in step
 * with the server's routes): the API, the sandbox pay page the payment channels open (and its form
 * post), product and category images (server/api/routes/catalogue-media.ts) and the store's logos and
 * favicon (server/web/static.ts). Trailing slashes keep app routes such as a '/media' content page
 * with the dev server.
 */
export const SERVER_PATHS = ['/api/', '/sandbox/', '/media/', '/static-assets/'] as const;

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: { host: '127.0.0.1', port: 10086, proxy: Object.fromEntries(SERVER_PATHS.map((p) => [p, SERVER])) },
  },
} satisfies UserConfigExport<'webpack5'>;
