// H5 (and jest): Taro's components render DOM elements here, so ARIA goes out as plain attributes.
// a11y.weapp.ts maps the same intent to the mini-program's aria-role / aria-label properties.

export interface A11y {
  role?: string;
  label?: string;
  /** Heading level, with role 'heading'. */
  level?: number;
  live?: 'polite' | 'assertive';
  hidden?: boolean;
  /** Language of the content when it is not the page's (domain/text-lang). */
  lang?: string;
}

/** Props to spread on a Taro component: `<Text {...a11y({ role: 'heading', level: 1 })}>`. */
export function a11y({ role, label, level, live, hidden, lang }: A11y): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (role) props.role = role;
  if (label) props['aria-label'] = label;
  if (level) props['aria-level'] = level;
  if (live) props['aria-live'] = live;
  if (hidden) props['aria-hidden'] = 'true';
  if (lang) props.lang = lang;
  return props;
}
