// The mini-program's AppButton (see button.tsx for the contract): a tappable view with the
// accessibility attributes WeChat reads (aria-role, aria-label, ...).
import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { buttonClass } from './button-class';
import './button.scss';

export interface AppButtonProps {
  onPress: () => void;
  label?: string;
  className?: string;
  id?: string;
  title?: string;
  role?: 'tab' | 'radio' | 'menuitem';
  expanded?: boolean;
  controls?: string;
  haspopup?: 'dialog' | 'menu';
  pressed?: boolean;
  checked?: boolean;
  disabled?: boolean;
  lang?: string;
  children?: ReactNode;
}

export function AppButton(props: AppButtonProps) {
  return (
    <View
      id={props.id}
      className={buttonClass(props)}
      ariaRole={props.role ?? 'button'}
      ariaLabel={props.label}
      aria-expanded={props.expanded}
      aria-checked={props.role === 'radio' ? !!props.checked : undefined}
      aria-selected={props.role === 'tab' ? !!props.checked : undefined}
      aria-disabled={props.disabled}
      hoverClass="app-button--active"
      onClick={() => {
        if (!props.disabled) props.onPress();
      }}
    >
      {props.children}
    </View>
  );
}
