/** Sharing on the mini-program (see share.tsx for the contract). */
import type { ReactNode } from 'react';
import { Button } from '@tarojs/components';
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { timelineQuery } from '@/domain/share';
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

export interface TimelineShareData {
  title: string;
  url: string;
  image?: string | null;
}

/**
 * Share to Moments (the ··· menu's 分享到朋友圈): WeChat shares the page itself, so only the query
 * is ours: the page's own, with rid. The page's config needs `enableShareTimeline: true` (and the
 * page's share to friends) for WeChat to offer it.
 */
export function useTimelineShare(get: () => TimelineShareData, rid: () => string | undefined): void {
  useShareTimeline(() => {
    const { title, url, image } = get();
    const path = url.startsWith('/pages/') ? url : (pagePathFor(url) ?? '/pages/home/index');
    return { title, query: timelineQuery(path, rid()), ...(image ? { imageUrl: image } : {}) };
  });
}
