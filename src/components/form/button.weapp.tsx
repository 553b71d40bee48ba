// The mini-program's button (see button.tsx for the H5 one): Taro's Button with its loading state.
import { Button, Text } from '@tarojs/components';
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
    <Button className={cls} ariaLabel={label} disabled={disabled || busy} loading={busy} onClick={() => onPress()}>
      <Text className="action-button__text">{children}</Text>
    </Button>
  );
}
