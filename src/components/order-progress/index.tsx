import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { dayLabel } from '@/domain/slots';
import { stepKey } from '@/domain/orderTimeline';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { OrderProgressStore } from '@/stores/OrderProgressStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { Alert } from '@/components/checkout/alert';
import './index.scss';
import '@/i18n/after-sales';

/**
 * An order's progress (extension `orderTimeline`): each step with its date and time on the store's
 * clock, and the sandbox control that moves a demo order one step along. `onChange` runs after a
 * step is added (reviews and returns depend on it).
 */
export const OrderProgress = observer(function OrderProgress({
  orderID,
  t,
  token,
  sandbox,
  onChange,
}: {
  orderID: string;
  /** A receipt link's token: the order is read without signing in. */
  token?: string;
  t: Translator;
  /** Offer the sandbox control (not on an order opened through a receipt link). */
  sandbox: boolean;
  onChange?: () => void;
}) {
  const root = useStores();
  const [progress] = useState(() => new OrderProgressStore(root));
  useEffect(() => {
    void progress.load(orderID, token);
  }, [progress, orderID, token]);
  const locale = root.session.locale;
  const next = progress.timeline?.sandboxNext ?? null;
  return (
    <View
      className="co-card order-progress"
      data-ext="orderTimeline"
      {...a11y({ role: 'region', label: t('istore_timeline_title') })}
    >
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_timeline_title')}
      </Text>
      {progress.status === 'error' && <Alert kind="error">{progress.error ?? t('istore_timeline_error')}</Alert>}
      <View className="order-progress__steps" {...a11y({ role: 'list', label: t('istore_timeline_title') })}>
        {progress.events.map((e, i) => {
          const when = progress.at(e.at);
          return (
            <View
              key={`${e.kind}-${e.at}-${i}`}
              className={`order-progress__step order-progress__step--${e.kind}`}
              data-step={e.kind}
              {...a11y({ role: 'listitem' })}
            >
              <View className="order-progress__dot" {...a11y({ hidden: true })} />
              <Text className="order-progress__name">{t(stepKey(e.kind))}</Text>
              <Text className="order-progress__time">{`${dayLabel(when.date, locale)} ${when.time}`.trim()}</Text>
            </View>
          );
        })}
      </View>
      {sandbox && next && (
        <View className="order-progress__sandbox">
          <ActionButton
            variant="secondary"
            busy={progress.advancing}
            onPress={() => {
              void progress.advance().then((moved) => moved && onChange?.());
            }}
          >
            {t('istore_timeline_sandbox', { step: t(stepKey(next)) })}
          </ActionButton>
          <Text className="co-muted">{t('istore_timeline_sandbox_hint')}</Text>
        </View>
      )}
      {progress.status === 'ready' && progress.error && <Alert kind="error">{progress.error}</Alert>}
    </View>
  );
});
