import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { socialAccounts, type SocialId } from '@/domain/footer';
import { AppLink, EXTERNAL_LINK_LABEL } from '@/platform/link';
import { useStores } from '@/stores/context';
import { Icon } from '@/components/icon';
import './index.scss';

const NAMES: Record<SocialId, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

export interface SocialLinksProps {
  /** 'plain': icons in the text colour; 'round': icons in circles (footer, side menu). */
  look?: 'plain' | 'round';
  className?: string;
}

/** The store's social accounts (instagram needs a userName, the others a pageURL), new tab each. */
export const SocialLinks = observer(function SocialLinks({ look = 'plain', className }: SocialLinksProps) {
  const { app, session } = useStores();
  const accounts = socialAccounts(app.settings.social);
  if (accounts.length === 0) return null;
  return (
    <View className={`social-links social-links--${look}${className ? ` ${className}` : ''}`}>
      {accounts.map((a) => (
        <AppLink
          key={a.id}
          href={a.url}
          external
          className="social-links__link"
          label={session.t(EXTERNAL_LINK_LABEL, { name: NAMES[a.id] })}
        >
          <Icon name={a.id} />
        </AppLink>
      ))}
    </View>
  );
});
