import { useEffect, useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/stores/context';
import { AlertRequestStore, type AlertSubscribe, type AlertTarget } from '@/stores/AlertRequestStore';
import { alertSubscribe } from '@/stores/alertSubscribe';
import { ActionButton } from '@/components/form/button';
import { FormBox, TextField, focusField } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';
import '../form/form.scss';
import '@/i18n/alerts';
import './index.scss';

export interface AlertRequestProps {
  target: AlertTarget;
  /** The product's name, for the button's accessible name. */
  name: string;
  /** 'page': the product page's buy box; 'row': a row of the Favourites list. */
  variant?: 'page' | 'row';
  /** WeChat's subscribe prompt (default: the mini-program's, when the server offers it; none on H5). */
  subscribe?: AlertSubscribe | null;
}

/**
 * "Notify me" (back in stock) or "Tell me when it's cheaper": a signed-in shopper is told at once;
 * a guest gives an email and is told to confirm it by mail; in the mini-program the tap asks for
 * WeChat's one-time subscribe message. Shown only when the server offers `alerts` (the caller
 * decides), marked `data-ext` for the test against a server without extensions.
 */
export const AlertRequest = observer(function AlertRequest({
  target,
  name,
  variant = 'page',
  subscribe,
}: AlertRequestProps) {
  const root = useStores();
  const t = root.session.t;
  const [s] = useState(() => new AlertRequestStore(root, target, subscribe ?? alertSubscribe(root)));
  const fieldId = `alert-email-${target.kind}-${target.productId}`;
  useEffect(() => {
    if (s.phase === 'email') focusField(fieldId);
  }, [s.phase, s, fieldId]);
  const stock = target.kind === 'stock';
  const named = t(stock ? 'istore_alert_notify_me_named' : 'istore_alert_cheaper_named', { name });
  const sending = s.phase === 'sending';
  return (
    <View className={`alert-request alert-request--${variant}`} data-ext="alerts" data-alert-kind={target.kind}>
      {s.phase !== 'email' && s.phase !== 'done' && (
        <ActionButton
          variant={variant === 'page' ? 'primary' : 'quiet'}
          block={variant === 'page'}
          busy={sending}
          label={named}
          onPress={() => s.tap()}
        >
          {sending ? t('istore_alert_sending') : t(stock ? 'istore_alert_notify_me' : 'istore_alert_cheaper')}
        </ActionButton>
      )}
      {s.phase === 'email' && (
        <FormBox className="alert-request__form" onSubmit={() => void s.submitEmail()} label={named}>
          <TextField
            id={fieldId}
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('istore_alert_email_label')}
            hint={t('istore_alert_email_hint')}
            required
            value={s.email}
            error={s.emailError ? t(s.emailError) : undefined}
            onInput={(v) => s.setEmail(v)}
          />
          <View className="alert-request__buttons">
            <ActionButton variant="primary" submit onPress={() => void s.submitEmail()}>
              {t('istore_alert_submit')}
            </ActionButton>
            <ActionButton variant="quiet" onPress={() => s.close()}>
              {t('istore_alert_close')}
            </ActionButton>
          </View>
        </FormBox>
      )}
      {s.message && <Alert kind={s.tone}>{s.message}</Alert>}
    </View>
  );
});
