import { useEffect } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { deliveryFieldsFromAddress } from '@/domain/addressBook';
import { CA_PROVINCES, dayLabel, firstErrorField, slotLabel, type OrderMethod } from '@/domain/checkout';
import { BILLING_COUNTRIES, regionValid, regionsOf } from '@/domain/billingRegions';
import { personName } from '@/domain/profile';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import { checkoutPathsOf } from '@/stores/checkoutPaths';
import { useStores } from '@/stores/context';
import type { CheckoutStore, StepId } from '@/stores/CheckoutStore';
import { SavedAddresses } from '@/components/saved-addresses';
import { PageShell } from '@/components/page-shell';
import { ActionButton } from '@/components/form/button';
import {
  CheckboxField,
  ChoiceGroup,
  FormBox,
  SelectField,
  TextAreaField,
  TextField,
  focusField,
} from '@/components/form/fields';
import { Spinner } from '@/components/form/spinner';
import { MinimumOrderNote } from '@/components/checkout/minimum-order-note';
import { Alert } from '@/components/checkout/alert';
import { OrderSummary } from '@/components/checkout/order-summary';
import { displayCurrency, moneyFormat } from '@/components/checkout/money';
import { useTitle } from '@/components/checkout/use-title';
import { useStepFocus } from '@/components/checkout/use-step-focus';
import '../../../components/checkout/checkout.scss';
import '@/stores/checkoutStores';
import '@/i18n/checkout-account';
import '@/i18n/confirmation';
import '@/i18n/cart';

type Props = { checkout: CheckoutStore; t: Translator };

/** The translated error of a field, if any. */
function err(checkout: CheckoutStore, t: Translator, path: string): string | undefined {
  const e = checkout.errorOf(path);
  return e ? t(e.key, e.params) : undefined;
}

const METHOD_KEYS: Record<OrderMethod, string> = {
  PICKUP: 'istore_checkout_method_pickup',
  DELIVERY: 'istore_checkout_method_delivery',
  EAT_IN: 'istore_checkout_method_eat_in',
};

const MethodStep = observer(function MethodStep({ checkout, t }: Props) {
  const f = checkout.form;
  const locale = useStores().session.locale;
  const methods = checkout.methods.map((m) => ({
    value: m,
    label: checkout.config?.orderMethods.find((o) => o.method === m)?.name ?? t(METHOD_KEYS[m]),
    description: t(`${METHOD_KEYS[m]}_hint`),
  }));
  const stores = (checkout.config?.pickupLocations ?? []).map((l) => ({
    value: l.id,
    label: l.localStoreName,
    description: [l.address.streetNumberAndNameDetails, l.address.city].filter(Boolean).join(', '),
  }));
  return (
    <FormBox onSubmit={() => void checkout.submitMethodStep()} label={t('istore_checkout_step_method')}>
      <ChoiceGroup
        id="method"
        label={t('istore_checkout_method_label')}
        required
        value={f.method ?? ''}
        options={methods}
        error={err(checkout, t, 'method')}
        onChange={(v) => checkout.setMethod(v as OrderMethod)}
      />
      {f.method && f.method !== 'DELIVERY' && (
        <ChoiceGroup
          id="locationId"
          label={t('istore_checkout_store_label')}
          required
          value={f.locationId}
          options={stores}
          error={err(checkout, t, 'locationId')}
          onChange={(v) => checkout.setField('locationId', v)}
        />
      )}
      {f.method && f.method !== 'EAT_IN' && (
        <>
          {checkout.days.length === 0 ? (
            <Alert kind="info">{t('istore_checkout_no_slots')}</Alert>
          ) : (
            <ChoiceGroup
              id="date"
              compact
              label={f.method === 'PICKUP' ? t('istore_checkout_pickup_date') : t('istore_checkout_delivery_date')}
              required
              value={f.date}
              options={checkout.days.map((d) => ({ value: d.date, label: dayLabel(d.date, locale) }))}
              error={err(checkout, t, 'date')}
              onChange={(v) => checkout.setDate(v)}
            />
          )}
          {f.date && checkout.slots.length > 0 && (
            <ChoiceGroup
              id="time"
              compact
              label={t('istore_checkout_time')}
              required
              value={f.time}
              options={checkout.slots.map((s) => ({ value: s.start, label: slotLabel(s.start, s.end) }))}
              error={err(checkout, t, 'time')}
              onChange={(v) => checkout.setField('time', v)}
            />
          )}
        </>
      )}
      <ActionButton
        variant="primary"
        block
        submit
        busy={checkout.saving === 'method'}
        onPress={() => void checkout.submitMethodStep()}
      >
        {t('istore_checkout_continue')}
      </ActionButton>
    </FormBox>
  );
});

