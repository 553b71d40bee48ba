import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import AtActivityIndicator from 'taro-ui/lib/components/activity-indicator';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '@/domain/money';
import { posterFileName, posterLayout, posterLink, type SaveOutcome } from '@/domain/poster';
import { themeStyle } from '@/domain/theme';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import {
  drawPoster,
  openAlbumSettings,
  POSTER_SAVE,
  posterWebOrigin,
  savePoster,
  type PosterImage,
} from '@/platform/poster';
import { PosterView } from '@/platform/poster-view';
import { useStores } from '@/stores/context';
import { Dialog, useDomId } from '@/components/dialog';
import 'taro-ui/lib/style/components/activity-indicator.scss';
import './index.scss';
import '@/i18n/poster';

/** What a poster shows: a product or a group buy, in minor units of its currency. */
export interface PosterSubject {
  kind: 'product' | 'campaign';
  id: number;
  name: string;
  price: number;
  /** Shown struck through when higher (a list price, a campaign's normal price). */
  wasPrice?: number | null;
  currency: string;
  pictureUrl?: string | null;
  /** The page's share link: an http(s) URL or an app path (rid is added). */
  link: string;
  /** Before the price ('Group price'). */
  priceLabel?: string | null;
  /** Under the price ('2 people per group'). */
  note?: string | null;
}

export interface PosterSheetProps {
  open: boolean;
  onClose: () => void;
  subject: PosterSubject;
}

type Drawn = { state: 'drawing' } | { state: 'failed' } | { state: 'ready'; image: PosterImage };

/**
 * The share poster in a sheet: drawn on open (picture, name, price, the store, a QR code of the
 * share link with the shopper's rid), then kept: on H5 by the download link or a long press on the
 * picture, in the mini-program by Save to album (a refused permission says so and offers settings).
 */
export const PosterSheet = observer(function PosterSheet({ open, onClose, subject }: PosterSheetProps) {
  const { app, session } = useStores();
  const t = session.t;
  const canvasId = useDomId('poster');
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' });
  const [saved, setSaved] = useState<SaveOutcome | 'saving' | null>(null);
  const [attempt, setAttempt] = useState(0);

  const price = formatMoney(subject.price, subject.currency, session.locale);
  const was =
    subject.wasPrice && subject.wasPrice > subject.price
      ? formatMoney(subject.wasPrice, subject.currency, session.locale)
      : null;
  const link = posterLink(subject.link, posterWebOrigin(app.appDetail.appDomain), session.getReferralId());
  const label = t('istore_poster_alt', { name: subject.name, price });

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setDrawn({ state: 'drawing' });
    setSaved(null);
    const input = {
      storeName: app.storeName,
      logoUrl: app.logoUrl,
      pictureUrl: subject.pictureUrl,
      name: subject.name,
      price,
      wasPrice: was,
      priceLabel: subject.priceLabel,
      note: subject.note,
      hint: t('istore_poster_hint'),
      link,
      primary: themeStyle(app.css)['--store-primary'],
    };
    drawPoster(canvasId, [input.logoUrl, input.pictureUrl], (measure, sizeOf) => {
      const logo = input.logoUrl ? sizeOf(input.logoUrl) : null;
      return posterLayout({ ...input, logoAspect: logo && logo.height ? logo.width / logo.height : null }, measure);
    }).then(
      (image) => live && setDrawn({ state: 'ready', image }),
      () => live && setDrawn({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
    // one drawing per opening (or retry) of what the poster shows, not per render of the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, attempt, JSON.stringify(subject), link, session.locale]);

  const save = async () => {
    if (drawn.state !== 'ready') return;
    setSaved('saving');
    setSaved(await savePoster(drawn.image));
  };

  const message =
    drawn.state === 'failed'
      ? t('istore_poster_failed')
      : saved === 'saved'
        ? t('istore_poster_saved')
        : saved === 'denied'
          ? t('istore_poster_denied')
          : saved === 'failed'
            ? t('istore_poster_save_failed')
            : '';
  const album = POSTER_SAVE === 'album';

  return (
    <Dialog
      open={open}
      title={t('istore_poster_title')}
      closeLabel={t('istore_common_close')}
      onClose={onClose}
      className="poster-sheet"
      footer={
        <View className="poster-sheet__actions">
          {drawn.state === 'failed' && (
            <AppButton className="poster-sheet__button" onPress={() => setAttempt((n) => n + 1)}>
              {t('istore_common_retry')}
            </AppButton>
          )}
          {album && drawn.state === 'ready' && (
            <AppButton
              className="poster-sheet__button poster-sheet__button--primary"
              disabled={saved === 'saving'}
              onPress={() => void save()}
            >
              {saved === 'saving' ? t('istore_poster_saving') : t('istore_poster_save')}
            </AppButton>
          )}
          {album && saved === 'denied' && (
            <AppButton className="poster-sheet__button" onPress={openAlbumSettings}>
              {t('istore_poster_open_settings')}
            </AppButton>
          )}
          <AppButton className="poster-sheet__button" onPress={onClose}>
            {t('istore_common_close')}
          </AppButton>
        </View>
      }
    >
      <View className="poster-sheet__body" data-poster-kind={subject.kind} data-poster-link={link}>
        {drawn.state === 'drawing' && (
          <AtActivityIndicator className="poster-sheet__drawing" content={t('istore_poster_drawing')} />
        )}
        <PosterView
          canvasId={canvasId}
          src={drawn.state === 'ready' ? drawn.image.src : null}
          label={label}
          fileName={posterFileName(subject.kind, subject.id)}
          downloadLabel={t('istore_poster_download')}
          keepHint={t('istore_poster_keep')}
        />
        <View className="poster-sheet__status" {...a11y({ role: 'status' })} aria-live="polite">
          {message && (
            <Text className={`poster-sheet__message${saved === 'saved' ? '' : ' poster-sheet__message--problem'}`}>
              {message}
            </Text>
          )}
        </View>
      </View>
    </Dialog>
  );
});
