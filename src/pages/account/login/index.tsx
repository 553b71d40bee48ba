import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { accountEntry, afterSignIn } from '@/domain/account';
import { accountT } from '@/i18n/account';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { currentPath, routeParams } from '@/platform/navigation';
import { AccountFormStore } from '@/stores/AccountFormStore';
import { ExternalSignInStore } from '@/stores/ExternalSignInStore';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { FormBox } from '@/components/form/fields';
import { EmailField, PasswordField } from '@/components/form/person';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Alert } from '@/components/checkout/alert';
import { ExternalSignIn } from '@/components/external-sign-in';
import { useTitle } from '@/components/checkout/use-title';
import '../../../components/checkout/checkout.scss';
import '@/i18n/checkout-account';

/**
 * /account/login (spec 2.2): Sign In with email and password ("Forgot password?" beside it), or
 * with WeChat / Alipay where the platform has them; back to `?redirect=` once signed in.
 */
function LoginPage() {
  const root = useStores();
  const { session, app, checkoutDeps } = root;
  const t = accountT(session);
  const [form] = useState(() => new AccountFormStore(root));
  const [external] = useState(() => new ExternalSignInStore(root));
  const params = useMemo(() => routeParams(), []);
  const redirect = params.redirect;
  const goBack = () => checkoutDeps.navigate(afterSignIn(redirect), { replace: true });
  useEffect(() => {
    void external
      .init(checkoutDeps.nativeMiniProgram, { code: params.code, wechat: params.wechat })
      .then((s) => s && goBack());
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // `/account` (spec 2.1) opens Sign In, or My Account for a shopper already signed in
  const ready = !app.loading;
  useEffect(() => {
    if (ready && session.loggedIn && !redirect && currentPath() === '/account')
      checkoutDeps.navigate(accountEntry(true), { replace: true });
  }, [ready, session.loggedIn]); // eslint-disable-line react-hooks/exhaustive-deps
  const wechatReturn = `/account/login?wechat=1${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
  useTitle(t('istore_header_sign_in'), app.storeName);
  const err = useFormErrors(form, t);
  const submit = async () => {
    if (await form.submitSignIn()) goBack();
  };
  const f = form.signIn;
  return (
    <PageShell>
      <View className="co-page co-account">
        <View className="co-card co-account__card">
          <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
            {t('istore_header_sign_in')}
          </Text>
          {session.loggedIn && (
            <>
              <Alert kind="info">{t('istore_account_signed_in_as', { email: session.user?.email ?? '' })}</Alert>
              <AppLink href="/user/list" className="co-link">
                {t('istore_header_my_account')}
              </AppLink>
            </>
          )}
          {form.error && (
            <Alert kind="error" focusKey={form.errorSeq}>
              {form.error}
            </Alert>
          )}
          <FormBox onSubmit={() => void submit()} label={t('istore_header_sign_in')}>
            <EmailField
              t={t}
              id="email"
              value={f.email}
              error={err('email')}
              onInput={(v) => form.setSignIn('email', v)}
            />
            <PasswordField
              id="password"
              purpose="current"
              label={t('istore_account_password')}
              value={f.password}
              error={err('password')}
              onInput={(v) => form.setSignIn('password', v)}
            />
            <ActionButton variant="primary" block submit busy={form.busy} onPress={() => void submit()}>
              {t('istore_header_sign_in')}
            </ActionButton>
          </FormBox>
          <View className="co-account__alt">
            <AppLink
              href={`/account/forgotPassword${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}
              className="co-link"
            >
              {t('istore_account_forgot_link')}
            </AppLink>
          </View>
          <ExternalSignIn store={external} t={t} onSignedIn={goBack} wechatReturn={wechatReturn} />
          <View className="co-account__alt">
            <Text>{t('istore_account_no_account')}</Text>
            <AppLink
              href={redirect ? `/account/signup?redirect=${encodeURIComponent(redirect)}` : '/account/signup'}
              className="co-link"
            >
              {t('istore_header_register')}
            </AppLink>
          </View>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(LoginPage);
