import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '@/domain/money';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { CreditStore, type CreditRow } from '@/stores/CouponsStore';
import { useStores } from '@/stores/context';
import { displayCurrency, moneyFormat } from '@/components/checkout/money';
import { ErrorState } from '@/components/error-state';
import { UserPage } from '@/components/user-page';
import '@/i18n/checkout-account';

/** What an entry was, in the page's language (the server's own words are English). */
function what(r: CreditRow, t: Translator, locale: string): string {
  if (/^Referral reward/i.test(r.reason)) return t('istore_credit_referral');
  if (locale === 'en' && r.reason && !r.orderID) return r.reason;
  return r.amount < 0 ? t('istore_credit_spent') : t('istore_credit_given');
}

/** /user/credit: the store credit balance and its history (date, order, amount, balance after). */
function CreditPage() {
  const root = useStores();
  const { session } = root;
  const t = session.t;
  const money = moneyFormat(session);
  const [credit] = useState(() => new CreditStore(root));
  useEffect(() => {
    if (session.loggedIn) void credit.load();
  }, [credit, session.loggedIn]);

  // the display currency, and the store's own where it differs (as the cart shows totals)
  const amount = (minor: number) => {
    const shown = money(minor, credit.currency);
    return displayCurrency(session, credit.currency) !== null
      ? `${shown} (${formatMoney(minor, credit.currency, session.locale)})`
      : shown;
  };
  const signed = (minor: number) => `${minor > 0 ? '+' : ''}${amount(minor)}`;

  return (
    <UserPage title={t('istore_credit_title')} path="/user/credit">
      {() => (
        <View className="user-page__list">
          {credit.status === 'error' && (
            <ErrorState
              inline
              title={t('istore_common_error')}
              detail={credit.error ?? undefined}
              retryLabel={t('istore_common_retry')}
              onRetry={() => void credit.load()}
            />
          )}
          {credit.status === 'ready' && (
            <>
              <View className="co-card">
                <Text className="co-muted">{t('istore_credit_balance')}</Text>
                <Text className="user-page__figure" data-balance={credit.balance}>
                  {amount(credit.balance)}
                </Text>
              </View>
              <View className="co-card">
                <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                  {t('istore_credit_history')}
                </Text>
                {credit.rows.length === 0 ? (
                  <Text className="co-muted">{t('istore_credit_none')}</Text>
                ) : (
                  <View className="user-page__table" {...a11y({ role: 'table', label: t('istore_credit_history') })}>
                    <View className="credit-row credit-row--head" {...a11y({ role: 'row' })}>
                      {[
                        'istore_credit_col_date',
                        'istore_credit_col_what',
                        'istore_credit_col_amount',
                        'istore_credit_col_balance',
                      ].map((k) => (
                        <Text key={k} className="user-page__th" {...a11y({ role: 'columnheader' })}>
                          {t(k)}
                        </Text>
                      ))}
                    </View>
                    {credit.rows.map((r) => (
                      <View key={r.id} className="credit-row" {...a11y({ role: 'row' })}>
                        <Text className="user-page__td" {...a11y({ role: 'cell' })}>
                          {r.createdAt.slice(0, 10)}
                        </Text>
                        <View className="user-page__td" {...a11y({ role: 'cell' })}>
                          {r.orderID ? (
                            <AppLink href={`/user/orders?orderID=${r.orderID}`} className="co-link">
                              {`${what(r, t, session.locale)} · ${t('istore_credit_order', { orderId: r.orderID })}`}
                            </AppLink>
                          ) : (
                            <Text>{what(r, t, session.locale)}</Text>
                          )}
                        </View>
                        <Text
                          className={`user-page__td user-page__num ${r.amount < 0 ? 'user-page__minus' : 'user-page__plus'}`}
                          {...a11y({ role: 'cell' })}
                        >
                          {signed(r.amount)}
                        </Text>
                        <Text className="user-page__td user-page__num" {...a11y({ role: 'cell' })}>
                          {amount(r.runningBalance)}
                        </Text>
                      </View>
                    ))}
                  </View>
                )}
              </View>
            </>
          )}
          {credit.status === 'loading' && (
            <Text className="co-muted" {...a11y({ role: 'status' })}>
              {t('istore_common_loading')}
            </Text>
          )}
        </View>
      )}
    </UserPage>
  );
}

export default observer(CreditPage);
