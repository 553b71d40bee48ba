import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PASSWORD_MIN, afterSignIn } from '@/domain/account';
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

/** /account/signup (spec 2.2): Register, then signed in. */
function SignupPage() {
  const root = useStores();
  const { session, app, checkoutDeps } = root;
  const t = session.t;
  const [form] = useState(() => new AccountFormStore(root));
  const redirect = useMemo(() => routeParams().redirect, []);
  useTitle(t('istore_header_register'), app.storeName);
  const err = (field: string) => {
    const e = form.errors[field];
    return e ? t(e.key, e.params) : undefined;
  };
  useEffect(() => {
    const first = Object.keys(form.errors)[0];
    if (first) focusField(first);
  }, [form.errorSeq]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = async () => {
    if (await form.submitRegister()) checkoutDeps.navigate(afterSignIn(redirect), { replace: true });
  };
  const f = form.register;
  return (
    <PageShell>
      <View className="co-page co-account">
        <View className="co-card co-account__card">
          <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
            {t('istore_header_register')}
          </Text>
          {form.error && (
            <Alert kind="error" focusKey={form.errorSeq}>
              {form.error}
            </Alert>
          )}
          <FormBox onSubmit={() => void submit()} label={t('istore_header_register')}>
            <View className="co-grid-2">
              <TextField id="firstName" autoComplete="given-name" label={t('istore_checkout_first_name')} required value={f.firstName} error={err('firstName')} onInput={(v) => form.setRegister('firstName', v)} />
              <TextField id="lastName" autoComplete="family-name" label={t('istore_checkout_last_name')} required value={f.lastName} error={err('lastName')} onInput={(v) => form.setRegister('lastName', v)} />
            </View>
            <TextField id="email" type="email" inputMode="email" autoComplete="email" label={t('istore_checkout_email')} required value={f.email} error={err('email')} onInput={(v) => form.setRegister('email', v)} />
            <TextField id="password" type="password" autoComplete="new-password" label={t('istore_account_password')} hint={t('istore_account_password_hint', { min: PASSWORD_MIN })} required value={f.password} error={err('password')} onInput={(v) => form.setRegister('password', v)} />
            <TextField id="confirm" type="password" autoComplete="new-password" label={t('istore_account_password_confirm')} required value={f.confirm} error={err('confirm')} onInput={(v) => form.setRegister('confirm', v)} />
            <ActionButton variant="primary" block submit busy={form.busy} onPress={() => void submit()}>
              {t('istore_account_create')}
            </ActionButton>
          </FormBox>
          <View className="co-account__alt">
            <Text>{t('istore_account_have_account')}</Text>
            <AppLink href="/account/login" className="co-link">
              {t('istore_header_sign_in')}
            </AppLink>
          </View>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(SignupPage);
