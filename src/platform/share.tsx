/**
 * Sharing (spec 2.6) as the target allows it. Variants: this file (H5 and jest: the 800x500
 * popup, mail/sms links, the Web Share API for "More"; nothing native for WeChat, whose browser
 * shares from its own menu) and `share.weapp.tsx` (the mini-program's native share: a button with
 * open-type share and the page's onShareAppMessage; no web targets).
 */
import type { ReactNode } from 'react';
import { sharePopupFeatures } from '@/domain/share';
import { AppButton } from './button';

export interface ShareData {
  title: string;
  url: string;
  text?: string;
}

/** navigator.share exists ("More" shows). */
export function canNativeShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** The system share sheet; resolves when done, also when the shopper cancelled. */
export async function nativeShare(data: ShareData): Promise<void> {
  try {
    await navigator.share({ title: data.title, text: data.text, url: data.url });
  } catch {
    /* cancelled */
  }
}

/** A web share target in the 800x500 popup, centred (a new tab where popups are blocked). */
export function openSharePopup(href: string): void {
  if (typeof window === 'undefined') return;
  const screen = window.screen ? { width: window.screen.width, height: window.screen.height } : undefined;
  const popup = window.open(href, '_blank', sharePopupFeatures(screen));
  if (popup) popup.opener = null;
}

/** mailto:, sms:, fb-messenger: links hand over to the app that handles them. */
export function openAppLink(href: string): void {
  if (typeof window !== 'undefined') window.location.href = href;
}

export interface WechatShareButtonProps {
  /** Opens the WeChat hint modal (tap ··· at the top right). */
  onPress: () => void;
  label: string;
  className?: string;
  children?: ReactNode;
}

/** In WeChat's browser the page is shared from WeChat's own menu: the button explains how. */
export function WechatShareButton({ onPress, label, className, children }: WechatShareButtonProps) {
  return (
    <AppButton onPress={onPress} label={label} className={className} haspopup="dialog">
      {children}
    </AppButton>
  );
}

/** The mini-program's page share (onShareAppMessage); nothing to register in a browser. */
export function useAppShare(_get: () => ShareData): void {}

export interface TimelineShareData {
  title: string;
  /** The page's own path with its query (an app URL or a page path); only its query is shared. */
  url: string;
  /** The picture Moments shows; the mini-program's icon when absent. */
  image?: string | null;
}

/** The mini-program's share to Moments (onShareTimeline); nothing to register in a browser. */
export function useTimelineShare(_get: () => TimelineShareData, _rid: () => string | undefined): void {}
