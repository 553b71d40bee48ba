/**
 * What the checkout, payment and confirmation stores need from the target besides the API: the
 * payment adapter, navigation, scrolling, the clock and randomness. The defaults are this
 * target's platform modules; tests pass fakes through `new RootStore({ api, platform, checkout })`.
 */
import { navigate as platformNavigate, type NavigateOptions } from '@/platform/navigation';
import { payment as platformPayment, type PaymentPlatform } from '@/platform/payment';
import { scrollToTop as platformScrollToTop } from '@/platform/scroll';

export interface CheckoutDeps {
  payment: PaymentPlatform;
  navigate(url: string, options?: NavigateOptions): void;
  scrollToTop(): void;
  /** The native mini-program build (WeChat Pay through requestPayment). */
  nativeMiniProgram: boolean;
  now(): number;
  random: () => number;
}

export function checkoutDeps(overrides: Partial<CheckoutDeps> = {}): CheckoutDeps {
  const payment = overrides.payment ?? platformPayment;
  return {
    payment,
    navigate: platformNavigate,
    scrollToTop: platformScrollToTop,
    // only the native mini-program can open WeChat's pay sheet; the platform adapter knows which it is
    nativeMiniProgram: payment.canRequestWeChatPayment,
    now: () => Date.now(),
    random: () => Math.random(),
    ...overrides,
  };
}
