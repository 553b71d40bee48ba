/** Sharing on the mini-program (see share.tsx for the contract). */
import type { ReactNode } from 'react';
import { Button } from '@tarojs/components';
import { useShareAppMessage } from '@tarojs/taro';
import { pagePathFor } from './navigation.weapp';

export interface ShareData {
  title: string;
  url: string;
  text?: string;
}

export function canNativeShare(): boolean {
  return false;
}

export async function nativeShare(_data: ShareData): Promise<void> {}

export function openSharePopup(_href: string): void {}

export function openAppLink(_href: string): void {}

export interface WechatShareButtonProps {
  onPress: () => void;
  label: string;
  className?: string;
  children?: ReactNode;
}

/** WeChat's own share sheet (open-type share calls the page's onShareAppMessage). */
export function WechatShareButton({ label, className, children }: WechatShareButtonProps) {
  return (
    <Button openType="share" className={className ? `app-button ${className}` : 'app-button'} ariaLabel={label}>
      {children}
    </Button>
  );
}

/**
 * The page's share (the ··· menu and open-type share buttons): the same link, rid included. An app
 * URL becomes its page path; a page path stays as it is. The page's config needs
 * `enableShareAppMessage: true` for WeChat to ask.
 */
export function useAppShare(get: () => ShareData): void {
  useShareAppMessage(() => {
    const { title, url } = get();
    const path = url.startsWith('/pages/') ? url : (pagePathFor(url) ?? '/pages/home/index');
    return { title, path };
  });
}
