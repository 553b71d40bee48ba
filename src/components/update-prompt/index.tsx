import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { applyUpdate, onUpdateWaiting, pageShown } from '@/platform/app-update';
import { AppButton } from '@/platform/button';
import { useStores } from '@/stores/context';
import '@/i18n/pwa';
import './index.scss';

export interface UpdatePromptProps {
  /** The page's path and query: a new page shown may take the waiting version (not in checkout). */
  path: string;
}

/**
 * A new version of the store has been installed and waits. The shopper reads
 * "A new version is available — Reload"; Reload hands over and reloads the page once. Moving to
 * another page outside checkout and payment hands over too (platform/app-update.ts).
 */
export const UpdatePrompt = observer(function UpdatePrompt({ path }: UpdatePromptProps) {
  const t = useStores().session.t;
  const [waiting, setWaiting] = useState(false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => onUpdateWaiting(setWaiting), []);
  useEffect(() => {
    if (pageShown(path)) setReloading(true);
  }, [path]);

  if (!waiting) return null;
  return (
    <View className="update-prompt" {...a11y({ role: 'status', live: 'polite' })}>
      <Text className="update-prompt__text">{t('istore_update_available')} — </Text>
      <AppButton
        className="update-prompt__reload"
        disabled={reloading}
        onPress={() => {
          setReloading(true);
          applyUpdate();
        }}
      >
        {t('istore_update_reload')}
      </AppButton>
    </View>
  );
});