const ContactStep = observer(function ContactStep({ checkout, t, loggedIn }: Props & { loggedIn: boolean }) {
  const f = checkout.form;
  const c = f.contact;
  const d = f.delivery;
  const provinces = CA_PROVINCES.map((p) => ({ value: p, label: p }));
  return (
    <FormBox onSubmit={() => void checkout.submitContactStep()} label={t('istore_checkout_step_contact')}>
      <View className="co-grid-2">
        <TextField
          id="contact.firstName"
          label={t('istore_checkout_first_name')}
          required
          autoComplete="given-name"
          value={c.firstName}
          error={err(checkout, t, 'contact.firstName')}
          onInput={(v) => checkout.setField('contact.firstName', v)}
        />
        <TextField
          id="contact.lastName"
          label={t('istore_checkout_last_name')}
          required
          autoComplete="family-name"
          value={c.lastName}
          error={err(checkout, t, 'contact.lastName')}
          onInput={(v) => checkout.setField('contact.lastName', v)}
        />
      </View>
      <TextField
        id="contact.email"
        type="email"
        inputMode="email"
        label={t('istore_checkout_email')}
        hint={t('istore_checkout_email_hint')}
        required
        autoComplete="email"
        value={c.email}
        error={err(checkout, t, 'contact.email')}
        onInput={(v) => checkout.setField('contact.email', v)}
      />
      <TextField
        id="contact.phone"
        type="tel"
        inputMode="tel"
        label={t('istore_checkout_phone')}
        required
        autoComplete="tel"
        value={c.phone}
        error={err(checkout, t, 'contact.phone')}
        onInput={(v) => checkout.setField('contact.phone', v)}
      />
      {f.method === 'EAT_IN' && (
        <TextField
          id="tableNumber"
          label={t('istore_checkout_table')}
          hint={t('istore_checkout_table_hint')}
          required
          maxLength={10}
          value={f.tableNumber}
          error={err(checkout, t, 'tableNumber')}
          onInput={(v) => checkout.setField('tableNumber', v)}
        />
      )}
      {f.method === 'DELIVERY' && (
        <View className="co-subsection">
          <Text className="co-subsection__title" {...a11y({ role: 'heading', level: 3 })}>
            {t('istore_checkout_delivery_address')}
          </Text>
          {loggedIn && (
            <SavedAddresses
              currentStreet={d.street}
              onUse={(a) => {
                for (const [k, v] of Object.entries(deliveryFieldsFromAddress(a, d.instructions)))
                  checkout.setField(`delivery.${k}`, v);
              }}
            />
          )}
          <View className="co-grid-2">
            <TextField
              id="delivery.firstName"
              label={t('istore_checkout_first_name')}
              required
              autoComplete="shipping given-name"
              value={d.firstName}
              error={err(checkout, t, 'delivery.firstName')}
              onInput={(v) => checkout.setField('delivery.firstName', v)}
            />
            <TextField
              id="delivery.lastName"
              label={t('istore_checkout_last_name')}
              required
              autoComplete="shipping family-name"
              value={d.lastName}
              error={err(checkout, t, 'delivery.lastName')}
              onInput={(v) => checkout.setField('delivery.lastName', v)}
            />
          </View>
          <TextField
            id="delivery.phone"
            type="tel"
            inputMode="tel"
            label={t('istore_checkout_phone')}
            required
            autoComplete="shipping tel"
            value={d.phone}
            error={err(checkout, t, 'delivery.phone')}
            onInput={(v) => checkout.setField('delivery.phone', v)}
          />
          <TextField
            id="delivery.street"
            label={t('istore_checkout_street')}
            required
            autoComplete="shipping address-line1"
            value={d.street}
            error={err(checkout, t, 'delivery.street')}
            onInput={(v) => checkout.setField('delivery.street', v)}
          />
          <TextField
            id="delivery.unit"
            label={t('istore_checkout_unit')}
            autoComplete="shipping address-line2"
            value={d.unit}
            error={err(checkout, t, 'delivery.unit')}
            onInput={(v) => checkout.setField('delivery.unit', v)}
          />
          <View className="co-grid-3">
            <TextField
              id="delivery.city"
              label={t('istore_checkout_city')}
              required
              autoComplete="shipping address-level2"
              value={d.city}
              error={err(checkout, t, 'delivery.city')}
              onInput={(v) => checkout.setField('delivery.city', v)}
            />
            <SelectField
              id="delivery.province"
              label={t('istore_checkout_province')}
              required
              placeholder={t('istore_checkout_choose')}
              options={provinces}
              value={d.province}
              error={err(checkout, t, 'delivery.province')}
              onChange={(v) => checkout.setField('delivery.province', v)}
            />
            <TextField
              id="delivery.postCode"
              label={t('istore_checkout_post_code')}
              required
              autoComplete="shipping postal-code"
              maxLength={7}
              value={d.postCode}
              error={err(checkout, t, 'delivery.postCode')}
              onInput={(v) => checkout.setField('delivery.postCode', v)}
            />
          </View>
          <TextField
            id="delivery.instructions"
            label={t('istore_checkout_instructions')}
            value={d.instructions}
            error={err(checkout, t, 'delivery.instructions')}
            onInput={(v) => checkout.setField('delivery.instructions', v)}
          />
          {loggedIn && (
            <CheckboxField
              id="saveToProfile"
              label={t('istore_checkout_save_address')}
              checked={f.saveToProfile}
              onChange={(v) => checkout.setField('saveToProfile', v)}
            />
          )}
        </View>
      )}
      <ActionButton
        variant="primary"
        block
        submit
        busy={checkout.saving === 'contact'}
        onPress={() => void checkout.submitContactStep()}
      >
        {t('istore_checkout_continue')}
      </ActionButton>
    </FormBox>
  );
});

