import { useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { COPIED_STATE_MS, SHARE_CONFIRMATION_MS } from '@/domain/constants';
import { shareUrl } from '@/domain/share';
import { shareHref, shareTargets, type ShareTarget } from '@/domain/shareTargets';
import { AppButton } from '@/platform/button';
import { renderQr } from '@/platform/qr';
import { QrView } from '@/platform/qr-view';
import { canNativeShare, nativeShare, openAppLink, openSharePopup, WechatShareButton } from '@/platform/share';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { useDomId } from '@/components/dialog';
import { Icon, type IconName } from '@/components/icon';
import './index.scss';
import '@/i18n/share';

export interface ShareWidgetProps {
  /** The link to share; anything but an http(s) URL shares the current page (spec 5). */
  url?: string | null;
  /** Title shared with the link (the marketplace's or the store's name). */
  title: string;
  /** Text shared with the link (e-mail body, messages); the title when absent. */
  content?: string;
  /** An image of what is shared: Pinterest shows only with one. */
  image?: string | null;
  /** Opens the WeChat modal ('tap ··· at the top right'). */
  onWechat: () => void;
}

interface TargetView {
  name: string;
  icon: IconName;
}

const TARGETS: Record<
  Exclude<ShareTarget, 'wechat' | 'moments' | 'wechatQr' | 'copy' | 'email' | 'sms' | 'more'>,
  TargetView
> = {
  facebook: { name: 'Facebook', icon: 'facebook' },
  twitter: { name: 'X (Twitter)', icon: 'twitter' },
  telegram: { name: 'Telegram', icon: 'telegram' },
  reddit: { name: 'Reddit', icon: 'reddit' },
  tumblr: { name: 'Tumblr', icon: 'tumblr' },
  linkedin: { name: 'LinkedIn', icon: 'linkedin' },
  pinterest: { name: 'Pinterest', icon: 'pinterest' },
  whatsapp: { name: 'WhatsApp', icon: 'whatsapp' },
  line: { name: 'LINE', icon: 'line' },
  messenger: { name: 'Messenger', icon: 'messenger' },
};

/** Opened by the operating system's handler rather than in the share popup. */
const APP_LINKS = new Set<ShareTarget>(['email', 'sms', 'messenger']);

/**
 * The social share widget (spec 2.6): every target with its condition (domain/share.ts), the
 * WeChat scan-QR popup (QR of the link, level M, width 128), copy link ('The link has been
 * copied!' for 4 s, the button says Copied for 2 s), web targets in an 800x500 popup, rid of the
 * referral id appended. In the mini-program only WeChat (the native share) shows; the page's own
 * share (the ··· menu, useShareAppMessage) is registered by PageShell with the same link.
 */
export const ShareWidget = observer(function ShareWidget({ url, title, content, image, onWechat }: ShareWidgetProps) {
  const root = useStores();
  const { session, platform } = root;
  const t = session.t;
  const device = platform.getDevice();
  const link = shareUrl(url, platform.currentLocation().href, session.getReferralId());
  const targets = shareTargets({
    miniProgram: device.flags.miniProgram,
    wechatBrowser: device.flags.wechatBrowser,
    mobile: device.flags.mobile,
    nativeShare: canNativeShare(),
    hasImage: !!image,
  });
  const shared = { url: link, title, content, image };

  const [qrOpen, setQrOpen] = useState(false);
  const [qrSrc, setQrSrc] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const qrId = useDomId('share-qr');
  // One timer per thing that hides: a new tap restarts it, so the Copied state and the message
  // last their full time after the LAST tap instead of ending on an earlier tap's schedule.
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
      if (messageTimer.current) clearTimeout(messageTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!qrOpen) return undefined;
    let live = true;
    setQrFailed(false);
    renderQr(link, qrId).then(
      (src) => live && setQrSrc(src),
      () => live && setQrFailed(true),
    );
    return () => {
      live = false;
    };
  }, [qrOpen, link, qrId]);

  const restart = (timer: typeof copiedTimer, ms: number, fn: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      fn();
    }, ms);
  };

  const showMessage = (text: string) => {
    setMessage(text);
    restart(messageTimer, SHARE_CONFIRMATION_MS, () => setMessage(null));
  };

  const copy = async () => {
    try {
      await platform.copyText(link);
      setCopied(true);
      restart(copiedTimer, COPIED_STATE_MS, () => setCopied(false));
      showMessage(t('istore_common_link_copied'));
    } catch {
      showMessage(t('istore_shell_copy_failed'));
    }
  };

  const button = (target: ShareTarget) => {
    switch (target) {
      case 'wechat':
        return (
          <WechatShareButton
            key={target}
            className="share-widget__target share-widget__target--wechat"
            label={t('istore_shell_share_on', { name: t('istore_share_wechat') })}
            onPress={onWechat}
          >
            <View className="share-widget__disc">
              <Icon name="wechat" />
            </View>
            <Text className="share-widget__name">{t('istore_share_wechat')}</Text>
          </WechatShareButton>
        );
      case 'moments':
        return (
          <AppButton
            key={target}
            className="share-widget__target share-widget__target--wechat"
            label={t('istore_shell_share_on', { name: t('istore_share_wechat_moments') })}
            haspopup="dialog"
            onPress={onWechat}
          >
            <View className="share-widget__disc">
              <Icon name="moments" />
            </View>
            <Text className="share-widget__name">{t('istore_share_wechat_moments')}</Text>
          </AppButton>
        );
      case 'wechatQr':
        return (
          <AppButton
            key={target}
            className="share-widget__target share-widget__target--wechat"
            label={t('istore_shell_qr_toggle')}
            expanded={qrOpen}
            controls={`${qrId}-box`}
            onPress={() => setQrOpen((o) => !o)}
          >
            <View className="share-widget__disc">
              <Icon name="wechat" />
            </View>
            <Text className="share-widget__name">{t('istore_share_wechat')}</Text>
          </AppButton>
        );
      case 'copy':
        return (
          <AppButton
            key={target}
            className={`share-widget__target share-widget__target--copy${copied ? ' is-done' : ''}`}
            onPress={() => void copy()}
          >
            <View className="share-widget__disc">
              <Icon name={copied ? 'check' : 'link'} />
            </View>
            <Text className="share-widget__name">
              {copied ? t('istore_common_copied') : t('istore_common_copy_link')}
            </Text>
          </AppButton>
        );
      case 'more':
        return (
          <AppButton
            key={target}
            className="share-widget__target"
            onPress={() => void nativeShare({ title, url: link, text: content })}
          >
            <View className="share-widget__disc">
              <Icon name="more" />
            </View>
            <Text className="share-widget__name">{t('istore_share_more')}</Text>
          </AppButton>
        );
      case 'email':
      case 'sms': {
        const href = shareHref(target, shared);
        const name = target === 'email' ? t('istore_share_email') : t('istore_shell_sms');
        return (
          href && (
            <AppButton
              key={target}
              className="share-widget__target"
              label={t('istore_shell_share_on', { name })}
              onPress={() => openAppLink(href)}
            >
              <View className="share-widget__disc">
                <Icon name={target === 'email' ? 'mail' : 'sms'} />
              </View>
              <Text className="share-widget__name">{name}</Text>
            </AppButton>
          )
        );
      }
      default: {
        const view = TARGETS[target];
        const href = shareHref(target, shared);
        return (
          href && (
            <AppButton
              key={target}
              className={`share-widget__target share-widget__target--${target}`}
              label={t('istore_shell_share_on', { name: view.name })}
              onPress={() => (APP_LINKS.has(target) ? openAppLink(href) : openSharePopup(href))}
            >
              <View className="share-widget__disc">
                <Icon name={view.icon} />
              </View>
              <Text className="share-widget__name">{view.name}</Text>
            </AppButton>
          )
        );
      }
    }
  };

  return (
    <View className="share-widget">
      <View className="share-widget__targets">{targets.map(button)}</View>
      {qrOpen && (
        <View id={`${qrId}-box`} className="share-widget__qr">
          <QrView canvasId={qrId} src={qrSrc} label={t('istore_shell_qr_alt')} className="share-widget__qr-code" />
          <Text className="share-widget__qr-hint">
            {qrFailed ? t('istore_common_error') : t('istore_share_scan_qr')}
          </Text>
        </View>
      )}
      {!device.flags.miniProgram && (
        <View className="share-widget__link">
          <Text className="visually-hidden">{t('istore_shell_share_link')}</Text>
          <Text className="share-widget__url" selectable>
            {link}
          </Text>
        </View>
      )}
      <View className="share-widget__status" {...a11y({ role: 'status' })} aria-live="polite">
        {message && <Text className="share-widget__message">{message}</Text>}
      </View>
    </View>
  );
});
