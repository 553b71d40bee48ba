import AtAvatar from 'taro-ui/lib/components/avatar';
import AtProgress from 'taro-ui/lib/components/progress';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Translator } from '@/i18n/translator';
import { mediaUrl } from '@/services/media';
import { PHOTO_MAX_MB, type ProfileStore } from '@/stores/ProfileStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { Alert } from '@/components/checkout/alert';
import './index.scss';
import '@/i18n/checkout-account';

export interface ProfilePhotoProps {
  profile: ProfileStore;
  t: Translator;
}

function initials(first?: string, last?: string, email?: string): string {
  const s = `${(first ?? '').trim().charAt(0)}${(last ?? '').trim().charAt(0)}`;
  return (s || (email ?? '?').charAt(0)).toUpperCase();
}

/** The shopper's photo (taro-ui avatar): choose one, see it, upload it with progress. */
export const ProfilePhoto = observer(function ProfilePhoto({ profile, t }: ProfilePhotoProps) {
  const { session } = useStores();
  const user = session.user;
  const shown = profile.photo?.previewUrl ?? (user?.profileImage ? mediaUrl(user.profileImage) : null);
  const uploading = profile.busy === 'photo';
  return (
    <View className="profile-photo">
      <View className="profile-photo__row">
        <AtAvatar
          circle
          size="large"
          image={shown ?? undefined}
          text={initials(user?.firstName, user?.lastName, user?.email)}
          className="profile-photo__avatar"
        />
        <View className="profile-photo__actions">
          <Text className="profile-photo__title">{t('istore_account_photo')}</Text>
          <Text className="co-muted">{t('istore_account_photo_hint', { max: PHOTO_MAX_MB })}</Text>
          <View className="profile-photo__buttons">
            <ActionButton variant="secondary" disabled={uploading} onPress={() => void profile.choosePhoto()}>
              {t('istore_account_photo_choose')}
            </ActionButton>
            {profile.photo && (
              <ActionButton variant="primary" busy={uploading} onPress={() => void profile.uploadPhoto()}>
                {t('istore_account_photo_upload')}
              </ActionButton>
            )}
            {profile.photo && !uploading && (
              <ActionButton variant="quiet" onPress={() => profile.discardPhoto()}>
                {t('istore_account_cancel')}
              </ActionButton>
            )}
          </View>
        </View>
      </View>
      {profile.progress !== null && (
        <View
          className="profile-photo__progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={profile.progress}
        >
          <AtProgress percent={profile.progress} isHidePercent />
          <Text className="co-muted">{t('istore_account_photo_uploading', { percent: profile.progress })}</Text>
        </View>
      )}
      {profile.error?.section === 'photo' && <Alert kind="error">{profile.error.text}</Alert>}
    </View>
  );
});
