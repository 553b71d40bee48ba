import path from 'path';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import devConfig from './dev';
import { CompileHintsPlugin } from './compile-hints';
import { PageChunksPlugin } from './page-chunks';
import { PrecompressPlugin } from './precompress';
import prodConfig from './prod';
import { ServiceWorkerPlugin } from './service-worker';
import { require as tsxRequire } from 'tsx/cjs/api';

// Taro compiles only config/ here; the route table lives in src/domain (the app reads it too).
const { allRoutes, customRoutes } = tsxRequire(
  '../src/domain/routes',
  __filename,
) as typeof import('../src/domain/routes');

// The early app info request of the static host's preload script (config/page-chunks.ts) asks
// where the app would: the same origin setting (src/services/config.ts), base path and read.
const { API_BASE_PATH, APP_INFO_PATH } = tsxRequire('../types/api', __filename) as typeof import('../types/api');
const { EARLY_APP_INFO_GLOBAL } = tsxRequire(
  '../src/platform/html-shell',
  __filename,
) as typeof import('../src/platform/html-shell');
const earlyAppInfo = {
  url: `${(process.env.TARO_APP_API_ORIGIN || '').replace(/\/+$/, '')}${API_BASE_PATH}/${APP_INFO_PATH}`,
  global: EARLY_APP_INFO_GLOBAL,
};

const taroEnv = process.env.TARO_ENV;
// TARO_OUTPUT_ROOT lets a build land elsewhere (parallel builds must not wipe each other's dist/).
const outputRoot = process.env.TARO_OUTPUT_ROOT || `dist/${taroEnv}`;
// The extract loader must be the very copy Taro's runner registers its plugin from.
// (Its path is only known at run time, from the runner's own folder, which an import cannot name.)
const miniCssPath = require.resolve('mini-css-extract-plugin', {
  paths: [path.dirname(require.resolve('@tarojs/webpack5-runner'))],
});
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const miniCssExtractLoader = (require(miniCssPath) as { loader: string }).loader;
// The API contract in types/ is TypeScript the app imports: compile it like src/.
const typesDir = path.resolve(__dirname, '..', 'types');
// Our stylesheets load taro-ui's with Sass modules (@use, meta.load-css: src/styles/_taro-ui-theme.scss);
// taro-ui 3's own files still @import their variables and mixins (24 lines of node_modules/taro-ui
// that we cannot change), and Sass warns about each on every build (hundreds of lines burying
// npm start's address). Only that deprecation is silenced, with Taro's own legacy-js-api one;
// quietDeps keeps the rest of taro-ui's warnings out too. Any other deprecation still shows.
const sassLoaderOption = {
  sassOptions: { silenceDeprecations: ['legacy-js-api', 'import'], quietDeps: true },
};

