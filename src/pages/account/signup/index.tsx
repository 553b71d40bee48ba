import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PASSWORD_MIN, afterSignIn } from '@/domain/account';
import { verifyToken } from '@/domain/registration';
import { accountT } from '@/i18n/account';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import { AccountFormStore } from '@/stores/AccountFormStore';
import { useStores } from '@/stores/context';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { FormBox } from '@/components/form/fields';
import { EmailField, NameFields, PasswordField } from '@/components/form/person';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Alert } from '@/components/checkout/alert';
import { EmailCode } from '@/components/email-code';
import { useTitle } from '@/components/checkout/use-title';
import '../../../components/checkout/checkout.scss';
import '@/i18n/checkout-account';

type Props = { form: AccountFormStore; redirect: string | undefined };

/** After Register: the mail went out; its code signs in here (the mini-program cannot open a mail link). */
const CheckEmail = observer(function CheckEmail({ form, redirect }: Props) {
  const root = useStores();
  const t = accountT(root.session);
  const confirm = async () => {
    if (await form.submitCode()) root.checkoutDeps.navigate(afterSignIn(redirect), { replace: true });
  };
  const e = form.errors.code;
  return (
    <EmailCode
      t={t}
      email={form.pendingEmail ?? ''}
      code={form.code}
      onCode={(code) => form.setCode(code)}
      codeError={e ? t(e.key, e.params) : undefined}
      errorSeq={form.errorSeq}
      error={form.error}
      resent={form.resent}
      busy={form.busy}
      sentAt={form.sentAt}
      onConfirm={() => void confirm()}
      onResend={() => void form.resend(redirect)}
      onBack={() => form.editEmail()}
    />
  );
});

/** The registration form (spec 2.2 Register). */
const RegisterForm = observer(function RegisterForm({ form, redirect }: Props) {
  const { session } = useStores();
  const t = session.t;
  const err = useFormErrors(form, t);
  const submit = () => void form.submitRegister(redirect);
  const f = form.register;
  return (
    <>
      <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
        {t('istore_header_register')}
      </Text>
      {form.error && (
        <Alert kind="error" focusKey={form.errorSeq}>
          {form.error}
        </Alert>
      )}
      <FormBox onSubmit={submit} label={t('istore_header_register')}>
        <NameFields
          t={t}
          firstName={f.firstName}
          lastName={f.lastName}
          error={err}
          onInput={(k, v) => form.setRegister(k, v)}
        />
        <EmailField
          t={t}
          id="email"
          value={f.email}
          error={err('email')}
          onInput={(v) => form.setRegister('email', v)}
        />
        <PasswordField
          id="password"
          purpose="new"
          label={t('istore_account_password')}
          hint={t('istore_account_password_hint', { min: PASSWORD_MIN })}
          value={f.password}
          error={err('password')}
          onInput={(v) => form.setRegister('password', v)}
        />
        <PasswordField
          id="confirm"
          purpose="new"
          label={t('istore_account_password_confirm')}
          value={f.confirm}
          error={err('confirm')}
          onInput={(v) => form.setRegister('confirm', v)}
        />
        <ActionButton variant="primary" block submit busy={form.busy} onPress={submit}>
          {t('istore_account_create')}
        </ActionButton>
      </FormBox>
      <View className="co-account__alt">
        <Text>{t('istore_account_have_account')}</Text>
        <AppLink href="/account/login" className="co-link">
          {t('istore_header_sign_in')}
        </AppLink>
      </View>
    </>
  );
});

/** `?token=`: the mailed link creates the account, signs in and goes where registration lands. */
const VerifyLink = observer(function VerifyLink({ form, redirect, token }: Props & { token: string | null }) {
  const root = useStores();
  const t = accountT(root.session);
  useEffect(() => {
    if (!token) return;
    void form
      .verifyLink(token)
      .then((ok) => ok && root.checkoutDeps.navigate(afterSignIn(redirect), { replace: true }));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const failed = !token || form.error;
  return (
    <>
      <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
        {t('istore_header_register')}
      </Text>
      {!token ? (
        <Alert kind="error">{t('istore_account_verify_bad_link')}</Alert>
      ) : form.error ? (
        <Alert kind="error" focusKey={form.errorSeq}>
          {form.error}
        </Alert>
      ) : (
        <View className="co-muted" {...a11y({ role: 'status' })}>
          <Text>{t('istore_account_verify_link_busy')}</Text>
        </View>
      )}
      {failed && (
        <View className="co-account__alt">
          <AppLink href="/account/signup" className="co-link">
            {t('istore_account_register_again')}
          </AppLink>
          <AppLink href="/account/login" className="co-link">
            {t('istore_header_sign_in')}
          </AppLink>
        </View>
      )}
    </>
  );
});

/**
 * /account/signup (spec 2.2): Register, then "check your email" with the mailed code, then signed
 * in. The mailed link (`?token=`) lands here too and signs in without the code.
 */
function SignupPage() {
  const root = useStores();
  const { session, app } = root;
  const params = useMemo(() => routeParams(), []);
  const redirect = params.redirect;
  const token = 'token' in params ? verifyToken(params.token) : undefined;
  const [form] = useState(() => {
    const f = new AccountFormStore(root);
    // back from the mail app (the page reloaded): the code step again, not an empty form
    if (token === undefined) f.resumeRegistration();
    return f;
  });
  useTitle(
    form.pendingEmail ? accountT(session)('istore_account_verify_title') : session.t('istore_header_register'),
    app.storeName,
  );
  return (
    <PageShell>
      <View className="co-page co-account">
        <View className="co-card co-account__card">
          {token !== undefined ? (
            <VerifyLink form={form} redirect={redirect} token={token} />
          ) : form.pendingEmail ? (
            <CheckEmail form={form} redirect={redirect} />
          ) : (
            <RegisterForm form={form} redirect={redirect} />
          )}
        </View>
      </View>
    </PageShell>
  );
}

export default observer(SignupPage);
