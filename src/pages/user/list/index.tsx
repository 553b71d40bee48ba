import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PASSWORD_MIN } from '@/domain/account';
import { formatMoney } from '@/domain/money';
import { personName } from '@/domain/profile';
import { accountT } from '@/i18n/account';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { revealBelowHeader } from '@/platform/reveal';
import { useStores } from '@/stores/context';
import { ProfileStore } from '@/stores/ProfileStore';
import type { StoreCreditModel } from '@/services/checkout';
import { PageShell } from '@/components/page-shell';
import { AccountSections } from '@/components/account-sections';
import { ShopperListsCard } from '@/components/shopper-lists-card';
import { ActionButton } from '@/components/form/button';
import { FormBox, TextField } from '@/components/form/fields';
import { EmailField, NameFields, PasswordField } from '@/components/form/person';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Alert } from '@/components/checkout/alert';
import { useTitle } from '@/components/checkout/use-title';
import { AccountMenu } from '@/components/account-menu';
import { NoticeToast } from '@/components/notice-toast';
import { ProfilePhoto } from '@/components/profile-photo';
import { RequireSignIn } from '@/components/require-sign-in';
import '../../../components/form/form.scss';
import '../../../components/checkout/checkout.scss';
import '@/services/checkoutApis';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';

const ProfileCard = observer(function ProfileCard({
  profile,
  t,
  credit,
}: {
  profile: ProfileStore;
  t: Translator;
  credit: StoreCreditModel | null;
}) {
  const { session } = useStores();
  const user = session.user;
  // the page focuses the first wrong field (ProfilePage below)
  const err = useFormErrors(profile, t, null);
  if (!user) return null;
  const f = profile.form;
  // saved, the form closes and the page shortens under the scroll: show the card with the result
  const save = () => void profile.saveProfile().then((ok) => ok && revealBelowHeader('account-profile'));
  return (
    <View className="co-card" id="account-profile">
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_account_profile')}
      </Text>
      <ProfilePhoto profile={profile} t={t} />
      {profile.editing ? (
        <FormBox onSubmit={save} label={t('istore_account_edit_profile')}>
          {profile.error?.section === 'profile' && (
            <Alert kind="error" focusKey={profile.errorSeq}>
              {profile.error.text}
            </Alert>
          )}
          <NameFields
            t={t}
            idPrefix="profile-"
            firstName={f.firstName}
            lastName={f.lastName}
            error={err}
            onInput={(k, v) => profile.setField(k, v)}
          />
          <EmailField
            t={t}
            id="profile-email"
            value={f.email}
            error={err('email')}
            onInput={(v) => profile.setField('email', v)}
          />
          {profile.emailChanging && (
            <PasswordField
              id="profile-currentPassword"
              purpose="current"
              label={t('istore_account_current_password')}
              hint={t('istore_account_email_password_hint')}
              value={f.currentPassword}
              error={err('currentPassword')}
              onInput={(v) => profile.setField('currentPassword', v)}
            />
          )}
          <TextField
            id="profile-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t('istore_checkout_phone')}
            hint={t('istore_account_phone_hint')}
            value={f.phone}
            error={err('phone')}
            onInput={(v) => profile.setField('phone', v)}
          />
          <View className="co-account__buttons">
            <ActionButton variant="primary" submit busy={profile.busy === 'profile'} onPress={save}>
              {t('istore_account_save')}
            </ActionButton>
            <ActionButton variant="quiet" onPress={() => profile.cancelEdit()}>
              {t('istore_account_cancel')}
            </ActionButton>
          </View>
        </FormBox>
      ) : (
        <>
          <Text className="co-account__name">{personName(user.firstName, user.lastName) || user.email}</Text>
          <Text className="co-muted">{user.email}</Text>
          {user.phone ? <Text className="co-muted">{user.phone}</Text> : null}
          <ActionButton variant="secondary" onPress={() => profile.startEdit()}>
            {t('istore_account_edit_profile')}
          </ActionButton>
        </>
      )}
      {credit && (
        <View className="co-account__credit">
          <Text>{t('istore_account_store_credit')}</Text>
          <Text className="co-account__credit-value">
            {formatMoney(credit.balance, credit.currency, session.locale)}
          </Text>
        </View>
      )}
    </View>
  );
});

