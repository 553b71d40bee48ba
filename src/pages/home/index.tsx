import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '@/components/page-shell';
import { useStores } from '@/stores/context';
import { a11y } from '@/platform/a11y';
import './index.scss';

/** The main screen (`/`, `/home`). */
function HomePage() {
  const { app, session } = useStores();
  return (
    <PageShell>
      <View className="home">
        <Text className="home__title" {...a11y({ role: 'heading', level: 1 })}>
          {app.storeName}
        </Text>
        {app.status === 'error' && (
          <Text className="home__error" {...a11y({ role: 'alert' })}>
            {app.error?.message ?? session.t('istore_common_error')}
          </Text>
        )}
      </View>
    </PageShell>
  );
}

export default observer(HomePage);
