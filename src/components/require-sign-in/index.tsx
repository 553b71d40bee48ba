import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { signInUrl } from '@/domain/account';
import { a11y } from '@/platform/a11y';
import { currentPath } from '@/platform/navigation';
import { useStores } from '@/stores/context';
import { Spinner } from '@/components/form/spinner';
import '@/i18n/checkout-account';

/**
 * Pages for a signed-in shopper (My Account, addresses): an anonymous visitor is sent to Sign In
 * with the way back (`?redirect=`), once app info has said who is signed in; until then a
 * loading line shows. Sign In then returns to this page (domain/account.ts afterSignIn).
 */
export const RequireSignIn = observer(function RequireSignIn({ children }: { children: ReactNode }) {
  const root = useStores();
  const { app, session, checkoutDeps, platform } = root;
  const anonymous = !app.loading && !session.loggedIn;
  useEffect(() => {
    if (anonymous)
      checkoutDeps.navigate(signInUrl(currentPath() + platform.currentLocation().search), { replace: true });
  }, [anonymous, checkoutDeps, platform]);
  if (session.loggedIn) return <>{children}</>;
  return (
    <View className="co-loading" {...a11y({ role: 'status' })}>
      <Spinner />
      <Text>{session.t(anonymous ? 'istore_account_sign_in_first' : 'istore_common_loading')}</Text>
    </View>
  );
});