const PasswordCard = observer(function PasswordCard({ profile, t }: { profile: ProfileStore; t: Translator }) {
  const p = profile.password;
  const err = useFormErrors(profile, t, null);
  return (
    <View className="co-card">
      <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_account_change_password')}
      </Text>
      {profile.error?.section === 'password' && (
        <Alert kind="error" focusKey={profile.errorSeq}>
          {profile.error.text}
        </Alert>
      )}
      <FormBox onSubmit={() => void profile.changePassword()} label={t('istore_account_change_password')}>
        <PasswordField
          id="password-current"
          purpose="current"
          label={t('istore_account_current_password')}
          value={p.current}
          error={err('current')}
          onInput={(v) => profile.setPassword('current', v)}
        />
        <PasswordField
          id="password-next"
          purpose="new"
          label={t('istore_account_reset_new')}
          hint={t('istore_account_password_hint', { min: PASSWORD_MIN })}
          value={p.next}
          error={err('next')}
          onInput={(v) => profile.setPassword('next', v)}
        />
        <PasswordField
          id="password-confirm"
          purpose="new"
          label={t('istore_account_password_confirm')}
          value={p.confirm}
          error={err('confirm')}
          onInput={(v) => profile.setPassword('confirm', v)}
        />
        <ActionButton
          variant="secondary"
          submit
          busy={profile.busy === 'password'}
          onPress={() => void profile.changePassword()}
        >
          {t('istore_account_change_password')}
        </ActionButton>
      </FormBox>
    </View>
  );
});

/**
 * /user/list (spec 2.2): My Account, signed in only (others go to Sign In and come back): photo,
 * profile, store credit, the account menu (orders, addresses), WeChat link state, password, sign out.
 */
function MyAccountPage() {
  const root = useStores();
  const { session, app, api, checkoutDeps } = root;
  const t = accountT(session);
  const [profile] = useState(() => new ProfileStore(root));
  const [credit, setCredit] = useState<StoreCreditModel | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  useTitle(t('istore_header_my_account'), app.storeName);
  useEffect(() => {
    if (!session.loggedIn) return;
    let live = true;
    api.checkout
      .storeCredit()
      .then((c) => live && setCredit(c))
      .catch(() => undefined);
    void profile.loadWechatBind();
    return () => {
      live = false;
    };
  }, [session.loggedIn, api, profile]);
  // field ids carry their form's prefix: another page of the stack may hold a field of the same name
  useFormErrors(profile, t, (f) => `${['current', 'next', 'confirm'].includes(f) ? 'password' : 'profile'}-${f}`);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.signOut();
    } catch {
      /* signed out locally either way */
    }
    checkoutDeps.navigate('/', { replace: true });
  };

  return (
    <PageShell>
      <View className="co-page co-account">
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {t('istore_header_my_account')}
        </Text>
        <RequireSignIn>
          <View className="co-account__grid">
            <ProfileCard profile={profile} t={t} credit={credit} />
            <AccountSections />
            <ShopperListsCard />
            <View className="co-card co-account__links">
              <AccountMenu
                label={t('istore_account_menu')}
                items={[
                  { href: '/user/orders', label: t('istore_account_my_orders') },
                  { href: '/user/addresses', label: t('istore_address_title') },
                  { href: '/checkout/cart', label: t('istore_header_cart') },
                  { href: '/store', label: t('istore_confirmation_continue_shopping') },
                ]}
              />
              {profile.wechatBound !== null && (
                <Text className="co-muted">
                  {t(profile.wechatBound ? 'istore_account_wechat_bound' : 'istore_account_wechat_not_bound')}
                </Text>
              )}
              <ActionButton variant="quiet" block busy={signingOut} onPress={() => void signOut()}>
                {t('istore_account_sign_out')}
              </ActionButton>
            </View>
            <PasswordCard profile={profile} t={t} />
          </View>
        </RequireSignIn>
        <NoticeToast text={profile.notice} seq={profile.noticeSeq} onClose={() => profile.clearNotice()} />
      </View>
    </PageShell>
  );
}

export default observer(MyAccountPage);
