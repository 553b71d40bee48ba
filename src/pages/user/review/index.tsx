import { useEffect, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { starsText } from '@/domain/reviews';
import { a11y } from '@/platform/a11y';
import { AppButton } from '@/platform/button';
import { AppLink } from '@/platform/link';
import { routeParams } from '@/platform/navigation';
import { ReviewFormStore } from '@/stores/ReviewFormStore';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { ChoiceGroup, TextAreaField, TextField } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import { PhotoAttachments } from '@/components/photo-attachments';
import { UserPage } from '@/components/user-page';
import '@/i18n/after-sales';
import './index.scss';

/**
 * /user/review?orderID=&productId= (extension `reviews`): the products of one of the shopper's
 * orders; for one received, 1–5 stars, a title, the text and up to 3 photos, once per product per
 * order, editable for 30 days. Without the extension the page says only that there is nothing here.
 */
function ReviewPage() {
  const root = useStores();
  const { session, app } = root;
  const t = session.t;
  const params = useMemo(() => routeParams(), []);
  const orderID = params.orderID ?? '';
  const [form] = useState(() => new ReviewFormStore(root));
  const offered = app.offers('reviews');
  useEffect(() => {
    if (offered && orderID && session.loggedIn)
      void form.load(orderID, /^\d+$/.test(params.productId ?? '') ? Number(params.productId) : null);
  }, [form, offered, orderID, session.loggedIn, params.productId]);
  const back = `/user/orders?orderID=${encodeURIComponent(orderID)}`;
  const err = (k: 'rating' | 'title' | 'text' | 'photos') => (form.errors[k] ? t(form.errors[k]) : undefined);
  const line = form.line;
  return (
    <UserPage
      title={t('istore_reviews_page_title')}
      path={`/user/review?orderID=${encodeURIComponent(orderID)}`}
      back={false}
    >
      {() => (
        <View className="co-layout review-page">
          <View className="co-layout__main">
            {(!offered || !orderID) && <Alert kind="info">{t('istore_reviews_none')}</Alert>}
            {form.status === 'loading' && <Text className="co-muted">{t('istore_common_loading')}</Text>}
            {form.loadError && <Alert kind="error">{form.loadError}</Alert>}
            {form.order && (
              <View
                className="co-card"
                {...a11y({ role: 'region', label: t('istore_reviews_choose_product', { orderId: orderID }) })}
              >
                <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                  {t('istore_reviews_choose_product', { orderId: orderID })}
                </Text>
                <View
                  className="review-page__products"
                  {...a11y({ role: 'radiogroup', label: t('istore_reviews_choose_product', { orderId: orderID }) })}
                >
                  {form.order.lines.map((l) => (
                    <AppButton
                      key={l.productId}
                      role="radio"
                      checked={l.productId === form.productId}
                      className={`review-page__product${l.productId === form.productId ? ' is-on' : ''}`}
                      onPress={() => form.choose(l.productId)}
                    >
                      {`${l.name}${l.review ? ` · ${starsText(l.review.rating)}` : ''}`}
                    </AppButton>
                  ))}
                </View>
              </View>
            )}
            {line && (
              <View
                className="co-card"
                {...a11y({ role: 'form', label: line.review ? t('istore_reviews_edit') : t('istore_reviews_write') })}
              >
                <Text className="co-card__title" {...a11y({ role: 'heading', level: 2 })}>
                  {`${line.review ? t('istore_reviews_edit') : t('istore_reviews_write')}: ${line.name}`}
                </Text>
                {form.saved && <Alert kind="success">{t('istore_reviews_saved')}</Alert>}
                {line.blockedKey && !form.open && <Alert kind="info">{t(line.blockedKey)}</Alert>}
                {form.open && (
                  <>
                    <ChoiceGroup
                      id="review.rating"
                      label={t('istore_reviews_your_rating')}
                      compact
                      required
                      value={form.rating ? String(form.rating) : ''}
                      error={err('rating')}
                      options={[1, 2, 3, 4, 5].map((n) => ({
                        value: String(n),
                        label: `${n}★`,
                        description: undefined,
                      }))}
                      onChange={(v) => form.setRating(Number(v))}
                    />
                    <TextField
                      id="review.title"
                      label={t('istore_reviews_field_title')}
                      required
                      maxLength={80}
                      value={form.title}
                      error={err('title')}
                      onInput={(v) => form.setTitle(v)}
                    />
                    <TextAreaField
                      id="review.text"
                      label={t('istore_reviews_field_text')}
                      required
                      maxLength={2000}
                      value={form.text}
                      error={err('text')}
                      onInput={(v) => form.setText(v)}
                    />
                    <PhotoAttachments photos={form.photos} t={t} />
                    {form.submitError && <Alert kind="error">{form.submitError}</Alert>}
                    <ActionButton variant="primary" block busy={form.saving} onPress={() => void form.submit()}>
                      {line.review ? t('istore_reviews_save') : t('istore_reviews_submit')}
                    </ActionButton>
                    <Text className="co-muted">{t('istore_reviews_edit_until')}</Text>
                  </>
                )}
              </View>
            )}
            <AppLink href={back} className="action-button action-button--quiet action-button--block">
              {t('istore_reviews_back_to_order')}
            </AppLink>
          </View>
        </View>
      )}
    </UserPage>
  );
}

export default observer(ReviewPage);
