import type { A11y } from './a11y';

/**
 * The mini-program's accessibility properties (aria-role, aria-label) on Taro components. WeChat's
 * screen reader has no per-element language: `lang` is not sent.
 */
export function a11y({ role, label, hidden }: A11y): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  if (role) props.ariaRole = role;
  if (label) props.ariaLabel = label;
  if (hidden) props.ariaHidden = true;
  return props;
}
