import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { RETURN_REASONS, type ReturnModel } from '@api-types';
import type { Translator } from '@/i18n/translator';
import { channelNameOf } from '@/domain/paymentStatus';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import { ReturnsStore } from '@/stores/ReturnsStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { ChoiceGroup, SelectField, TextAreaField } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import { moneyFormat, type MoneyFormat } from '@/components/checkout/money';
import { PhotoAttachments } from '@/components/photo-attachments';
import { UserPage } from '@/components/user-page';
import '@/i18n/after-sales';
import './index.scss';

const RequestCard = observer(function RequestCard({
  r,
  store,
  t,
  money,
}: {
  r: ReturnModel;
  store: ReturnsStore;
  t: Translator;
  money: MoneyFormat;
}) {
  const kind = t(r.kind === 'return' ? 'istore_returns_kind_return' : 'istore_returns_kind_refund');
  return (
    <View className="returns-page__request" data-return-id={r.id} data-state={r.state} {...a11y({ role: 'listitem' })}>
      <View className="co-order__head">
        <Text className="returns-page__request-title">{t('istore_returns_request', { id: r.id, kind })}</Text>
        <Text className={`co-badge returns-page__state returns-page__state--${r.state}`}>
          {t(`istore_returns_state_${r.state}`)}
        </Text>
      </View>
      <Text className="co-review__line">{r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}</Text>
      <Text className="co-review__line">{`${t(`istore_returns_reason_${r.reason}`)}${r.note ? ` · “${r.note}”` : ''}`}</Text>
      <Text className="co-review__line returns-page__amount">
        {t('istore_returns_amount', { amount: money(r.amount, r.currency) })}
      </Text>
      {r.refundedTo && (
        <Text className="co-muted">
          {t('istore_returns_refunded_to', {
            credit: money(r.refundedTo.storeCredit, r.currency),
            channel: money(r.refundedTo.channel, r.currency),
            channelName: channelNameOf(r.refundedTo.channelName),
          })}
        </Text>
      )}
      {(r.state === 'requested' || r.state === 'approved') && (
        <View className="returns-page__sandbox">
          {r.state === 'requested' && (
            <ActionButton
              variant="quiet"
              busy={store.deciding === r.id}
              onPress={() => void store.decide(r.id, 'approve')}
            >
              {t('istore_returns_sandbox_approve')}
            </ActionButton>
          )}
          {r.state === 'requested' && (
            <ActionButton
              variant="quiet"
              busy={store.deciding === r.id}
              onPress={() => void store.decide(r.id, 'refuse')}
            >
              {t('istore_returns_sandbox_refuse')}
            </ActionButton>
          )}
          <ActionButton
            variant="quiet"
            busy={store.deciding === r.id}
            onPress={() => void store.decide(r.id, 'refund')}
          >
            {t('istore_returns_sandbox_refund')}
          </ActionButton>
        </View>
      )}
    </View>
  );
});

/**
 * /user/returns?orderID= (extension `returns`): what can still be returned from a paid order and
 * what it brings back, the request form (return or refund, quantities, reason, note, photos), and
 * the requests made with their state and amount. For the order's owner (a guest's order too).
 */
function ReturnsPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const money = moneyFormat(session);
  const params = useMemo(() => routeParams(), []);
  const orderID = params.orderID ?? '';
  const [store] = useState(() => new ReturnsStore(root));
  const offered = app.offers('returns');
  useEffect(() => {
    if (offered && orderID) void store.load(orderID);
  }, [store, offered, orderID]);
  const info = store.info;
  return (
    <UserPage
      title={t('istore_returns_page_title')}
      path={`/user/returns?orderID=${encodeURIComponent(orderID)}`}
      back={false}
      guest
    >
      {() => (
        <View className="co-layout returns-page">
          <View className="co-layout__main">
            {(!offered || !orderID) && <Alert kind="info">{t('istore_returns_not_paid')}</Alert>}
            {store.status === 'loading' && <Text className="co-muted">{t('istore_common_loading')}</Text>}
            {store.loadError && <Alert kind="error">{store.loadError}</Alert>}
            {info && (
              <View className="co-card" {...a11y({ role: 'form', label: t('istore_returns_page_title') })}>
                <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                  {`${t('istore_returns_title')} · ${orderID}`}
                </Text>
                {info.windowEndsAt && !info.blockedKey && (
                  <Text className="co-muted returns-page__window">
                    {t('istore_returns_window', {
                      date: info.windowEndsAt.slice(0, 10),
                      days: info.windowDays,
                    })}
                  </Text>
                )}
                {store.sent && <Alert kind="success">{t('istore_returns_sent')}</Alert>}
                {info.blockedKey ? (
                  <Alert kind="info">{t(info.blockedKey)}</Alert>
                ) : (
                  <>
                    <ChoiceGroup
                      id="return.kind"
                      label={t('istore_returns_kind')}
                      value={store.kind}
                      options={[
                        { value: 'return', label: t('istore_returns_kind_return') },
                        { value: 'refund', label: t('istore_returns_kind_refund') },
                      ]}
                      onChange={(v) => store.setKind(v === 'refund' ? 'refund' : 'return')}
                    />
                    <Text className="field__label">{t('istore_returns_items')}</Text>
                    {info.lines.map((l) => (
                      <SelectField
                        key={l.line}
                        id={`return.line.${l.line}`}
                        label={t('istore_returns_line', {
                          name: l.name,
                          left: l.returnable,
                          ordered: l.ordered,
                          amount: money(l.unitRefund, info.currency),
                        })}
                        value={store.quantities[l.line] ? String(store.quantities[l.line]) : ''}
                        placeholder="0"
                        options={Array.from({ length: l.returnable + 1 }, (_, n) => ({
                          value: String(n),
                          label: String(n),
                        })).slice(1)}
                        onChange={(v) => store.setQuantity(l.line, Number(v) || 0)}
                      />
                    ))}
                    <SelectField
                      id="return.reason"
                      label={t('istore_returns_reason')}
                      value={store.reason}
                      placeholder={t('istore_returns_reason')}
                      options={RETURN_REASONS.map((r) => ({ value: r, label: t(`istore_returns_reason_${r}`) }))}
                      onChange={(v) =>
                        store.setReason(
                          (RETURN_REASONS as readonly string[]).includes(v) ? (v as typeof store.reason) : 'other',
                        )
                      }
                    />
                    <TextAreaField
                      id="return.note"
                      label={t('istore_returns_note')}
                      maxLength={500}
                      value={store.note}
                      onInput={(v) => store.setNote(v)}
                    />
                    <PhotoAttachments photos={store.photos} t={t} />
                    <Text className="co-review__line returns-page__total" {...a11y({ live: 'polite' })}>
                      {t('istore_returns_amount', { amount: money(store.amount, info.currency) })}
                    </Text>
                    {store.formError && <Alert kind="error">{store.formError}</Alert>}
                    <ActionButton variant="primary" block busy={store.sending} onPress={() => void store.submit()}>
                      {t('istore_returns_submit')}
                    </ActionButton>
                  </>
                )}
              </View>
            )}
            {info && info.requests.length > 0 && (
              <View className="co-card" {...a11y({ role: 'region', label: t('istore_returns_requests') })}>
                <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                  {t('istore_returns_requests')}
                </Text>
                <View
                  className="returns-page__requests"
                  {...a11y({ role: 'list', label: t('istore_returns_requests') })}
                >
                  {info.requests.map((r) => (
                    <RequestCard key={r.id} r={r} store={store} t={t} money={money} />
                  ))}
                </View>
              </View>
            )}
            <AppLink
              href={`/user/orders?orderID=${encodeURIComponent(orderID)}`}
              className="action-button action-button--quiet action-button--block"
            >
              {t('istore_reviews_back_to_order')}
            </AppLink>
          </View>
        </View>
      )}
    </UserPage>
  );
}

export default observer(ReturnsPage);
