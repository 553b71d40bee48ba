/**
 * H5 only: what `@tarojs/components` resolves to in the H5 build (config/index.ts aliases it here).
 * Taro's own React components, but for the two that every screen is made of, `View` and `Text`,
 * plain elements with one component level each.
 *
 * Why: Taro's H5 `View` is two components (a ref-forwarding wrapper and the view) with three state
 * hooks and an effect, and it applies a changed `className` one render late, through that effect:
 * every class change costs a second commit, and a layout that hangs on a class (a category
 * heading's picture beside its title) is drawn wrong for a frame, then moves (a layout shift).
 * Its hover classes (`hoverClass`) are a mini-program idea no H5 screen here uses. The
 * mini-program keeps WeChat's own components; jest has test/support/components.tsx.
 */
export * from '@tarojs/components-react';
export { Text, View } from './h5-elements';
