import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import { usePageTitle } from '@/platform/title';
import { AlertLinkStore } from '@/stores/AlertLinkStore';
import { useStores } from '@/stores/context';
import type { Translator } from '@/i18n/translator';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { Alert } from '@/components/checkout/alert';
import '@/i18n/alerts';
import '../../../components/form/form.scss';
import '../../../components/checkout/checkout.scss';

function doneText(link: AlertLinkStore, t: Translator): string {
  const name = link.alert?.productName;
  if (link.link?.action === 'confirm')
    return name ? t('istore_alert_confirmed_named', { name }) : t('istore_alert_confirmed');
  return name ? t('istore_alert_unsubscribed_named', { name }) : t('istore_alert_unsubscribed');
}

/**
 * `/store/alert?confirm=TOKEN` and `?unsubscribe=TOKEN` (extension `alerts`): where the alert
 * mails' links lead. Makes the link's call once the store's first answer is in (it brings the
 * cookie every change must echo) and says what happened; no sign-in needed.
 */
function AlertLinkPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const [link] = useState(() => new AlertLinkStore(root, routeParams()));
  usePageTitle(t('istore_alert_link_title'), app.storeName);
  const ready = !app.loading;
  useEffect(() => {
    if (ready && link.status === 'working' && !link.alert) void link.run();
  }, [ready, link]);

  let body;
  if (link.status === 'missing') body = <Alert kind="info">{t('istore_alert_link_missing')}</Alert>;
  else if (link.status === 'bad') body = <Alert kind="error">{t('istore_alert_link_bad')}</Alert>;
  else if (link.status === 'failed')
    body = (
      <>
        <Alert kind="error">{link.error ?? ''}</Alert>
        <ActionButton variant="primary" onPress={() => void link.run()}>
          {t('istore_alert_link_retry')}
        </ActionButton>
      </>
    );
  else if (link.status === 'done') body = <Alert kind="success">{doneText(link, t)}</Alert>;
  else body = <Text className="co-muted">{t('istore_alert_link_working')}</Text>;

  return (
    <PageShell>
      <View className="co-page co-account" data-ext="alerts" data-alert-link={link.status}>
        <View className="co-card co-account__card">
          <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
            {t('istore_alert_link_title')}
          </Text>
          {body}
          <View className="co-account__links">
            {link.alert && (
              <AppLink
                href={`/store/product/${link.alert.productId}`}
                className="action-button action-button--secondary"
              >
                {t('istore_alert_view_product')}
              </AppLink>
            )}
            <AppLink href="/store" className="co-link">
              {t('istore_alert_shop')}
            </AppLink>
          </View>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(AlertLinkPage);
