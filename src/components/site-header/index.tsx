import { Button, Image, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import { accountLink, headerLogo, nextLocale } from '@/domain/header';
import { AppLink } from '@/platform/link';
import './index.scss';

/** The store's header: logo or name (spec 2.4 storeLogo), language toggle, account link. */
export const SiteHeader = observer(function SiteHeader() {
  const { app, session } = useStores();
  const t = session.t;
  const logo = headerLogo(app.storeLogo, app.logoUrl);
  const account = accountLink(session.loggedIn, session.userID);
  const other = nextLocale(session.locale);
  return (
    <View className="site-header" role="banner">
      <AppLink href="/" className="site-header__brand" label={app.storeName || undefined}>
        {logo === 'image' && app.logoUrl ? (
          <Image className="site-header__logo" src={app.logoUrl} mode="heightFix" ariaLabel={app.storeName} />
        ) : (
          <Text className="site-header__name">{app.storeName}</Text>
        )}
      </AppLink>
      <View className="site-header__actions">
        <Button
          className="site-header__lang"
          ariaLabel={t(other === 'zh' ? 'istore_language_zh' : 'istore_language_en')}
          onClick={() => void session.toggleLanguage()}
        >
          {t(other === 'zh' ? 'istore_language_zh' : 'istore_language_en')}
        </Button>
        <AppLink href={account.url} className="site-header__account">
          {t(account.label === 'Sign In' ? 'istore_header_sign_in' : 'istore_header_my_account')}
        </AppLink>
      </View>
    </View>
  );
});
