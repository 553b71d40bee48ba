import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { dayLabel, slotLabel } from '@/domain/slots';
import { personName } from '@/domain/profile';
import { a11y } from '@/platform/a11y';
import type { StepId } from '@/stores/checkoutSteps';
import { useStores } from '@/stores/context';
import { ActionButton } from '@/components/form/button';
import { methodName, type CheckoutStepProps } from '@/components/checkout/step-form';
import '../checkout/checkout.scss';
import './index.scss';

const STEP_TITLES: Record<StepId, string> = {
  method: 'istore_checkout_step_method',
  contact: 'istore_checkout_step_contact',
  extras: 'istore_checkout_step_extras',
};

/** What a done step says when closed: how, where and when; who, the table, the address. */
function stepSummary({ checkout, t }: CheckoutStepProps, step: StepId, locale: 'en' | 'zh'): string {
  const b = checkout.billing;
  if (!b) return '';
  if (step === 'method') {
    const method = b.orderMethod ? methodName(checkout, t, b.orderMethod) : '';
    const where = b.orderMethod === 'DELIVERY' ? '' : (b.location?.localStoreName ?? '');
    const when = b.timeSlot
      ? `${dayLabel(b.timeSlot.date, locale)} ${b.timeSlot.time ? slotLabel(b.timeSlot.time, b.timeSlot.end) : ''}`.trim()
      : '';
    return [method, where, when].filter(Boolean).join(' · ');
  }
  if (step === 'contact') {
    const c = b.contact;
    const parts = c ? [personName(c.firstName, c.lastName), c.email, c.phone] : [];
    if (c?.tableNumber) parts.push(t('istore_checkout_table_n', { table: c.tableNumber }));
    if (b.delivery) parts.push(`${b.delivery.streetNumberAndNameDetails}, ${b.delivery.city} ${b.delivery.postCode}`);
    return parts.filter(Boolean).join(' · ');
  }
  return '';
}

/**
 * One step of the checkout as a card: its number (a tick once done), its title, Edit or Open when
 * it may be opened, what it says when done and closed, and its form (`children`) when open.
 */
export const CheckoutStepCard = observer(function CheckoutStepCard({
  checkout,
  t,
  step,
  index,
  headingRef,
  children,
}: CheckoutStepProps & {
  step: StepId;
  index: number;
  /** Given to the open step's heading, so the focus can go to it (components/checkout/use-step-focus). */
  headingRef?: React.RefObject<HTMLElement | null>;
  children?: React.ReactNode;
}) {
  const locale = useStores().session.locale;
  const open = checkout.step === step;
  const done = checkout.isStepDone(step) && step !== 'extras';
  const summary = !open && done ? stepSummary({ checkout, t }, step, locale) : '';
  const previous = (['method', 'contact'] as StepId[])[index - 1];
  const reachable = index === 0 || checkout.isStepDone(previous);
  const title = t(STEP_TITLES[step]);
  return (
    <View className={`co-card co-step${open ? ' is-open' : ''}${done ? ' is-done' : ''}`} data-step={step}>
      <View className="co-step__head">
        <Text className="co-step__number" {...a11y({ hidden: true })}>
          {done && !open ? '✓' : index + 1}
        </Text>
        <Text
          className="co-step__title"
          {...(open && headingRef ? { ref: headingRef as never, tabIndex: -1 } : {})}
          {...a11y({ role: 'heading', level: 2 })}
        >
          {title}
        </Text>
        {!open && reachable && (
          <ActionButton
            variant="quiet"
            className="co-step__edit"
            label={t('istore_checkout_edit_step', { step: title })}
            onPress={() => checkout.openStep(step)}
          >
            {done ? t('istore_checkout_edit') : t('istore_checkout_open')}
          </ActionButton>
        )}
      </View>
      {summary && <Text className="co-step__summary">{summary}</Text>}
      {open && children}
    </View>
  );
});
