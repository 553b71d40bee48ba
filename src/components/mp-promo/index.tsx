import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { DeviceInfo } from '@/platform/device';
import { MP_PROMOTION_URL, showMiniProgramPromo } from '@/domain/header';
import { AppButton } from '@/platform/button';
import { navigate } from '@/platform/navigation';
import { useStores } from '@/stores/context';
import { Icon } from '@/components/icon';
import './index.scss';

export interface MpPromoProps {
  /** The device: the promo shows only in the mini-program. */
  device: DeviceInfo;
}

/**
 * Spec 2.4: in the mini-program (when the store enables it) a small WeChat Pay tag that expands
 * into a bar with the online-payment discount message; tapping the bar opens the promotion page.
 */
export const MpPromo = observer(function MpPromo({ device }: MpPromoProps) {
  const { app, session } = useStores();
  const [expanded, setExpanded] = useState(false);
  if (!showMiniProgramPromo(device.kind, app.settings.appConfig.enableWeChatMiniProgramPromotion)) return null;
  const t = session.t;
  if (!expanded) {
    return (
      <View className="mp-promo">
        <AppButton className="mp-promo__tag" expanded={false} onPress={() => setExpanded(true)}>
          <Icon name="wechat" />
          <Text>{t('istore_shell_mp_promo_tag')}</Text>
        </AppButton>
      </View>
    );
  }
  return (
    <View className="mp-promo mp-promo--open">
      <AppButton className="mp-promo__bar" onPress={() => navigate(MP_PROMOTION_URL)}>
        <Icon name="wechat" />
        <Text className="mp-promo__text">{t('istore_mp_promo')}</Text>
        <Icon name="chevron-right" />
      </AppButton>
    </View>
  );
});
