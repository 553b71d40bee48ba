import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { afterSignIn } from '@/domain/account';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import { AccountFormStore } from '@/stores/AccountFormStore';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { FormBox, TextField, focusField } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import { useTitle } from '@/components/checkout/use-title';
import '../../../components/checkout/checkout.scss';
import '@/i18n/checkout-account';

/** /account/login (spec 2.2): Sign In with email and password. */
function LoginPage() {
  const root = useStores();
  const { session, app, checkoutDeps } = root;
  const t = session.t;
  const [form] = useState(() => new AccountFormStore(root));
  const redirect = useMemo(() => routeParams().redirect, []);
  useTitle(t('istore_header_sign_in'), app.storeName);
  const err = (field: string) => {
    const e = form.errors[field];
    return e ? t(e.key, e.params) : undefined;
  };
  useEffect(() => {
    const first = Object.keys(form.errors)[0];
    if (first) focusField(first);
  }, [form.errorSeq]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = async () => {
    if (await form.submitSignIn()) checkoutDeps.navigate(afterSignIn(redirect), { replace: true });
  };
  const f = form.signIn;
  return (
    <PageShell>
      <View className="co-page co-account">
        <View className="co-card co-account__card">
          <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
            {t('istore_header_sign_in')}
          </Text>
          {session.loggedIn && <Alert kind="info">{t('istore_account_signed_in_as', { email: session.user?.email ?? '' })}</Alert>}
          {form.error && (
            <Alert kind="error" focusKey={form.errorSeq}>
              {form.error}
            </Alert>
          )}
          <FormBox onSubmit={() => void submit()} label={t('istore_header_sign_in')}>
            <TextField id="email" type="email" inputMode="email" autoComplete="email" label={t('istore_checkout_email')} required value={f.email} error={err('email')} onInput={(v) => form.setSignIn('email', v)} />
            <TextField id="password" type="password" autoComplete="current-password" label={t('istore_account_password')} required value={f.password} error={err('password')} onInput={(v) => form.setSignIn('password', v)} />
            <ActionButton variant="primary" block submit busy={form.busy} onPress={() => void submit()}>
              {t('istore_header_sign_in')}
            </ActionButton>
          </FormBox>
          <View className="co-account__alt">
            <Text>{t('istore_account_no_account')}</Text>
            <AppLink href={redirect ? `/account/signup?redirect=${encodeURIComponent(redirect)}` : '/account/signup'} className="co-link">
              {t('istore_header_register')}
            </AppLink>
          </View>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(LoginPage);
