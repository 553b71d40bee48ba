import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { useStores } from '@/stores/context';
import { PageShell, type PageShare } from '@/components/page-shell';
import { useTitle } from '@/components/checkout/use-title';
import '../form/form.scss';
import '../checkout/checkout.scss';
import './index.scss';
import '@/i18n/user-area';
import '@/i18n/checkout-account';

export interface UserPageProps {
  title: string;
  /** This page's URL, to come back to after signing in. */
  path: string;
  /** Rendered only for a signed-in shopper (the sign-in card otherwise, as My Account shows it). */
  children: () => ReactNode;
  /** A link back to My Account above the title (the section pages). */
  back?: boolean;
  /** Shown without signing in too (an order's detail belongs to the guest session that placed it). */
  guest?: boolean;
  /** What the page's share shares (a favourites list's read-only link). */
  share?: PageShare;
}

/** A page of My Account's sections: shell, title, and the same sign-in card as /user/list and /user/orders. */
export const UserPage = observer(function UserPage({
  title,
  path,
  children,
  back = true,
  guest = false,
  share,
}: UserPageProps) {
  const { session, app } = useStores();
  const t = session.t;
  useTitle(title, app.storeName);
  return (
    <PageShell share={share}>
      <View className="co-page user-page">
        {back && (
          <AppLink href="/user/list" className="co-link user-page__back">
            {`‹ ${t('istore_header_my_account')}`}
          </AppLink>
        )}
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {title}
        </Text>
        {session.loggedIn || guest ? (
          children()
        ) : (
          <View className="co-card co-account__card">
            <Text className="co-empty__text">
              {app.loading ? t('istore_common_loading') : t('istore_account_sign_in_first')}
            </Text>
            {!app.loading && (
              <AppLink
                href={`/account/login?redirect=${encodeURIComponent(path)}`}
                className="action-button action-button--primary action-button--block"
              >
                {t('istore_header_sign_in')}
              </AppLink>
            )}
          </View>
        )}
      </View>
    </PageShell>
  );
});
