/**
 * The <style> elements Taro's H5 router adds at run time (its router, page-animation and
 * navigation-bar rules, @tarojs/router's style module). A style-src without 'unsafe-inline' must
 * name each by hash. They are taken from the installed router itself, run once with a stand-in
 * document, so a Taro upgrade changes the hashes with the code instead of breaking the policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type StyleModule = {
  loadAnimateStyle: (ms?: number) => void;
  loadRouterStyle: (tabBar: boolean, windowScroll: boolean, enhanceAnimation?: boolean) => void;
  loadNavigationBarStyle: () => void;
};

let cached: string[] | null = null;

/** Every text the router can put into a <style> (each combination of its options). */
export function taroRuntimeStyles(): string[] {
  if (cached) return cached;
  const file = path.join(path.dirname(require.resolve('@tarojs/router/package.json')), 'dist', 'style.js');
  // an ES module: its export list dropped, the functions are read from the script's last value
  const code = fs.readFileSync(file, 'utf8').replace(/^export\s*\{[^}]*\};?\s*$/m, '');
  const added: string[] = [];
  const document = {
    createElement: () => ({ innerHTML: '' }),
    getElementsByTagName: () => [{ appendChild: (el: { innerHTML: string }) => added.push(el.innerHTML) }],
  };
  const mod = vm.runInNewContext(`${code}\n;({ loadAnimateStyle, loadRouterStyle, loadNavigationBarStyle })`, {
    document,
  }) as StyleModule;
  for (const tabBar of [false, true]) {
    for (const windowScroll of [false, true]) {
      for (const enhance of [false, true]) mod.loadRouterStyle(tabBar, windowScroll, enhance);
    }
  }
  mod.loadAnimateStyle();
  mod.loadNavigationBarStyle();
  cached = [...new Set(added)];
  return cached;
}
