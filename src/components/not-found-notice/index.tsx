import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { useStores } from '@/stores/context';
import './index.scss';
import '@/i18n/share';

export interface NotFoundNoticeProps {
  /** The shopper closed it. */
  onClose: () => void;
}

/**
 * After an unknown address was sent home (spec 2.1): says so, so the shopper learns the link was
 * wrong instead of wondering why the shop opened. PageShell shows it once.
 */
export const NotFoundNotice = observer(function NotFoundNotice({ onClose }: NotFoundNoticeProps) {
  const t = useStores().session.t;
  return (
    <View className="not-found-notice" {...a11y({ role: 'status' })}>
      <Text className="not-found-notice__text">{t('istore_shell_not_found')}</Text>
      <AppButton className="not-found-notice__close" label={t('istore_common_close')} onPress={onClose}>
        <Text {...a11y({ hidden: true })}>×</Text>
      </AppButton>
    </View>
  );
});
