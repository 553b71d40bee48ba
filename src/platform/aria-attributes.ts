/**
 * The accessibility attributes WeChat's screen reader reads, per Taro component, as Taro's
 * component tables spell them ('' = bound to the node's value, no default). Taro's base templates
 * bind none of them, so without this the `ariaRole` / `ariaLabel` / ... props the app sets travel
 * in setData and are dropped. Used twice, with the same table on both sides: by the build
 * (config/plugins/weapp-aria.ts adds them to the templates) and at run time (aria.weapp.ts tells
 * Taro's runtime, which names each attribute by its place in this table).
 */
const ALL = {
  'aria-role': '',
  'aria-label': '',
  'aria-hidden': '',
  'aria-disabled': '',
  'aria-checked': '',
  'aria-selected': '',
  'aria-expanded': '',
} as const;

const NAMED = { 'aria-role': '', 'aria-label': '', 'aria-hidden': '' } as const;
const LABELLED = { 'aria-label': '' } as const;

export const ARIA_COMPONENTS: Record<string, Record<string, string>> = {
  View: { ...ALL },
  Text: { ...NAMED },
  Image: { ...NAMED },
  Button: { ...LABELLED, 'aria-disabled': '' },
  Input: { ...LABELLED },
  Textarea: { ...LABELLED },
  Switch: { ...LABELLED, 'aria-checked': '' },
  Canvas: { ...LABELLED },
  ScrollView: { ...NAMED },
};
