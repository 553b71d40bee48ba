import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import type { Translator } from '@/i18n/translator';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import { Spinner } from '@/components/form/spinner';
import { Alert } from '@/components/checkout/alert';
import '../checkout/checkout.scss';
import '@/i18n/cart';

/** Where a checkout screen stands: loading, failed to load, nothing in the cart, or ready. */
export type CheckoutFrameState = 'loading' | 'error' | 'empty' | 'ready';

/**
 * The frame the checkout and payment screens share: the page with its heading, and the states
 * before the screen's own content (loading, a load error with retry, an empty cart).
 */
export function CheckoutFrame({
  title,
  className,
  state,
  loadError,
  onRetry,
  t,
  children,
}: {
  title: string;
  /** The screen's own class beside `co-page`. */
  className: string;
  state: CheckoutFrameState;
  loadError?: string | null;
  onRetry: () => void;
  t: Translator;
  /** The screen's content, shown when ready. */
  children?: React.ReactNode;
}) {
  return (
    <PageShell>
      <View className={`co-page ${className}`}>
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {title}
        </Text>
        {state === 'loading' && (
          <View className="co-loading" {...a11y({ role: 'status' })}>
            <Spinner />
            <Text>{t('istore_checkout_loading')}</Text>
          </View>
        )}
        {state === 'error' && (
          <View className="co-card">
            <Alert kind="error">{loadError || t('istore_common_error')}</Alert>
            <ActionButton variant="primary" onPress={onRetry}>
              {t('istore_common_retry')}
            </ActionButton>
          </View>
        )}
        {state === 'empty' && (
          <View className="co-empty" {...a11y({ role: 'status' })}>
            <Text className="co-empty__title">{t('istore_cart_empty')}</Text>
            <AppLink href="/store" className="action-button action-button--primary">
              {t('istore_confirmation_continue_shopping')}
            </AppLink>
          </View>
        )}
        {state === 'ready' && children}
      </View>
    </PageShell>
  );
}
