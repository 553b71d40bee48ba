import { Text, View } from '@tarojs/components';
import type { Locale } from '@api-types';
import { formatMoney } from '@/domain/money';
import { APPROXIMATE } from '@/domain/price';
import { orderSummary, percentText, type SummaryLine, type SummaryMethod } from '@/domain/orderSummary';
import '@/i18n/checkout';
import type { Translator } from '@/i18n/translator';
import type { TotalsModel } from '@/services/cart';
import type { DisplayCurrency } from './money';
import './checkout.scss';
import '@/i18n/cart';

export interface TotalsProps {
  totals: TotalsModel;
  /** The order method once chosen (null: the delivery fee is not known yet). */
  method: SummaryMethod | null;
  /** The shopper has reached the tip choice (a zero tip is then "no tip"). */
  tipChosen: boolean;
  t: Translator;
  locale: Locale;
  /** The display currency and rate when the shopper chose one. */
  display: DisplayCurrency | null;
  taxRateBasisPoints?: number | null;
  /** How the charged amount is stated: before paying, paid, at the store, or only its currency (cart). */
  charge: 'will' | 'paid' | 'atStore' | 'currency';
  /** A write is on its way: the total may still change. */
  updating?: boolean;
  /** Delivery chosen, no address yet: the fee it starts from (orderSummary's deliveryFrom). */
  deliveryFrom?: { fee: number | null } | null;
}

const LABEL_KEYS: Record<SummaryLine['id'], string> = {
  subtotal: 'istore_cart_subtotal',
  discount: 'istore_cart_discount',
  delivery: 'istore_cart_delivery_fee',
  tip: 'istore_cart_tips',
  storeCredit: 'istore_cart_store_credit',
  tax: 'istore_cart_tax',
};

function Row(props: { id: string; label: string; value: string; strong?: boolean; pending?: boolean }) {
  const { id, label, value, strong, pending } = props;
  return (
    <View
      className={`co-totals__row${strong ? ' co-totals__row--total' : ''}${pending ? ' co-totals__row--pending' : ''}`}
      data-testid={id === 'total' ? 'total' : id === 'subtotal' ? 'subtotal' : 'summary-line'}
      data-line={id}
    >
      <Text className="co-totals__label">{label}</Text>
      <Text className="co-totals__value">{value}</Text>
    </View>
  );
}

/**
 * The one order summary (domain/orderSummary.ts) of the cart, checkout, payment and receipt:
 * every line that makes the total, amounts not known yet said so and left out, and the amount and
 * currency charged stated; in a display currency the figures are marked approximate and still add up.
 */
export function Totals(props: TotalsProps) {
  const { totals, t, locale, display, charge, updating } = props;
  const s = orderSummary({
    amounts: totals,
    method: props.method,
    tipChosen: props.tipChosen,
    taxRateBasisPoints: props.taxRateBasisPoints,
    display: display && display.currency.toUpperCase() !== totals.currency.toUpperCase() ? display : null,
    deliveryFrom: props.deliveryFrom,
  });
  const approx = s.approximate ? APPROXIMATE : '';
  const shown = (minor: number) =>
    `${approx}${minor < 0 ? '-' : ''}${formatMoney(Math.abs(minor), s.shownCurrency, locale)}`;
  const charged = formatMoney(s.charged, s.currency, locale);
  const label = (l: SummaryLine) => {
    if (l.id !== 'tax') return t(LABEL_KEYS[l.id]);
    const base = formatMoney(s.taxBase, s.currency, locale);
    return s.taxRateBasisPoints !== null
      ? t('istore_summary_tax_rate_on', { rate: percentText(s.taxRateBasisPoints), base })
      : t('istore_summary_tax_on', { base });
  };
  const chargeText =
    charge === 'will'
      ? t('istore_summary_charged', { amount: charged, currency: s.currency })
      : charge === 'paid'
        ? t('istore_summary_paid', { amount: charged, currency: s.currency })
        : charge === 'atStore'
          ? t('istore_summary_at_store', { amount: charged, currency: s.currency })
          : t('istore_summary_currency', { currency: s.currency });
  return (
    <View
      className={`co-totals${updating ? ' is-updating' : ''}`}
      aria-busy={updating || undefined}
      data-currency={s.currency}
    >
      {s.lines.map((l) => (
        <Row
          key={l.id}
          id={l.id}
          label={label(l)}
          pending={l.shown === null}
          value={
            l.shown === null && l.fromShown !== undefined
              ? l.fromShown === null
                ? t('istore_summary_delivery_by_address')
                : l.fromShown === 0
                  ? t('istore_summary_free')
                  : t('istore_summary_delivery_from', { amount: shown(l.fromShown) })
              : l.shown === null
                ? t(l.id === 'delivery' ? 'istore_summary_delivery_later' : 'istore_summary_tip_later')
                : l.id === 'delivery' && l.shown === 0
                  ? t('istore_summary_free')
                  : shown(l.shown)
          }
        />
      ))}
      <Row
        id="total"
        label={s.approximate ? t('istore_summary_total_approx') : t('istore_cart_total')}
        value={shown(s.shownTotal)}
        strong
      />
      <Text className="co-totals__note co-totals__charged" data-testid="charged">
        {chargeText}
      </Text>
      {s.approximate && (
        <Text className="co-totals__note">
          {t('istore_summary_approx_note', { shown: s.shownCurrency, currency: s.currency })}
        </Text>
      )}
      {updating && <Text className="co-totals__note">{t('istore_cart_updating')}</Text>}
    </View>
  );
}
