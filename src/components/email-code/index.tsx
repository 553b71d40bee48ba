import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { REGISTRATION_TTL_MS, VERIFY_CODE_LENGTH, resendWaitSec } from '@/domain/registration';
import type { Translator } from '@/i18n/translator';
import { a11y } from '@/platform/a11y';
import { ActionButton } from '@/components/form/button';
import { FormBox, TextField, focusField } from '@/components/form/fields';
import { Alert } from '@/components/checkout/alert';

export interface EmailCodeProps {
  /** The account area's translator (accountT). */
  t: Translator;
  /** Where the mail went. */
  email: string;
  code: string;
  onCode: (value: string) => void;
  /** What is wrong with the typed code, already translated. */
  codeError?: string;
  /** Grows when the code field should take the focus (a refused code). */
  errorSeq: number;
  /** The server's refusal or a network error. */
  error: string | null;
  /** A new code was just sent on request. */
  resent: boolean;
  busy: boolean;
  /** When the last mail was asked for (ms): "Send a new code" waits its minute after it. */
  sentAt: number | null;
  onConfirm: () => void;
  onResend: () => void;
  /** Back to the form to correct the email. */
  onBack: () => void;
  /** Heading level of the title (1 on the signup page, 2 inside Sign In's card). */
  level?: 1 | 2;
  /** Field id (unique on the page). */
  id?: string;
}

/** Ticks once a second while "Send a new code" has to wait, so its countdown moves. */
function useResendWait(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const wait = resendWaitSec(sentAt, now);
  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait > 0, sentAt]); // eslint-disable-line react-hooks/exhaustive-deps
  return wait;
}

/**
 * "Check your email": a registration mail went to `email`; its code, typed here, confirms the
 * address (a mail link cannot open the mini-program), or its link does. The same words whether
 * or not the email already had an account.
 */
export const EmailCode = observer(function EmailCode(p: EmailCodeProps) {
  const { t, id = 'code' } = p;
  const wait = useResendWait(p.sentAt);
  useEffect(() => {
    if (p.codeError) focusField(id);
  }, [p.errorSeq]); // eslint-disable-line react-hooks/exhaustive-deps
  // a fragment: the card around it spaces its children (a wrapper would collapse the gaps)
  return (
    <>
      <Text
        className={p.level === 2 ? 'co-card__title' : 'co-page__title'}
        {...a11y({ role: 'heading', level: p.level ?? 1 })}
      >
        {t('istore_account_verify_title')}
      </Text>
      <Text className="co-muted">
        {t('istore_account_verify_intro', {
          email: p.email,
          digits: VERIFY_CODE_LENGTH,
          minutes: REGISTRATION_TTL_MS / 60_000,
        })}
      </Text>
      <Text className="co-muted">{t('istore_account_verify_taken_hint')}</Text>
      {p.error && (
        <Alert kind="error" focusKey={p.errorSeq}>
          {p.error}
        </Alert>
      )}
      {p.resent && !p.error && <Alert kind="success">{t('istore_account_verify_resent', { email: p.email })}</Alert>}
      <FormBox onSubmit={p.onConfirm} label={t('istore_account_verify_title')}>
        <TextField
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFY_CODE_LENGTH + 2}
          label={t('istore_account_verify_code')}
          required
          value={p.code}
          error={p.codeError}
          onInput={p.onCode}
        />
        <ActionButton variant="primary" block submit busy={p.busy} onPress={p.onConfirm}>
          {t('istore_account_verify_submit')}
        </ActionButton>
      </FormBox>
      <ActionButton variant="secondary" block disabled={wait > 0 || p.busy} onPress={p.onResend}>
        {wait > 0 ? t('istore_account_verify_resend_in', { seconds: wait }) : t('istore_account_verify_resend')}
      </ActionButton>
      <View className="co-account__alt">
        <ActionButton variant="quiet" onPress={p.onBack}>
          {t('istore_account_verify_other_email')}
        </ActionButton>
      </View>
    </>
  );
});
