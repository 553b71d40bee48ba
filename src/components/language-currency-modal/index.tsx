import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { Locale } from '@api-types';
import { currencyOptions, languageCurrencyChanges } from '@/domain/currency';
import { showLanguageSelect } from '@/domain/header';
import { AppButton } from '@/platform/button';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { Dialog, useDomId } from '@/components/dialog';
import { Icon } from '@/components/icon';
import { useRovingFocus } from '@/platform/roving';
import './index.scss';

export interface LanguageCurrencyModalProps {
  /** Shown or not. */
  open: boolean;
  /** Close button, backdrop, Escape. */
  onClose: () => void;
}

const LANGUAGE_KEYS: Record<Locale, 'istore_language_en' | 'istore_language_zh'> = {
  en: 'istore_language_en',
  zh: 'istore_language_zh',
};

/**
 * The language-and-currency modal (spec 2.4, 4): the language choice (only with more than one
 * language), the currency choice, Apply. A new language is set on the server; a new currency
 * fetches its rate (exchangeRates/{code}); then the page reloads.
 */
export const LanguageCurrencyModal = observer(function LanguageCurrencyModal({
  open,
  onClose,
}: LanguageCurrencyModalProps) {
  const root = useStores();
  const { app, session } = root;
  const t = session.t;
  const languages = app.settings.appConfig.supportedLanguages;
  const currencies = currencyOptions(app.settings.payment.defaultCurrency, app.settings.payment.exchangeCurrencies);
  const [locale, setLocale] = useState<Locale>(session.locale);
  const [currency, setCurrency] = useState(session.currencyCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const langLabel = useDomId('lang');
  const curLabel = useDomId('cur');
  // each radio group one Tab stop, arrows choose (the radio group pattern)
  useRovingFocus(`${langLabel}-group`);
  useRovingFocus(`${curLabel}-group`);

  // every opening starts from what is in force
  useEffect(() => {
    if (!open) return;
    setLocale(session.locale);
    setCurrency(session.currencyCode);
    setError(null);
    setBusy(false);
  }, [open, session]);

  const apply = async () => {
    const changes = languageCurrencyChanges(
      { locale: session.locale, currency: session.currencyCode },
      { locale, currency },
    );
    if (!changes.locale && !changes.currency) {
      onClose();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (changes.locale) await session.setLocale(changes.locale);
      // setCurrency reloads the page itself
      if (changes.currency) await session.setCurrency(changes.currency);
      else root.platform.reload();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('istore_common_error'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('istore_common_language_currency')}
      closeLabel={t('istore_common_close')}
      onClose={onClose}
      className="lc-modal"
      footer={
        <AppButton className="lc-modal__apply" disabled={busy} onPress={() => void apply()}>
          {busy ? t('istore_common_loading') : t('istore_common_apply')}
        </AppButton>
      }
    >
      {showLanguageSelect(languages) && (
        <View className="lc-modal__group">
          <Text id={langLabel} className="lc-modal__label">
            {t('istore_common_language')}
          </Text>
          <View
            id={`${langLabel}-group`}
            className="lc-modal__options"
            {...a11y({ role: 'radiogroup' })}
            aria-labelledby={langLabel}
          >
            {languages.map((l) => (
              <AppButton
                key={l}
                role="radio"
                checked={locale === l}
                lang={l}
                className={`lc-modal__option${locale === l ? ' is-selected' : ''}`}
                onPress={() => setLocale(l)}
              >
                <Text>{t(LANGUAGE_KEYS[l])}</Text>
                {locale === l && <Icon name="check" className="lc-modal__check" />}
              </AppButton>
            ))}
          </View>
        </View>
      )}
      {currencies.length > 0 && (
        <View className="lc-modal__group">
          <Text id={curLabel} className="lc-modal__label">
            {t('istore_common_currency')}
          </Text>
          <View
            id={`${curLabel}-group`}
            className="lc-modal__options lc-modal__options--grid"
            {...a11y({ role: 'radiogroup' })}
            aria-labelledby={curLabel}
          >
            {currencies.map((code) => (
              <AppButton
                key={code}
                role="radio"
                checked={currency === code}
                className={`lc-modal__option${currency === code ? ' is-selected' : ''}`}
                onPress={() => setCurrency(code)}
              >
                <Text>{code}</Text>
                {currency === code && <Icon name="check" className="lc-modal__check" />}
              </AppButton>
            ))}
          </View>
        </View>
      )}
      {error && (
        <View className="lc-modal__error" {...a11y({ role: 'alert' })}>
          {error}
        </View>
      )}
    </Dialog>
  );
});
