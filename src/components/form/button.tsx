// H5 (and jest): a native <button>, so keyboard, focus, disabled state and screen readers work as
// they should; button.weapp.tsx serves the mini-program with Taro's Button.
import type { ActionButtonProps } from './types';
import './form.scss';

export type { ActionButtonProps };

export function ActionButton({
  children,
  onPress,
  variant = 'secondary',
  disabled,
  busy,
  label,
  block,
  className,
  submit,
}: ActionButtonProps) {
  const cls = [
    'action-button',
    `action-button--${variant}`,
    block ? 'action-button--block' : '',
    busy ? 'is-busy' : '',
    disabled || busy ? 'action-button--disabled' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={cls}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={(e) => {
        if (submit) e.preventDefault();
        onPress();
      }}
    >
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      <span className="action-button__text">{children}</span>
    </button>
  );
}
