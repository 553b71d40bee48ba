import type { ReactNode } from 'react';
import { View } from '@tarojs/components';
import { isSafeHref, phoneNumber } from '@/domain/links';
import type { MessageKey } from '@/i18n/en';
import { navigate, openExternal } from './navigation.weapp';

/** What an external link's accessible name says it does here: a mini-program copies the URL. */
export const EXTERNAL_LINK_LABEL: MessageKey = 'istore_shell_copies_link';

export interface AppLinkProps {
  href: string;
  external?: boolean;
  className?: string;
  label?: string;
  onNavigate?: () => void;
  current?: boolean;
  children?: ReactNode;
}

/** A tappable view: mini-programs have no anchors; external URLs are copied (navigation.weapp). */
export function AppLink({ href, external, className, label, onNavigate, children }: AppLinkProps) {
  const onTap = () => {
    onNavigate?.();
    if (!isSafeHref(href)) return;
    if (external || phoneNumber(href)) openExternal(href);
    else navigate(href);
  };
  return (
    <View className={className} ariaLabel={label} ariaRole="link" onClick={onTap}>
      {children}
    </View>
  );
}
