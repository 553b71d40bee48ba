/**
 * Taro plugin: accessibility attributes on the mini-program's views. Taro's base templates bind no
 * `aria-*` attribute, so WeChat's screen reader got no roles or labels. This adds the attributes of
 * src/platform/aria-attributes.ts to the templates the build writes, and loads
 * src/platform/aria.weapp.ts with Taro's runtime so the runtime sends them under the names the
 * templates read (what `@tarojs/plugin-inject` does, without its other injections).
 */
import path from 'path';
import type { IPluginContext } from '@tarojs/service';
import { require as tsxRequire } from 'tsx/cjs/api';

const { ARIA_COMPONENTS } = tsxRequire(
  '../../src/platform/aria-attributes',
  __filename,
) as typeof import('../../src/platform/aria-attributes');

const RUNTIME = path.resolve(__dirname, '..', '..', 'src', 'platform', 'aria.weapp.ts');

interface MiniPlatform {
  template?: { mergeComponents(ctx: IPluginContext, patch: Record<string, Record<string, string>>): void };
  runtimePath: string | string[];
}

export default (ctx: IPluginContext) => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn(platform: MiniPlatform) {
      if (process.env.TARO_ENV !== 'weapp' || !platform.template) return;
      platform.template.mergeComponents(ctx, ARIA_COMPONENTS);
      platform.runtimePath = [...[platform.runtimePath].flat(), RUNTIME];
    },
  });
};
