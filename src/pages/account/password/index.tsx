import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PASSWORD_MIN } from '@/domain/account';
import { resetToken } from '@/domain/profile';
import { accountT } from '@/i18n/account';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import { AccountFormStore } from '@/stores/AccountFormStore';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { FormBox, TextField, focusField } from '@/components/form/fields';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Alert } from '@/components/checkout/alert';
import { useTitle } from '@/components/checkout/use-title';
import '../../../components/checkout/checkout.scss';
import '@/i18n/checkout-account';

/**
 * /account/forgotPassword: the email of the account, then GET common3/forgotPassword. The answer
 * is the same whether or not the email is known (nothing to learn about who shops here).
 */
const ForgotPassword = observer(function ForgotPassword() {
  const root = useStores();
  const { session, app } = root;
  const t = accountT(session);
  const [form] = useState(() => new AccountFormStore(root));
  const redirect = useMemo(() => routeParams().redirect, []);
  useTitle(t('istore_account_forgot_title'), app.storeName);
  useEffect(() => {
    if (form.errors.email) focusField('forgot-email');
  }, [form.errorSeq]); // eslint-disable-line react-hooks/exhaustive-deps
  const e = form.errors.email;
  const signIn = redirect ? `/account/login?redirect=${encodeURIComponent(redirect)}` : '/account/login';
  return (
    <View className="co-page co-account">
      <View className="co-card co-account__card">
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {t('istore_account_forgot_title')}
        </Text>
        {form.done ? (
          <Alert kind="success" focusKey={1}>
            {form.done}
          </Alert>
        ) : (
          <>
            <Text className="co-muted">{t('istore_account_forgot_intro')}</Text>
            {form.error && (
              <Alert kind="error" focusKey={form.errorSeq}>
                {form.error}
              </Alert>
            )}
            <FormBox onSubmit={() => void form.submitForgot()} label={t('istore_account_forgot_title')}>
              <TextField
                id="forgot-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('istore_checkout_email')}
                required
                value={form.forgotEmail}
                error={e ? t(e.key, e.params) : undefined}
                onInput={(email) => form.setForgotEmail(email)}
              />
              <ActionButton variant="primary" block submit busy={form.busy} onPress={() => void form.submitForgot()}>
                {t('istore_account_forgot_submit')}
              </ActionButton>
            </FormBox>
          </>
        )}
        <View className="co-account__alt">
          <AppLink href={signIn} className="co-link">
            {t('istore_account_back_to_sign_in')}
          </AppLink>
        </View>
      </View>
    </View>
  );
});

/**
 * /account/resetPassword?token=...: the mailed link lands here; a new password, then POST
 * common3/resetPasswordExternal. The shopper is signed out everywhere and signs in again.
 */
const ResetPassword = observer(function ResetPassword({ token }: { token: string | null }) {
  const root = useStores();
  const { session, app } = root;
  const t = accountT(session);
  const [form] = useState(() => new AccountFormStore(root));
  useTitle(t('istore_account_reset_title'), app.storeName);
  const err = useFormErrors(form, t, (field) => `reset-${field}`);
  const submit = () => void (token && form.submitReset(token));
  return (
    <View className="co-page co-account">
      <View className="co-card co-account__card">
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {t('istore_account_reset_title')}
        </Text>
        {!token ? (
          <Alert kind="error">{t('istore_account_reset_bad_link')}</Alert>
        ) : form.done ? (
          <>
            <Alert kind="success" focusKey={1}>
              {form.done}
            </Alert>
            <AppLink href="/account/login" className="action-button action-button--primary action-button--block">
              {t('istore_header_sign_in')}
            </AppLink>
          </>
        ) : (
          <>
            {form.error && (
              <Alert kind="error" focusKey={form.errorSeq}>
                {form.error}
              </Alert>
            )}
            <FormBox onSubmit={submit} label={t('istore_account_reset_title')}>
              <TextField
                id="reset-password"
                type="password"
                autoComplete="new-password"
                label={t('istore_account_reset_new')}
                hint={t('istore_account_password_hint', { min: PASSWORD_MIN })}
                required
                value={form.reset.password}
                error={err('password')}
                onInput={(v) => form.setReset('password', v)}
              />
              <TextField
                id="reset-confirm"
                type="password"
                autoComplete="new-password"
                label={t('istore_account_password_confirm')}
                required
                value={form.reset.confirm}
                error={err('confirm')}
                onInput={(v) => form.setReset('confirm', v)}
              />
              <ActionButton variant="primary" block submit busy={form.busy} onPress={submit}>
                {t('istore_account_reset_submit')}
              </ActionButton>
            </FormBox>
          </>
        )}
        {(!token || form.error) && (
          <View className="co-account__alt">
            <AppLink href="/account/forgotPassword" className="co-link">
              {t('istore_account_forgot_link')}
            </AppLink>
          </View>
        )}
      </View>
    </View>
  );
});

/**
 * /account/forgotPassword and /account/resetPassword: the two ends of a password reset. The mailed
 * link carries `?token=`; with one the page sets the new password, without one it asks for a link.
 */
function PasswordPage() {
  const params = useMemo(() => routeParams(), []);
  const token = 'token' in params ? resetToken(params.token) : undefined;
  return <PageShell>{token === undefined ? <ForgotPassword /> : <ResetPassword token={token} />}</PageShell>;
}

export default observer(PasswordPage);
