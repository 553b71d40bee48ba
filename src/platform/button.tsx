// H5 (and jest): a real <button type="button">, so keyboard, focus and screen readers work
// without help; button.weapp.tsx serves the mini-program with a tappable view.
import type { ReactNode } from 'react';
import { buttonClass } from './button-class';
import './button.scss';

export interface AppButtonProps {
  /** Runs on click / tap / Enter / Space. */
  onPress: () => void;
  /** Accessible name, when the content is an icon or says less than the action does. */
  label?: string;
  className?: string;
  id?: string;
  /** Tooltip (the full text of a truncated label). */
  title?: string;
  /** A role other than button, inside a tab list or radio group. */
  role?: 'tab' | 'radio' | 'menuitem';
  /** aria-expanded: the menu / sub-menu this button opens is open. */
  expanded?: boolean;
  /** aria-controls: id of what the button opens. */
  controls?: string;
  /** aria-haspopup: what the button opens. */
  haspopup?: 'dialog' | 'menu';
  /** aria-pressed: a toggle button's state. */
  pressed?: boolean;
  /** aria-checked of a radio / aria-selected of a tab. */
  checked?: boolean;
  disabled?: boolean;
  /** Language of the label when it is not the page's (the language toggle). */
  lang?: string;
  children?: ReactNode;
}

export function AppButton(props: AppButtonProps) {
  const { role, checked } = props;
  return (
    <button
      type="button"
      id={props.id}
      className={buttonClass(props)}
      title={props.title}
      role={role}
      aria-label={props.label}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      aria-haspopup={props.haspopup}
      aria-pressed={props.pressed}
      aria-checked={role === 'radio' ? !!checked : undefined}
      aria-selected={role === 'tab' ? !!checked : undefined}
      tabIndex={role === 'tab' && !checked ? -1 : undefined}
      disabled={props.disabled}
      lang={props.lang}
      onClick={() => props.onPress()}
    >
      {props.children}
    </button>
  );
}
