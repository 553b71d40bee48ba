import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import type { ExternalSignInStore } from '@/stores/ExternalSignInStore';
import { ActionButton } from '@/components/form/button';
import { FormBox } from '@/components/form/fields';
import { EmailField, NameFields, PasswordField } from '@/components/form/person';
import { Alert } from '@/components/checkout/alert';
import { EmailCode } from '@/components/email-code';
import './index.scss';
import '@/i18n/checkout-account';

export interface ExternalSignInProps {
  store: ExternalSignInStore;
  t: Translator;
  /** Called with nothing once the shopper is signed in (the page then navigates). */
  onSignedIn: () => void;
  /** The app URL WeChat's browser returns to after authorising. */
  wechatReturn: string;
}

/**
 * "Sign in with WeChat" / "Sign in with Alipay" where the platform allows it, and, for an identity
 * no account knows yet, the choice to create an account or link one.
 */
export const ExternalSignIn = observer(function ExternalSignIn({
  store,
  t,
  onSignedIn,
  wechatReturn,
}: ExternalSignInProps) {
  const done = (s: unknown) => {
    if (s) onSignedIn();
  };
  const err = (field: string) => {
    const e = store.errors[field];
    return e ? t(e.key, e.params) : undefined;
  };
  if (store.pending && store.verifyEmail) {
    const e = store.errors.code;
    return (
      <View className="external-sign-in co-card">
        <EmailCode
          t={t}
          level={2}
          id="ext-code"
          email={store.verifyEmail}
          code={store.code}
          onCode={(code) => store.setCode(code)}
          codeError={e ? t(e.key, e.params) : undefined}
          errorSeq={store.errorSeq}
          error={store.error}
          resent={store.resent}
          busy={store.busy}
          sentAt={store.sentAt}
          onConfirm={() => void store.submitCode().then(done)}
          onResend={() => void store.resend()}
          onBack={() => store.editEmail()}
        />
      </View>
    );
  }
  if (store.pending) {
    const provider = store.providerName(store.pending);
    const r = store.registerForm;
    const l = store.linkForm;
    return (
      <View className="external-sign-in co-card">
        <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
          {t('istore_account_external_title', { provider })}
        </Text>
        <Text className="co-muted">{t('istore_account_external_intro', { provider })}</Text>
        <View className="external-sign-in__modes">
          <ActionButton
            variant={store.mode === 'register' ? 'primary' : 'secondary'}
            onPress={() => store.setMode('register')}
          >
            {t('istore_account_external_register')}
          </ActionButton>
          <ActionButton variant={store.mode === 'link' ? 'primary' : 'secondary'} onPress={() => store.setMode('link')}>
            {t('istore_account_external_link')}
          </ActionButton>
        </View>
        {store.error && <Alert kind="error">{store.error}</Alert>}
        {store.mode === 'register' ? (
          <FormBox onSubmit={() => void store.complete().then(done)} label={t('istore_account_external_register')}>
            <NameFields
              t={t}
              idPrefix="ext-"
              firstName={r.firstName}
              lastName={r.lastName}
              error={err}
              onInput={(k, v) => store.setRegister(k, v)}
            />
            <EmailField
              t={t}
              id="ext-email"
              value={r.email}
              error={err('email')}
              onInput={(v) => store.setRegister('email', v)}
            />
            <ActionButton
              variant="primary"
              block
              submit
              busy={store.busy}
              onPress={() => void store.complete().then(done)}
            >
              {t('istore_account_external_register')}
            </ActionButton>
          </FormBox>
        ) : (
          <FormBox onSubmit={() => void store.complete().then(done)} label={t('istore_account_external_link')}>
            <EmailField
              t={t}
              id="ext-link-email"
              value={l.email}
              error={err('email')}
              onInput={(v) => store.setLink('email', v)}
            />
            <PasswordField
              id="ext-link-password"
              purpose="current"
              label={t('istore_account_password')}
              value={l.password}
              error={err('password')}
              onInput={(v) => store.setLink('password', v)}
            />
            <ActionButton
              variant="primary"
              block
              submit
              busy={store.busy}
              onPress={() => void store.complete().then(done)}
            >
              {t('istore_account_external_link')}
            </ActionButton>
          </FormBox>
        )}
      </View>
    );
  }
  if (!store.options.length) return store.error ? <Alert kind="error">{store.error}</Alert> : null;
  return (
    <View className="external-sign-in">
      <Text className="external-sign-in__or">{t('istore_account_or')}</Text>
      {store.error && <Alert kind="error">{store.error}</Alert>}
      {(store.options.includes('wechatMiniProgram') || store.options.includes('wechatBrowser')) && (
        <ActionButton
          variant="secondary"
          block
          busy={store.busy}
          className="external-sign-in__wechat"
          onPress={() => void store.signInWithWeChat(wechatReturn).then(done)}
        >
          {t('istore_account_external_sign_in', { provider: store.providerName('wechat') })}
        </ActionButton>
      )}
      {store.options.includes('alipay') && (
        <ActionButton
          variant="secondary"
          block
          busy={store.busy}
          className="external-sign-in__alipay"
          onPress={() => void store.signInWithAlipay().then(done)}
        >
          {t('istore_account_external_sign_in', { provider: store.providerName('alipay') })}
        </ActionButton>
      )}
    </View>
  );
});
