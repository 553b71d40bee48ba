/**
 * @jest-environment node
 */
/**
 * The H5 build's service worker step (config/service-worker.ts): which files are precached, the
 * precache list injected exactly once, and a worker bundle that is plain script (no module
 * syntax, no `process`, Workbox's development logging gone).
 */
import { bundleWorker, firstScreenFiles, injectManifest } from '../../config/service-worker';

describe('service worker build step', () => {
  it('first-screen files are the same-origin scripts and stylesheets the page loads itself', () => {
    const html =
      '<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/icon.svg">' +
      '<script defer="defer" src="/js/vendors.1e493aa7.js"></script><script defer="defer" src="/js/app.8b2a31a1.js"></script>' +
      '<link href="/css/vendors.ac2823ad.css" rel="stylesheet"><link href="/css/app.db2cd697.css" rel="stylesheet">' +
      '<script src="https://cdn.example/js/x.js"></script><script type="application/json" id="sf-app-info">{}</script>' +
      '<link rel="preload" as="script" href="/js/app.8b2a31a1.js">';
    expect(firstScreenFiles(html)).toEqual([
      'js/vendors.1e493aa7.js',
      'js/app.8b2a31a1.js',
      'css/vendors.ac2823ad.css',
      'css/app.db2cd697.css',
    ]);
  });

  it('the precache list replaces the injection point, which must be there exactly once', () => {
    const entries = [
      { url: '/offline.html', revision: 'abc' },
      { url: '/js/app.8b2a31a1.js', revision: null },
    ];
    expect(injectManifest('a(self.__WB_MANIFEST);', entries)).toBe(`a(${JSON.stringify(entries)});`);
    expect(() => injectManifest('a();', entries)).toThrow(/exactly once/);
    expect(() => injectManifest('a(self.__WB_MANIFEST,self.__WB_MANIFEST);', entries)).toThrow(/exactly once/);
  });

  it('the worker bundle is a plain script with one injection point', () => {
    const code = bundleWorker();
    expect(code.split('self.__WB_MANIFEST')).toHaveLength(2);
    expect(code).not.toMatch(/\bprocess\.env\b|^\s*(import|export)\s/m);
    expect(code).toContain('SKIP_WAITING');
    expect(code).toContain('sf-catalogue');
    // production Workbox: no development logger
    expect(code).not.toContain('workbox-core logger');
    expect(code.length).toBeLessThan(60_000);
  });
});