const ExtrasStep = observer(function ExtrasStep({ checkout, t, onDone }: Props & { onDone: () => void }) {
  const { session } = useStores();
  const f = checkout.form;
  const config = checkout.config;
  const tipOptions = [
    ...(config?.tipsOptions ?? [0]).map((p) => ({
      value: `p${p}`,
      label: p === 0 ? t('istore_checkout_no_tip') : `${p}%`,
    })),
    ...(config && config.maxTipsAmount > 0 ? [{ value: 'amount', label: t('istore_checkout_custom_tip') }] : []),
  ];
  const tipValue = f.tip.kind === 'percent' ? `p${f.tip.percent}` : 'amount';
  const submit = async () => {
    if (await checkout.submitExtrasStep()) onDone();
  };
  const b = f.billing;
  const short = checkout.minimumOrder;
  const money = moneyFormat(session);
  return (
    <FormBox onSubmit={() => void submit()} label={t('istore_checkout_step_extras')}>
      <View className="co-coupon">
        <TextField
          id="couponCode"
          label={t('istore_checkout_coupon')}
          autoComplete="off"
          maxLength={32}
          value={f.couponCode}
          error={err(checkout, t, 'couponCode')}
          onInput={(v) => checkout.setField('couponCode', v)}
        />
        <ActionButton
          variant="secondary"
          busy={checkout.saving === 'coupon'}
          onPress={() => void checkout.applyCoupon()}
        >
          {t('istore_checkout_apply')}
        </ActionButton>
      </View>
      {checkout.coupon && (
        <Alert kind={checkout.coupon.kind === 'ok' ? 'success' : 'error'}>
          {checkout.coupon.kind === 'ok'
            ? t('istore_checkout_coupon_applied', { name: checkout.coupon.text })
            : checkout.coupon.text}
        </Alert>
      )}
      {checkout.billing?.coupon && (
        <ActionButton variant="quiet" onPress={() => void checkout.removeCoupon()}>
          {t('istore_checkout_remove_coupon', { code: checkout.billing.coupon.code })}
        </ActionButton>
      )}

      <ChoiceGroup
        id="tip"
        compact
        label={t('istore_checkout_tip')}
        value={tipValue}
        options={tipOptions}
        error={f.tip.kind === 'percent' ? err(checkout, t, 'tip') : undefined}
        onChange={(v) =>
          checkout.setTip(
            v === 'amount' ? { kind: 'amount', text: '' } : { kind: 'percent', percent: Number(v.slice(1)) },
          )
        }
      />
      {f.tip.kind === 'amount' && (
        <TextField
          id="tipAmount"
          inputMode="decimal"
          label={t('istore_checkout_tip_amount', { currency: checkout.currency })}
          hint={t('istore_checkout_tip_max', { max: checkout.money(config?.maxTipsAmount ?? 0) })}
          value={f.tip.text}
          error={err(checkout, t, 'tip')}
          onInput={(v) => checkout.setTip({ kind: 'amount', text: v })}
        />
      )}

      {checkout.maxCredit !== null && (checkout.credit?.balance ?? 0) > 0 && (
        <TextField
          id="credit"
          inputMode="decimal"
          label={t('istore_checkout_store_credit', { currency: checkout.currency })}
          hint={t('istore_checkout_store_credit_hint', {
            balance: checkout.money(checkout.credit?.balance ?? 0),
            max: checkout.money(checkout.maxCredit),
          })}
          value={f.creditText}
          error={err(checkout, t, 'credit')}
          onInput={(v) => checkout.setCreditText(v)}
        />
      )}

      <TextAreaField
        id="comment"
        label={t('istore_checkout_comment')}
        maxLength={config?.maxCommentLength ?? 500}
        value={f.comment}
        error={err(checkout, t, 'comment')}
        onInput={(v) => checkout.setField('comment', v)}
      />

      <CheckboxField
        id="withBilling"
        label={t('istore_checkout_add_billing')}
        checked={f.withBilling}
        onChange={(v) => checkout.setField('withBilling', v)}
      />
      {f.withBilling && (
        <View className="co-subsection">
          <View className="co-grid-2">
            <TextField
              id="billing.firstName"
              label={t('istore_checkout_first_name')}
              required
              autoComplete="billing given-name"
              value={b.firstName}
              error={err(checkout, t, 'billing.firstName')}
              onInput={(v) => checkout.setField('billing.firstName', v)}
            />
            <TextField
              id="billing.lastName"
              label={t('istore_checkout_last_name')}
              required
              autoComplete="billing family-name"
              value={b.lastName}
              error={err(checkout, t, 'billing.lastName')}
              onInput={(v) => checkout.setField('billing.lastName', v)}
            />
          </View>
          <TextField
            id="billing.street"
            label={t('istore_checkout_street')}
            required
            autoComplete="billing address-line1"
            value={b.street}
            error={err(checkout, t, 'billing.street')}
            onInput={(v) => checkout.setField('billing.street', v)}
          />
          <View className="co-grid-3">
            <TextField
              id="billing.city"
              label={t('istore_checkout_city')}
              required
              autoComplete="billing address-level2"
              value={b.city}
              error={err(checkout, t, 'billing.city')}
              onInput={(v) => checkout.setField('billing.city', v)}
            />
            {regionsOf(b.country) ? (
              <SelectField
                id="billing.province"
                label={t('istore_checkout_province')}
                required
                placeholder={t('istore_checkout_choose')}
                options={regionsOf(b.country)!.map((r) => ({ value: r, label: r }))}
                value={b.province}
                error={err(checkout, t, 'billing.province')}
                onChange={(v) => checkout.setField('billing.province', v)}
              />
            ) : (
              <TextField
                id="billing.province"
                label={t('istore_checkout_province')}
                required
                autoComplete="billing address-level1"
                value={b.province}
                error={err(checkout, t, 'billing.province')}
                onInput={(v) => checkout.setField('billing.province', v)}
              />
            )}
            <TextField
              id="billing.postCode"
              label={t('istore_checkout_post_code')}
              required
              autoComplete="billing postal-code"
              value={b.postCode}
              error={err(checkout, t, 'billing.postCode')}
              onInput={(v) => checkout.setField('billing.postCode', v)}
            />
          </View>
          <SelectField
            id="billing.country"
            label={t('istore_checkout_country')}
            required
            placeholder={t('istore_checkout_choose')}
            options={BILLING_COUNTRIES.map((c) => ({ value: c.code, label: c.name[session.locale] }))}
            value={b.country}
            error={err(checkout, t, 'billing.country')}
            onChange={(v) => {
              checkout.setField('billing.country', v);
              if (!regionValid(v, b.province)) checkout.setField('billing.province', '');
            }}
          />
        </View>
      )}
      {short && <MinimumOrderNote notice={short} money={money} t={t} />}
      <ActionButton
        variant="primary"
        block
        submit
        disabled={!!short}
        busy={checkout.saving === 'extras'}
        onPress={() => void submit()}
      >
        {t('istore_checkout_to_payment')}
      </ActionButton>
      {session.loggedIn ? null : <Text className="co-muted">{t('istore_checkout_guest_note')}</Text>}
    </FormBox>
  );
});

