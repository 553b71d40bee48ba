import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidHide } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { takeNotFoundNotice } from '@/platform/navigation';
import { useStores } from '@/stores/context';
import './index.scss';

/**
 * After an unknown address was sent home (spec 2.1), says so once: the shopper learns the link was
 * wrong instead of wondering why the shop opened. Closed with ×, or gone on the next page.
 */
export const NotFoundNotice = observer(function NotFoundNotice() {
  const { session } = useStores();
  const [shown, setShown] = useState(takeNotFoundNotice);
  // once: the home page left and shown again (back) no longer carries it
  useDidHide(() => setShown(false));
  if (!shown) return null;
  const t = session.t;
  return (
    <View className="not-found-notice" {...a11y({ role: 'status' })}>
      <Text className="not-found-notice__text">{t('istore_shell_not_found')}</Text>
      <AppButton className="not-found-notice__close" label={t('istore_common_close')} onPress={() => setShown(false)}>
        <Text {...a11y({ hidden: true })}>×</Text>
      </AppButton>
    </View>
  );
});
