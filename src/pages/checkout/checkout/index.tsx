import { useEffect } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { firstErrorField } from '@/domain/checkout';
import { checkoutPathsOf } from '@/stores/checkoutPaths';
import { deliveryFrom } from '@/stores/checkoutMethodStep';
import { STEPS } from '@/stores/checkoutSteps';
import { useStores } from '@/stores/context';
import { focusField } from '@/components/form/fields';
import { useBackWhileOpening } from '@/platform/back-while-opening';
import { Alert } from '@/components/checkout/alert';
import { OrderSummary } from '@/components/checkout/order-summary';
import { displayCurrency, moneyFormat } from '@/components/checkout/money';
import { useTitle } from '@/components/checkout/use-title';
import { CheckoutFrame } from '@/components/checkout-frame';
import { CheckoutStepCard } from '@/components/checkout-step-card';
import { CheckoutMethodStep } from '@/components/checkout-method-step';
import { CheckoutContactStep } from '@/components/checkout-contact-step';
import { CheckoutExtrasStep } from '@/components/checkout-extras-step';
import { useStepFocus } from '@/components/checkout/use-step-focus';
import '@/stores/checkoutStores';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';
import '@/i18n/cart';

/**
 * /checkout/checkout (spec 7.3): the three steps as cards, one open at a time, beside the order
 * summary; a refused step focuses its first wrong field. Each step's form is its own component.
 */
function CheckoutPage() {
  const root = useStores();
  // Back while the payment page is still loading comes back here, not under the payment page
  useBackWhileOpening();
  const { checkout, session, app, checkoutDeps } = root;
  const checkoutPaths = checkoutPathsOf(root);
  const t = session.t;
  useTitle(t('istore_checkout_title'), app.storeName);
  useEffect(() => {
    void checkout.init();
  }, [checkout]);
  // a refused step: the first wrong field gets the focus (and comes into view)
  useEffect(() => {
    const first = firstErrorField(checkout.errors);
    if (first) focusField(first);
  }, [checkout.errorSeq]); // eslint-disable-line react-hooks/exhaustive-deps

  const stepHeading = useStepFocus(checkout.billing ? checkout.step : null);
  const toPayment = () => checkoutDeps.navigate(checkoutPaths.payment);
  const loading = checkout.status === 'idle' || (checkout.status === 'loading' && !checkout.billing);
  const state = loading ? 'loading' : checkout.status === 'error' ? 'error' : checkout.isCartEmpty ? 'empty' : 'ready';
  const props = { checkout, t };

  return (
    <CheckoutFrame
      title={t('istore_checkout_title')}
      className="co-checkout"
      state={state}
      loadError={checkout.loadError}
      onRetry={() => void checkout.init()}
      t={t}
    >
      <View className="co-layout">
        <View className="co-layout__main">
          {checkout.stepError && (
            <Alert kind="error" focusKey={checkout.errorSeq}>
              {checkout.stepError}
            </Alert>
          )}
          {STEPS.map((step, i) => (
            <CheckoutStepCard key={step} {...props} step={step} index={i} headingRef={stepHeading}>
              {step === 'method' && <CheckoutMethodStep {...props} />}
              {step === 'contact' && <CheckoutContactStep {...props} loggedIn={session.loggedIn} />}
              {step === 'extras' && <CheckoutExtrasStep {...props} onDone={toPayment} />}
            </CheckoutStepCard>
          ))}
        </View>
        <View className="co-layout__aside">
          {checkout.billing && (
            <OrderSummary
              billing={checkout.billing}
              money={moneyFormat(session)}
              t={t}
              locale={session.locale}
              display={displayCurrency(session, checkout.billing.totals.currency)}
              taxRateBasisPoints={checkout.config?.taxRateBasisPoints}
              tipChosen={checkout.isStepDone('contact')}
              charge="will"
              deliveryFrom={deliveryFrom(checkout.billing, checkout)}
            />
          )}
        </View>
      </View>
    </CheckoutFrame>
  );
}

export default observer(CheckoutPage);
