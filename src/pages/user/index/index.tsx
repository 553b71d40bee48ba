import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { areaEntry } from '@/domain/account';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { Spinner } from '@/components/form/spinner';
import '../../../components/checkout/checkout.scss';

/** /user (spec 2.1): the user area opens on My Account (/user/list, which asks for sign-in). */
function UserEntryPage() {
  const { session, checkoutDeps } = useStores();
  useEffect(() => {
    checkoutDeps.navigate(areaEntry('user', session.loggedIn), { replace: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <PageShell>
      <View className="co-loading" {...a11y({ role: 'status' })}>
        <Spinner />
        <Text>{session.t('istore_common_loading')}</Text>
      </View>
    </PageShell>
  );
}

export default observer(UserEntryPage);
