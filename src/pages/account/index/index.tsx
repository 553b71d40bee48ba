import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { areaEntry } from '@/domain/account';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { Spinner } from '@/components/form/spinner';
import '../../../components/checkout/checkout.scss';

/** /account (spec 2.1): Sign In, or My Account once app info says the shopper is signed in. */
function AccountEntryPage() {
  const { app, session, checkoutDeps } = useStores();
  const ready = !app.loading;
  useEffect(() => {
    if (ready) checkoutDeps.navigate(areaEntry('account', session.loggedIn), { replace: true });
  }, [ready, session.loggedIn, checkoutDeps]);
  return (
    <PageShell>
      <View className="co-loading" {...a11y({ role: 'status' })}>
        <Spinner />
        <Text>{session.t('istore_common_loading')}</Text>
      </View>
    </PageShell>
  );
}

export default observer(AccountEntryPage);
