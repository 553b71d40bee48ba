import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { changedSteps, type BuyAgainStep } from '@/domain/buyAgain';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import type { OrderModel } from '@/services/orders';
import type { BuyAgainStore } from '@/stores/BuyAgainStore';
import type { MoneyFormat } from '@/components/checkout/money';
import { Dialog } from '@/components/dialog';
import { ActionButton } from '@/components/form/button';
import '@/i18n/shopper-lists';
import './index.scss';

export interface BuyAgainButtonProps {
  order: OrderModel;
  store: BuyAgainStore;
  t: Translator;
  /** The orders list: a compact button. */
  compact?: boolean;
}

/** Puts the order's items back in the cart (BuyAgainStore); the outcome shows in BuyAgainDialog. */
export const BuyAgainButton = observer(function BuyAgainButton({ order, store, t, compact }: BuyAgainButtonProps) {
  if (order.lines.length === 0) return null;
  const busy = store.busy === order.orderID;
  return (
    <ActionButton
      variant="secondary"
      block={!compact}
      className={`buy-again__button${compact ? ' buy-again__button--compact' : ''}`}
      busy={busy}
      disabled={store.busy !== null && !busy}
      label={t('istore_buy_again_named', { orderId: order.orderID })}
      onPress={() => void store.buyAgain(order)}
    >
      {busy ? t('istore_buy_again_busy') : t('istore_buy_again')}
    </ActionButton>
  );
});

function stepText(s: BuyAgainStep, t: Translator, money: MoneyFormat, currency: string): string[] {
  const name = s.line.name;
  const out: string[] = [];
  if (s.status === 'gone') return [t('istore_buy_again_gone', { name })];
  if (s.status === 'outOfStock') out.push(t('istore_buy_again_out', { name }));
  if (s.status === 'short') out.push(t('istore_buy_again_short', { name, count: s.add }));
  if (s.price)
    out.push(
      t('istore_buy_again_price', { name, now: money(s.price.now, currency), was: money(s.price.was, currency) }),
    );
  return out;
}

/** What buying an order again did: how many items went in, and each change (price, stock, gone). */
export const BuyAgainDialog = observer(function BuyAgainDialog({
  store,
  t,
  money,
}: {
  store: BuyAgainStore;
  t: Translator;
  money: MoneyFormat;
}) {
  const r = store.result;
  const open = !!r || !!store.error;
  const notes = r
    ? [
        ...changedSteps(r.steps).flatMap((s) => stepText(s, t, money, r.currency)),
        ...r.failed.map((f) => t('istore_buy_again_failed', { name: f.step.line.name, message: f.message })),
      ]
    : [];
  return (
    <Dialog
      open={open}
      title={t('istore_buy_again')}
      onClose={() => store.dismiss()}
      closeLabel={t('istore_common_close')}
      footer={
        r && r.added > 0 ? (
          <AppLink href="/checkout/cart" className="action-button action-button--primary action-button--block">
            {t('istore_buy_again_view_cart')}
          </AppLink>
        ) : undefined
      }
    >
      <View className="buy-again__result" data-buy-again={r?.orderID ?? ''} {...a11y({ role: 'status' })}>
        {store.error ? (
          <Text className="buy-again__error">{store.error}</Text>
        ) : (
          r && (
            <>
              <Text className="buy-again__summary">
                {r.added > 0 ? t('istore_buy_again_done', { count: r.added }) : t('istore_buy_again_none')}
              </Text>
              {notes.length > 0 && (
                <View className="buy-again__notes" {...a11y({ role: 'list' })}>
                  {notes.map((n) => (
                    <Text key={n} className="buy-again__note" {...a11y({ role: 'listitem' })}>
                      {n}
                    </Text>
                  ))}
                </View>
              )}
            </>
          )
        )}
      </View>
    </Dialog>
  );
});
