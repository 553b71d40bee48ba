import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { orderDetailUrl } from '@/domain/payment';
import { BACK_TO_CART, channelLabel, successButtons, type ResultButton } from '@/domain/paymentStatus';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import { usePageVisibility } from '@/platform/visibility';
import { ConfirmationStore } from '@/stores/ConfirmationStore';
import { useStores } from '@/stores/context';
import { CampaignGroupStatus } from '@/components/campaign-group-status';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { Spinner } from '@/components/form/spinner';
import { Alert } from '@/components/checkout/alert';
import { useTitle } from '@/components/checkout/use-title';
import { Receipt } from '@/components/checkout/receipt';
import { displayCurrency, moneyFormat } from '@/components/checkout/money';
import '../../components/form/form.scss';
import '../../components/checkout/checkout.scss';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';

const BUTTON_KEYS: Record<ResultButton['id'], string> = {
  orderDetail: 'istore_confirmation_check_order',
  myAccount: 'istore_header_my_account',
  register: 'istore_header_register',
  continueShopping: 'istore_confirmation_continue_shopping',
  backToCart: 'istore_confirmation_back_to_cart',
};

function ResultLink({
  button,
  t,
  primary,
  orderID,
}: {
  button: ResultButton;
  t: Translator;
  primary?: boolean;
  orderID?: string | null;
}) {
  const href = button.id === 'orderDetail' && orderID ? orderDetailUrl(orderID) : button.url;
  return (
    <AppLink
      href={href}
      className={`action-button action-button--${primary ? 'primary' : 'secondary'} action-button--block`}
    >
      {t(BUTTON_KEYS[button.id])}
    </AppLink>
  );
}

/**
 * /confirmation/{id} (spec 2.7): the payment result. Pending '{channel} Submit Payment...' with a
 * spinner, rechecked every 2 s; 'Order Success!' with the order id and the buttons by login
 * state; 'Payment Failed' with 'Back to Cart'; errors show the first server message or the
 * spec's plain text.
 */
function ConfirmationPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const [store] = useState(() => {
    const params = routeParams();
    const location = root.platform.currentLocation();
    return new ConfirmationStore(root, { id: params.id, query: params, href: location.href });
  });
  useEffect(() => {
    void store.start();
    return () => store.leave();
  }, [store]);
  usePageVisibility({ onShow: () => store.resume(), onHide: () => store.pause() });

  const channel = store.channel ? channelLabel(store.channel) : t('istore_confirmation_wechat_pay');
  const title =
    store.view === 'success'
      ? t('istore_confirmation_success')
      : store.view === 'fail'
        ? t('istore_confirmation_failed')
        : store.view === 'pending'
          ? t('istore_confirmation_submit_payment', { channel })
          : store.view === 'error'
            ? store.needsSignIn && store.orderID
              ? t('istore_confirmation_order_title', { orderId: store.orderID })
              : t('istore_confirmation_error_title')
            : t('istore_confirmation_checking');
  useTitle(title, app.storeName);

  let body: JSX.Element;
  switch (store.view) {
    case 'loading':
      body = (
        <View className="co-result co-result--pending" {...a11y({ role: 'status' })}>
          <Spinner />
          <Text className="co-result__title" {...a11y({ role: 'heading', level: 1 })}>
            {title}
          </Text>
        </View>
      );
      break;
    case 'pending':
      body = (
        <View className="co-result co-result--pending">
          <Spinner label={t('istore_confirmation_waiting', { channel })} />
          <Text className="co-result__title" {...a11y({ role: 'heading', level: 1 })}>
            {title}
          </Text>
          <Text className="co-result__text">{t('istore_confirmation_waiting', { channel })}</Text>
          {store.offline && <Text className="co-muted">{t('istore_confirmation_offline')}</Text>}
          {store.slow && <Alert kind="info">{t('istore_confirmation_still_confirming')}</Alert>}
          {store.slow && store.orderID && (
            <AppLink
              href={orderDetailUrl(store.orderID)}
              className="action-button action-button--secondary action-button--block"
            >
              {t('istore_confirmation_view_order', { orderId: store.orderID })}
            </AppLink>
          )}
          {store.stopped && (
            <ActionButton variant="primary" block onPress={() => store.checkNow()}>
              {t('istore_confirmation_check_again')}
            </ActionButton>
          )}
        </View>
      );
      break;
    case 'success': {
      const buttons = successButtons(session.loggedIn);
      body = (
        <View className="co-result co-result--success">
          <View className="co-result__icon co-result__icon--success" {...a11y({ hidden: true })}>
            <Text>✓</Text>
          </View>
          <Text className="co-result__title" {...a11y({ role: 'heading', level: 1 })}>
            {title}
          </Text>
          <Text className="co-result__text">{t('istore_confirmation_receipt_emailed')}</Text>
          {store.orderID && (
            <Text className="co-result__order" data-testid="order-id">
              {t('istore_confirmation_order_id', { orderId: store.orderID })}
            </Text>
          )}
          {store.orderID && <CampaignGroupStatus orderID={store.orderID} />}
          <View className="co-result__actions">
            {buttons.map((b) => (
              <ResultLink key={b.id} button={b} t={t} primary={b.id === 'continueShopping'} orderID={store.orderID} />
            ))}
          </View>
          {store.receiptLink && (
            <View className="co-result__link">
              <Text className="co-muted">{t('istore_receipt_link_label')}</Text>
              <AppLink href={store.receiptLink} className="co-link co-result__receipt-link">
                {t('istore_receipt_link_open')}
              </AppLink>
            </View>
          )}
          {store.order && (
            <Receipt
              order={store.order}
              t={t}
              locale={session.locale}
              money={moneyFormat(session)}
              display={displayCurrency(session, store.order.totals.currency)}
            />
          )}
        </View>
      );
      break;
    }
    case 'fail':
      body = (
        <View className="co-result co-result--fail">
          <View className="co-result__icon co-result__icon--fail" {...a11y({ hidden: true })}>
            <Text>!</Text>
          </View>
          <Text className="co-result__title" {...a11y({ role: 'heading', level: 1 })}>
            {title}
          </Text>
          <Text className="co-result__text">{t('istore_confirmation_failed_text')}</Text>
          <View className="co-result__actions">
            <ResultLink button={BACK_TO_CART} t={t} primary />
            <ResultLink button={{ id: 'continueShopping', url: '/store' }} t={t} />
          </View>
        </View>
      );
      break;
    default:
      body = (
        <View className="co-result co-result--error">
          <Text className="co-result__title" {...a11y({ role: 'heading', level: 1 })}>
            {title}
          </Text>
          <Alert kind={store.needsSignIn ? 'info' : 'error'}>
            {store.needsSignIn
              ? t('istore_confirmation_how_to_see')
              : store.unknownStatus
                ? t('istore_confirmation_status_unknown')
                : store.error}
          </Alert>
          <View className="co-result__actions">
            {store.needsSignIn && !session.loggedIn && store.orderID && (
              <AppLink
                href={`/account/login?redirect=${encodeURIComponent(orderDetailUrl(store.orderID))}`}
                className="action-button action-button--primary action-button--block"
              >
                {t('istore_header_sign_in')}
              </AppLink>
            )}
            {store.unknownStatus && store.orderID && (
              <AppLink
                href={orderDetailUrl(store.orderID)}
                className="action-button action-button--secondary action-button--block"
              >
                {t('istore_confirmation_view_order', { orderId: store.orderID })}
              </AppLink>
            )}
            {store.needsSignIn ? (
              <ResultLink button={{ id: 'continueShopping', url: '/store' }} t={t} />
            ) : (
              <ResultLink button={BACK_TO_CART} t={t} primary />
            )}
          </View>
        </View>
      );
  }

  // The payment's state, said by one live region that stays in place while the view under it
  // changes (a region that appears with its text is often not read): pending, then the outcome.
  const news =
    store.view === 'pending'
      ? t('istore_confirmation_waiting', { channel })
      : store.view === 'success'
        ? `${title} ${t('istore_confirmation_receipt_emailed')}`
        : store.view === 'fail'
          ? `${title} ${t('istore_confirmation_failed_text')}`
          : '';
  return (
    <PageShell>
      <View className="co-page co-confirmation" data-view={store.view}>
        <Text className="visually-hidden" {...a11y({ role: 'status', live: 'polite' })}>
          {news}
        </Text>
        {body}
      </View>
    </PageShell>
  );
}

export default observer(ConfirmationPage);
