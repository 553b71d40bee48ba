/**
 * Loaded first on the mini-program (config/plugins/weapp-aria.ts adds it to Taro's runtime
 * entries): Taro's runtime learns the aria attributes the build added to the templates, so it
 * sends each under the short name the templates read.
 */
import { mergeInternalComponents } from '@tarojs/shared';
import { ARIA_COMPONENTS } from './aria-attributes';

mergeInternalComponents(ARIA_COMPONENTS);
