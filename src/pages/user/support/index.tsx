import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { personName } from '@/domain/profile';
import { routeParams } from '@/platform/navigation';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { SupportStore } from '@/stores/SupportStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import { UserPage } from '@/components/user-page';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';

/**
 * /user/support: the contact form (POST message/submitForm): name, email, optional order, message;
 * checked before sending, kept by the store, confirmed with a ticket number. Open to visitors too;
 * a signed-in shopper's name and email are filled in, and ?orderID= names the order.
 */
function SupportPage() {
  const root = useStores();
  const { session } = root;
  const t = session.t;
  const [support] = useState(() => {
    const u = session.user;
    const name = u ? personName(u.firstName, u.lastName) : '';
    return new SupportStore(root, { name, email: u?.email ?? '', orderID: routeParams().orderID ?? '' });
  });
  const f = support.form;
  const err = (k: string) => (support.errors[k] ? t(support.errors[k].key, support.errors[k].params) : undefined);

  return (
    <UserPage title={t('istore_support_title')} path="/user/support" guest back={session.loggedIn}>
      {() =>
        support.ticketID ? (
          <View className="co-card co-account__card">
            <Alert kind="success">
              {t('istore_support_sent', { ticket: support.ticketID, email: f.email.trim() })}
            </Alert>
            <ActionButton variant="secondary" onPress={() => support.again()}>
              {t('istore_support_again')}
            </ActionButton>
            <AppLink href="/store" className="action-button action-button--quiet action-button--block">
              {t('istore_confirmation_continue_shopping')}
            </AppLink>
          </View>
        ) : (
          <View className="co-card co-account__card" {...a11y({ role: 'form', label: t('istore_support_title') })}>
            <Text className="co-muted">{t('istore_support_intro')}</Text>
            {support.error && <Alert kind="error">{support.error}</Alert>}
            <TextField
              id="support.name"
              label={t('istore_support_name')}
              required
              autoComplete="name"
              maxLength={80}
              value={f.name}
              error={err('name')}
              onInput={(v) => support.set('name', v)}
            />
            <TextField
              id="support.email"
              label={t('istore_support_email')}
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              maxLength={254}
              value={f.email}
              error={err('email')}
              onInput={(v) => support.set('email', v)}
            />
            <TextField
              id="support.orderID"
              label={t('istore_support_order')}
              inputMode="numeric"
              maxLength={15}
              value={f.orderID}
              error={err('orderID')}
              onInput={(v) => support.set('orderID', v)}
            />
            <TextAreaField
              id="support.message"
              label={t('istore_support_message')}
              maxLength={2000}
              value={f.message}
              error={err('message')}
              onInput={(v) => support.set('message', v)}
            />
            <ActionButton variant="primary" block busy={support.sending} onPress={() => void support.submit()}>
              {t('istore_support_send')}
            </ActionButton>
          </View>
        )
      }
    </UserPage>
  );
}

export default observer(SupportPage);
