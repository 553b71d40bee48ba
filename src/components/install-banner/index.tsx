import { useEffect, useState } from 'react';
import { Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { DeviceInfo } from '@/platform/device';
import { INSTALL_BUTTON_MS } from '@/domain/constants';
import { bannerImage, installBanner, installButtonPhase } from '@/domain/install';
import { AppButton } from '@/platform/button';
import { onInstallAvailability, promptInstall } from '@/platform/install';
import { installContext } from '@/platform/install-context';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { Icon } from '@/components/icon';
import '@/i18n/pwa';
import './index.scss';
import '@/i18n/share';

export interface InstallBannerProps {
  /** The device: never shown inside WeChat, the mini-program or the payment app's browser. */
  device: DeviceInfo;
}

/** When the shopper last accepted or dismissed the banner (ms): it then stays away a while. */
const ANSWERED_KEY = 'install-answered-at';

/**
 * Spec 2.4, 4, 5: once the browser offers installing (beforeinstallprompt), a banner 'Use this
 * website as a free app.' with the store's name and favicon (or logo); its Install button shows
 * for 3 s, then the banner folds into an install icon. Accepting or dismissing the browser's
 * dialog (or closing the banner) clears the prompt, hides both, and keeps them away for a while.
 * iOS Safari has no install event: there the banner explains Share → Add to Home Screen instead,
 * where the prompt would stand (a focused field is kept clear of it). Rules: domain/install.ts.
 */
export const InstallBanner = observer(function InstallBanner({ device }: InstallBannerProps) {
  const { app, session, platform } = useStores();
  const t = session.t;
  const [available, setAvailable] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [answeredAt, setAnsweredAt] = useState(() => {
    const at = platform.storage.get<number>(ANSWERED_KEY);
    return typeof at === 'number' ? at : null;
  });
  const [context] = useState(installContext);

  useEffect(() => onInstallAvailability(setAvailable), []);

  const kind = installBanner({
    promptAvailable: available,
    wechatBrowser: device.flags.wechatBrowser,
    miniProgram: device.flags.miniProgram,
    alipay: device.flags.alipay,
    iosSafari: context.iosSafari,
    standalone: context.standalone,
    answeredAt,
    now: Date.now(),
  });
  const shown = kind === 'prompt';
  const answered = () => {
    const now = Date.now();
    platform.storage.set(ANSWERED_KEY, now);
    setAnsweredAt(now);
  };

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setElapsed(INSTALL_BUTTON_MS), INSTALL_BUTTON_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const image = bannerImage(app.faviconUrl ?? app.logoUrl, app.appDetail.cdnpath ?? '');
  /** The store's picture and name over one line of text. */
  const intro = (line: string) => (
    <>
      {image && <Image className="install-banner__image" src={image} mode="aspectFit" imgProps={{ alt: '' }} />}
      <View className="install-banner__text">
        <Text className="install-banner__name">{app.storeName}</Text>
        <Text className="install-banner__line">{line}</Text>
      </View>
    </>
  );
  if (kind === 'ios-hint') {
    return (
      <View
        className="install-banner install-banner--hint"
        data-sticky-edge="bottom"
        {...a11y({ role: 'region' })}
        aria-label={t('istore_shell_install_app')}
      >
        {intro(t('istore_install_ios'))}
        <AppButton className="install-banner__dismiss" label={t('istore_install_dismiss')} onPress={answered}>
          <Icon name="close" />
        </AppButton>
      </View>
    );
  }
  if (!shown) return null;

  const install = async () => {
    const outcome = await promptInstall();
    // accepted or dismissed: the prompt is used up either way, and the banner does not nag again
    setAvailable(false);
    if (outcome !== 'unavailable') answered();
  };

  if (installButtonPhase(elapsed) === 'icon') {
    return (
      <AppButton className="install-icon" label={t('istore_shell_install_app')} onPress={() => void install()}>
        <Icon name="download" />
      </AppButton>
    );
  }

  return (
    <View className="install-banner" {...a11y({ role: 'region' })} aria-label={t('istore_shell_install_app')}>
      {intro(t('istore_install_banner'))}
      <AppButton className="install-banner__install" onPress={() => void install()}>
        {t('istore_install_button')}
      </AppButton>
      <AppButton className="install-banner__dismiss" label={t('istore_install_dismiss')} onPress={answered}>
        <Icon name="close" />
      </AppButton>
    </View>
  );
});
