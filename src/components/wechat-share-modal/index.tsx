import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { AppButton } from '@/platform/button';
import { useStores } from '@/stores/context';
import { Dialog } from '@/components/dialog';
import { Icon } from '@/components/icon';
import './index.scss';
import '@/i18n/share';

export interface WechatShareModalProps {
  /** Shown or not. */
  open: boolean;
  /** Close button, backdrop, Escape. */
  onClose: () => void;
}

/** Spec 2.6: in WeChat the page is shared from WeChat's own menu; this says where it is. */
export const WechatShareModal = observer(function WechatShareModal({ open, onClose }: WechatShareModalProps) {
  const { session } = useStores();
  const t = session.t;
  return (
    <Dialog
      open={open}
      title={t('istore_share_wechat')}
      closeLabel={t('istore_common_close')}
      onClose={onClose}
      className="wechat-share"
      footer={
        <AppButton className="wechat-share__close" onPress={onClose}>
          {t('istore_common_close')}
        </AppButton>
      }
    >
      <View className="wechat-share__body">
        <View className="wechat-share__pointer" aria-hidden="true">
          <Icon name="arrow-up-right" />
          <Text className="wechat-share__dots">···</Text>
        </View>
        <Text className="wechat-share__hint">{t('istore_share_wechat_hint')}</Text>
      </View>
    </Dialog>
  );
});
