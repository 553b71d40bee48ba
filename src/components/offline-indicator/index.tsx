import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { isOnline, onNetworkChange } from '@/platform/network';
import { reserveTopStrip } from '@/platform/top-strip';
import { useStores } from '@/stores/context';
import '@/i18n/pwa';
import './index.scss';

/** How long "Back online." stays after the connection returns. */
const BACK_ONLINE_MS = 3000;

/**
 * While the device is offline a bar says so (visited pages and the kept catalogue still
 * open; actions that need the network say so themselves). When the connection returns the bar
 * says so briefly and goes; the page carries on without a reload.
 */
export const OfflineIndicator = observer(function OfflineIndicator() {
  const t = useStores().session.t;
  const [online, setOnline] = useState(isOnline);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(
    () =>
      onNetworkChange((now) => {
        setOnline(now);
        setBackOnline(now);
      }),
    [],
  );
  useEffect(() => {
    if (!backOnline) return undefined;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  const shown = !online || backOnline;
  // the page and its header move down under the bar while it shows (it covered the logo)
  useEffect(() => (shown ? reserveTopStrip('.offline-indicator') : undefined), [shown]);

  if (!shown) return null;
  return (
    <View
      className={`offline-indicator${online ? ' offline-indicator--online' : ''}`}
      {...a11y({ role: 'status', live: 'polite' })}
    >
      <Text>{online ? t('istore_online_again') : t('istore_offline_indicator')}</Text>
    </View>
  );
});
