import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { mediaUrl } from '@/services/media';
import { AppButton } from '@/platform/button';
import { SizedImage } from '@/platform/image';
import type { PhotoAttachments as Photos } from '@/stores/PhotoAttachments';
import { ActionButton } from '@/components/form/button';
import './index.scss';
import '@/i18n/after-sales';

/** Photos attached to a review or a return: thumbnails with a remove button, and Add a photo. */
export const PhotoAttachments = observer(function PhotoAttachments({ photos, t }: { photos: Photos; t: Translator }) {
  return (
    <View
      className="photo-attachments"
      {...a11y({ role: 'group', label: t('istore_reviews_photos', { max: photos.max }) })}
    >
      <Text className="field__label">{t('istore_reviews_photos', { max: photos.max })}</Text>
      <View className="photo-attachments__list">
        {photos.urls.map((url, i) => (
          <View key={url} className="photo-attachments__item">
            <SizedImage className="photo-attachments__img" src={mediaUrl(url)} alt="" width={64} height={64} />
            <AppButton
              className="photo-attachments__remove"
              label={t('istore_reviews_remove_photo', { index: i + 1 })}
              onPress={() => photos.remove(url)}
            >
              ×
            </AppButton>
          </View>
        ))}
      </View>
      {photos.urls.length < photos.max && (
        <ActionButton
          variant="quiet"
          busy={photos.uploading}
          disabled={!photos.canAdd}
          onPress={() => void photos.add()}
        >
          {t('istore_reviews_add_photo')}
        </ActionButton>
      )}
      {photos.error && (
        <Text className="photo-attachments__error" {...a11y({ role: 'alert' })}>
          {photos.error}
        </Text>
      )}
    </View>
  );
});