/** What a done step says when closed. */
function stepSummary(checkout: CheckoutStore, step: StepId, t: Translator, locale: 'en' | 'zh'): string {
  const b = checkout.billing;
  if (!b) return '';
  if (step === 'method') {
    const method = b.orderMethod
      ? (checkout.config?.orderMethods.find((m) => m.method === b.orderMethod)?.name ?? t(METHOD_KEYS[b.orderMethod]))
      : '';
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

const STEP_TITLES: Record<StepId, string> = {
  method: 'istore_checkout_step_method',
  contact: 'istore_checkout_step_contact',
  extras: 'istore_checkout_step_extras',
};

function CheckoutPage() {
  const root = useStores();
  const { checkout, session, app, checkoutDeps } = root;
  const checkoutPaths = checkoutPathsOf(root);
  const t = session.t;
  const locale = session.locale;
  const money = moneyFormat(session);
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

  let body: JSX.Element;
  if (checkout.status === 'idle' || (checkout.status === 'loading' && !checkout.billing)) {
    body = (
      <View className="co-loading" {...a11y({ role: 'status' })}>
        <Spinner />
        <Text>{t('istore_checkout_loading')}</Text>
      </View>
    );
  } else if (checkout.status === 'error') {
    body = (
      <View className="co-card">
        <Alert kind="error">{checkout.loadError ?? t('istore_common_error')}</Alert>
        <ActionButton variant="primary" onPress={() => void checkout.init()}>
          {t('istore_common_retry')}
        </ActionButton>
      </View>
    );
  } else if (checkout.isCartEmpty) {
    body = (
      <View className="co-empty" {...a11y({ role: 'status' })}>
        <Text className="co-empty__title">{t('istore_cart_empty')}</Text>
        <AppLink href="/store" className="action-button action-button--primary">
          {t('istore_confirmation_continue_shopping')}
        </AppLink>
      </View>
    );
  } else {
    body = (
      <View className="co-layout">
        <View className="co-layout__main">
          {checkout.stepError && (
            <Alert kind="error" focusKey={checkout.errorSeq}>
              {checkout.stepError}
            </Alert>
          )}
          {(['method', 'contact', 'extras'] as StepId[]).map((step, i) => {
            const open = checkout.step === step;
            const done = checkout.isStepDone(step) && step !== 'extras';
            const summary = !open && done ? stepSummary(checkout, step, t, locale) : '';
            const reachable = i === 0 || checkout.isStepDone((['method', 'contact'] as StepId[])[i - 1]);
            return (
              <View
                key={step}
                className={`co-card co-step${open ? ' is-open' : ''}${done ? ' is-done' : ''}`}
                data-step={step}
              >
                <View className="co-step__head">
                  <Text className="co-step__number" {...a11y({ hidden: true })}>
                    {done && !open ? '✓' : i + 1}
                  </Text>
                  <Text
                    className="co-step__title"
                    {...(open ? { ref: stepHeading as never, tabIndex: -1 } : {})}
                    {...a11y({ role: 'heading', level: 2 })}
                  >
                    {t(STEP_TITLES[step])}
                  </Text>
                  {!open && reachable && (
                    <ActionButton
                      variant="quiet"
                      className="co-step__edit"
                      label={t('istore_checkout_edit_step', { step: t(STEP_TITLES[step]) })}
                      onPress={() => checkout.openStep(step)}
                    >
                      {done ? t('istore_checkout_edit') : t('istore_checkout_open')}
                    </ActionButton>
                  )}
                </View>
                {summary && <Text className="co-step__summary">{summary}</Text>}
                {open && step === 'method' && <MethodStep checkout={checkout} t={t} />}
                {open && step === 'contact' && <ContactStep checkout={checkout} t={t} loggedIn={session.loggedIn} />}
                {open && step === 'extras' && <ExtrasStep checkout={checkout} t={t} onDone={toPayment} />}
              </View>
            );
          })}
        </View>
        <View className="co-layout__aside">
          {checkout.billing && (
            <OrderSummary
              billing={checkout.billing}
              money={money}
              t={t}
              locale={locale}
              display={displayCurrency(session, checkout.billing.totals.currency)}
              taxRateBasisPoints={checkout.config?.taxRateBasisPoints}
              tipChosen={checkout.isStepDone('contact')}
              charge="will"
            />
          )}
        </View>
      </View>
    );
  }

  return (
    <PageShell>
      <View className="co-page co-checkout">
        <Text className="co-page__title" {...a11y({ role: 'heading', level: 1 })}>
          {t('istore_checkout_title')}
        </Text>
        {body}
      </View>
    </PageShell>
  );
}

export default observer(CheckoutPage);
