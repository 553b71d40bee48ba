import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '@/domain/money';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { useStores } from '@/stores/context';
import type { StoreCreditModel } from '@/services/checkout';
import { PageShell } from '@/components/page-shell';
import { AccountSections } from '@/components/account-sections';
import { ActionButton } from '@/components/form/button';
import { useTitle } from '@/components/checkout/use-title';
import '../../../components/form/form.scss';
import '../../../components/checkout/checkout.scss';
import '@/services/checkoutApis';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';

/** /user/list (spec 2.2): My Account: who is signed in, store credit, orders, sign out. */
function MyAccountPage() {
  const { session, app, api, checkoutDeps } = useStores();
  const t = session.t;
  const [credit, setCredit] = useState<StoreCreditModel | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  useTitle(t('istore_header_my_account'), app.storeName);
  useEffect(() => {
    if (!session.loggedIn) return;
    let live = true;
    api.checkout
      .storeCredit()
      .then((c) => live && setCredit(c))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [session.loggedIn, api]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } catch {
      /* signed out locally either way */
    }
    checkoutDeps.navigate('/', { replace: true });
  };

  const user = session.user;
  return (
    <PageShell>
      <View className="co-page co-account">
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {t('istore_header_my_account')}
        </Text>
        {!session.loggedIn || !user ? (
          <View className="co-card co-account__card">
            <Text className="co-empty__text">{app.loading ? t('istore_common_loading') : t('istore_account_sign_in_first')}</Text>
            {!app.loading && (
              <View className="co-result__actions">
                <AppLink href="/account/login?redirect=%2Fuser%2Flist" className="action-button action-button--primary action-button--block">
                  {t('istore_header_sign_in')}
                </AppLink>
                <AppLink href="/account/signup" className="action-button action-button--secondary action-button--block">
                  {t('istore_header_register')}
                </AppLink>
              </View>
            )}
          </View>
        ) : (
          <View className="co-account__grid">
            <View className="co-card">
              <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                {t('istore_account_profile')}
              </Text>
              <Text className="co-account__name">{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}</Text>
              <Text className="co-muted">{user.email}</Text>
              {credit && (
                <View className="co-account__credit">
                  <Text>{t('istore_account_store_credit')}</Text>
                  <Text className="co-account__credit-value">{formatMoney(credit.balance, credit.currency, session.locale)}</Text>
                </View>
              )}
            </View>
            <AccountSections />
            <View className="co-card co-account__links">
              <AppLink href="/user/orders" className="action-button action-button--primary action-button--block">
                {t('istore_account_my_orders')}
              </AppLink>
              <AppLink href="/checkout/cart" className="action-button action-button--secondary action-button--block">
                {t('istore_header_cart')}
              </AppLink>
              <AppLink href="/store" className="action-button action-button--secondary action-button--block">
                {t('istore_confirmation_continue_shopping')}
              </AppLink>
              <ActionButton variant="quiet" block busy={signingOut} onPress={() => void signOut()}>
                {t('istore_account_sign_out')}
              </ActionButton>
            </View>
          </View>
        )}
      </View>
    </PageShell>
  );
}

export default observer(MyAccountPage);