export default defineConfig<'webpack5'>((merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'storefront',
    date: '2026-11-22',
    // taro-ui is drawn on a 750 design; our own styles on a 375 design (CSS px on a phone).
    designWidth(input?: unknown) {
      const raw = (input as { file?: unknown } | undefined)?.file;
      const file = (typeof raw === 'string' ? raw : '').replace(/\\+/g, '/');
      return file.includes('node_modules/taro-ui') ? 750 : 375;
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot,
    // Mini-program only: aria-* attributes in the base templates; no WXSS that cannot apply there.
    plugins: [path.resolve(__dirname, 'plugins', 'weapp-aria.ts'), path.resolve(__dirname, 'plugins', 'weapp-wxss.ts')],
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@api-types': path.resolve(__dirname, '..', 'types', 'api.ts'),
    },
    defineConstants: {},
    env: {
      TARO_APP_API_ORIGIN: JSON.stringify(process.env.TARO_APP_API_ORIGIN ?? ''),
    },
    copy: {
      patterns: taroEnv === 'h5' ? [{ from: 'src/assets/pwa/', to: `${outputRoot}/` }] : [],
      options: {},
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // H5: Taro's minifier defaults keep every function name and quote every object key; nothing here
    // reads a function's name, and dropping both takes 6 KB gzip (32 KB raw to parse) off the first
    // screen's scripts. Profiling builds (STOREFRONT_SOURCE_MAP=1) keep the names.
    ...(taroEnv === 'h5'
      ? {
          terser: {
            enable: true,
            config: {
              keep_fnames: !!process.env.STOREFRONT_SOURCE_MAP,
              output: { quote_keys: false, keep_quoted_props: false },
            },
          },
        }
      : {}),
    cache: { enable: false },
    mini: {
      compile: { include: [typesDir] },
      sassLoaderOption,
      // webpack's 244 KiB size advice: the packages have their own budgets (npm run bench, test/weapp)
      webpackChain(chain) {
        chain.performance.hints(false);
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      optimizeMainPackage: { enable: true },
      // The order warning is about shared stylesheets (form, icon, button) that pages import in
      // different orders; it changes nothing here because no two stylesheets give the same
      // selector different values (test/config/css-order.test.ts), and each component styles only
      // its own block's classes. The H5 build takes the same option.
      miniCssExtractPluginOption: { ignoreOrder: true },
    },
    h5: {
      publicPath: '/',
      // Plain DOM elements (button, span, img) instead of web components: real roles for
      // assistive technology and tests, and a lighter first screen.
      useHtmlComponents: true,
      compile: { include: [typesDir] },
      sassLoaderOption,
      staticDirectory: 'static',
      esnextModules: ['taro-ui'],
      // The page shell's markers (<!--sf:...-->) survive minification: the reference server fills
      // them at serve time (server/web/shell.ts); elsewhere they are inert comments.
      htmlPluginOption: {
        minify: {
          collapseWhitespace: true,
          removeComments: true,
          ignoreCustomComments: [/^sf:/],
          minifyCSS: true,
          removeRedundantAttributes: true,
          useShortDoctype: true,
        },
      },
      router: {
        mode: 'browser',
        customRoutes: customRoutes(),
      },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
        // A page's stylesheet goes after the app's own wherever the HTML put those (the reference
        // server moves them down to just before #app, under its first screen: server/web/shell.ts),
        // so a page's rules still override the shared ones of equal weight. Runs in the browser as
        // written (ES5).
        insert: function insertChunkStylesheet(linkTag: HTMLLinkElement) {
          const app = document.getElementById('app');
          if (app && app.parentNode) app.parentNode.insertBefore(linkTag, app);
          else document.head.appendChild(linkTag);
        },
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        // px, not rem: our 375-design px stay CSS px on phone and desktop alike (no root font script).
        // (Taro's type lists only rpx/vw/rem; postcss-pxtransform accepts px.)
        pxtransform: { enable: true, config: { targetUnit: 'px' as 'rem' } },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        // webpack's 244 KiB size advice: the first screen has its own budgets (npm run bench)
        chain.performance.hints(false);
        // View and Text as plain elements (src/platform/h5-components.ts says why); the rest are Taro's
        chain.resolve.alias.set('@tarojs/components$', path.resolve(__dirname, '..', 'src/platform/h5-components.ts'));
        // ...a module without side effects, so that its `export *` keeps Taro's unused components out
        chain.module
          .rule('h5-components')
          .test(/[\\/]src[\\/]platform[\\/]h5-components\.ts$/)
          .set('sideEffects', false);
        // STOREFRONT_SOURCE_MAP=1: maps beside the files (not linked from them) for profiling a
        // production build (where start-up time goes, by package and source file).
        if (process.env.STOREFRONT_SOURCE_MAP) chain.devtool('hidden-source-map');
        // Taro's own component styles (~44 KB raw) ship inside the first-screen JS through
        // style-loader; extracted, they become a cacheable stylesheet that paints without waiting
        // for the script. The vendors stylesheet links before the app's, so ours still override.
        // (Production only: development builds inject every style and register no extract plugin.)
        if (process.env.NODE_ENV !== 'development') {
          chain.module.rule('taroStyle').uses.clear();
          chain.module.rule('taroStyle').use('extract').loader(miniCssExtractLoader);
          // the service worker: production H5 only (src/platform/service-worker.ts registers it)
          chain.plugin('service-worker').use(ServiceWorkerPlugin);
          chain.plugin('precompress').use(PrecompressPlugin);
          chain.plugin('compile-hints').use(CompileHintsPlugin);
          chain.plugin('page-chunks').use(PageChunksPlugin, [allRoutes(), earlyAppInfo]);
        }
        // Taro's H5 plugin hands every React app its PullDownRefresh component (~6 KB of
        // first-screen JS) for pages that set enablePullDownRefresh; none of ours does
        // (test/config/pull-down-refresh.test.ts keeps it so).
        chain.plugin('mainPlugin').tap((args: Array<{ loaderMeta?: Record<string, string> }>) => {
          const meta = args[0]?.loaderMeta;
          if (meta) {
            meta.extraImportForWeb = (meta.extraImportForWeb ?? '').replace(
              "import { PullDownRefresh } from '@tarojs/components'\n",
              '',
            );
            meta.execBeforeCreateWebApp = (meta.execBeforeCreateWebApp ?? '').replace(
              'config.PullDownRefresh = PullDownRefresh\n',
              '',
            );
          }
          return args;
        });
        // Taro's default copies mobx and taro-ui into every lazy page chunk.
        chain.optimization.splitChunks({
          chunks: 'all',
          cacheGroups: {
            default: false,
            defaultVendors: false,
            vendors: {
              name: 'vendors',
              test: /[\\/]node_modules[\\/]/,
              chunks: 'initial',
              priority: 10,
              enforce: true,
            },
            // Unnamed: code shared by some areas goes into a chunk per sharing set, so the first
            // screen never downloads checkout forms just because two checkout pages share them.
            common: { minChunks: 2, chunks: 'async', priority: 5, reuseExistingChunk: true },
            // The checkout / account / confirmation messages (src/i18n area files) are read by most
            // area pages: one cacheable chunk, not a copy in every sharing set's chunk.
            areaMessages: {
              name: 'area-messages',
              test: /[\\/]src[\\/]i18n[\\/](checkout-account|confirmation)\.ts$/,
              chunks: 'async',
              priority: 20,
              enforce: true,
            },
          },
        });
      },
    },
  };
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig);
  return merge({}, baseConfig, prodConfig);
});
