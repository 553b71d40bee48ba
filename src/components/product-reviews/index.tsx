import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Review } from '@api-types';
import { histogramWidth, starsText } from '@/domain/reviews';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { mediaUrl } from '@/services/media';
import { AppButton } from '@/platform/button';
import { SizedImage } from '@/platform/image';
import { ProductReviewsStore } from '@/stores/ProductReviewsStore';
import { useStores } from '@/stores/context';
import { VirtualGrid } from '@/components/virtual-grid';
import './index.scss';
import '@/i18n/after-sales';

/** Fixed text block of one review row (design px): the virtual list needs rows of one height. */
const ROW_HEIGHT = 232;

const ReviewRow = observer(function ReviewRow({
  review: r,
  store,
  t,
  canVote,
}: {
  review: Review;
  store: ProductReviewsStore;
  t: Translator;
  canVote: boolean;
}) {
  return (
    <View className="review" data-review-id={r.id}>
      <View className="review__head">
        <Text className="review__stars" {...a11y({ label: t('istore_reviews_rating_label', { rating: r.rating }) })}>
          {starsText(r.rating)}
        </Text>
        <Text className="review__title">{r.title}</Text>
      </View>
      <Text className="review__by">
        {t('istore_reviews_by', { author: r.author, date: r.createdAt.slice(0, 10) })}
        {r.verified ? ` · ${t('istore_reviews_verified')}` : ''}
      </Text>
      <Text className="review__text">{r.text}</Text>
      {r.photos.length > 0 && (
        <View className="review__photos">
          {r.photos.map((p, i) => (
            <SizedImage
              key={p}
              className="review__photo"
              src={mediaUrl(p)}
              alt={t('istore_reviews_photo', { index: i + 1 })}
              width={48}
              height={48}
            />
          ))}
        </View>
      )}
      {r.reply && <Text className="review__reply">{`${t('istore_reviews_store_reply')}: ${r.reply.text}`}</Text>}
      {canVote ? (
        <AppButton
          className="review__helpful"
          pressed={!!store.voted[r.id]}
          disabled={!!store.voted[r.id]}
          onPress={() => void store.helpful(r.id)}
        >
          {t('istore_reviews_helpful', { count: r.helpful })}
        </AppButton>
      ) : (
        <Text className="review__helpful-count">{t('istore_reviews_helpful', { count: r.helpful })}</Text>
      )}
    </View>
  );
});

/**
 * The product page's reviews (extension `reviews`; nothing without it): average, count and a
 * histogram, newest or most helpful first, in the catalogue's virtual list (one column, rows of one
 * height, the next page as the shopper nears the end).
 */
export const ProductReviews = observer(function ProductReviews({ productId }: { productId: number }) {
  const root = useStores();
  const { app, session } = root;
  const t = session.t;
  const offered = app.offers('reviews');
  const [store] = useState(() => new ProductReviewsStore(root, productId));
  useEffect(() => {
    if (offered) void store.loadFirst();
  }, [store, offered]);
  if (!offered) return null;
  const s = store.summary;
  return (
    <View
      className="product-page__section product-reviews"
      data-ext="reviews"
      {...a11y({ role: 'region' })}
      aria-labelledby="product-reviews"
    >
      <Text className="product-page__h2" id="product-reviews" {...a11y({ role: 'heading', level: 2 })}>
        {t('istore_reviews_title')}
      </Text>
      {store.status === 'error' && <Text className="product-reviews__error">{t('istore_reviews_load_error')}</Text>}
      {s && s.count === 0 && <Text className="product-reviews__none">{t('istore_reviews_none')}</Text>}
      {s && s.count > 0 && (
        <View className="product-reviews__summary">
          <View className="product-reviews__average">
            <Text className="product-reviews__score">{s.average.toFixed(1)}</Text>
            <Text
              className="product-reviews__stars"
              {...a11y({ label: t('istore_reviews_average', { average: s.average.toFixed(1) }) })}
            >
              {starsText(s.average)}
            </Text>
            <Text className="product-reviews__count">{t('istore_reviews_count', { count: s.count })}</Text>
          </View>
          <View className="product-reviews__histogram" {...a11y({ role: 'list' })}>
            {[5, 4, 3, 2, 1].map((star) => (
              <View
                key={star}
                className="product-reviews__bar-row"
                {...a11y({
                  role: 'listitem',
                  label: t('istore_reviews_star_row', { star, count: s.histogram[star - 1] }),
                })}
              >
                <Text className="product-reviews__bar-label" {...a11y({ hidden: true })}>{`${star}★`}</Text>
                <View className="product-reviews__bar" {...a11y({ hidden: true })}>
                  <View className="product-reviews__bar-fill" style={{ width: `${histogramWidth(s, star)}%` }} />
                </View>
                <Text className="product-reviews__bar-count" {...a11y({ hidden: true })}>
                  {String(s.histogram[star - 1])}
                </Text>
              </View>
            ))}
          </View>
        </View>
      )}
      {s && s.count > 1 && (
        <View className="product-reviews__sort" {...a11y({ role: 'group', label: t('istore_reviews_sort') })}>
          {(['newest', 'helpful'] as const).map((sort) => (
            <AppButton
              key={sort}
              className={`product-reviews__sort-button${store.sort === sort ? ' is-on' : ''}`}
              pressed={store.sort === sort}
              onPress={() => void store.setSort(sort)}
            >
              {t(sort === 'newest' ? 'istore_reviews_sort_newest' : 'istore_reviews_sort_helpful')}
            </AppButton>
          ))}
        </View>
      )}
      {store.reviews.length > 0 && (
        <VirtualGrid
          items={store.reviews}
          keyOf={(r) => r.id}
          columns={1}
          aspect={0}
          gap={8}
          infoHeight={ROW_HEIGHT}
          label={t('istore_reviews_title')}
          hasMore={store.hasMore}
          onEndReached={() => void store.loadMore()}
          renderItem={(r) => <ReviewRow review={r} store={store} t={t} canVote={session.loggedIn} />}
        />
      )}
      {store.loadingMore && (
        <Text className="product-reviews__more" {...a11y({ role: 'status' })}>
          {t('istore_reviews_loading_more')}
        </Text>
      )}
    </View>
  );
});
