import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { currencyOptions } from '@/domain/currency';
import { languageControl, nextLocale } from '@/domain/header';
import { AppButton } from '@/platform/button';
import { useStores } from '@/stores/context';
import { Icon } from '@/components/icon';
import './index.scss';

export interface LanguageControlProps {
  /** Opens the language-and-currency modal (the dropdown's choices and Apply). */
  onOpenLanguageCurrency: () => void;
  /** 'bar': compact, for the header; 'list': full-width rows, for the side menu. */
  look?: 'bar' | 'list';
}

/**
 * Spec 2.4 / 5: a language toggle when the store has no currency list (named by the language it
 * switches to: '中文' / 'English'); with currencies, the language-and-currency dropdown: the
 * one-tap language switch stays beside it, and the currency button opens the modal holding both
 * choices. Nothing when there is one language and no currency list.
 */
export const LanguageControl = observer(function LanguageControl({
  onOpenLanguageCurrency,
  look = 'bar',
}: LanguageControlProps) {
  const { app, session } = useStores();
  const t = session.t;
  const { supportedLanguages } = app.settings.appConfig;
  const currencies = currencyOptions(app.settings.payment.defaultCurrency, app.settings.payment.exchangeCurrencies);
  const mode = languageControl(supportedLanguages, currencies);
  if (mode === 'none') return null;
  const other = nextLocale(session.locale);
  const otherName = t(other === 'zh' ? 'istore_language_zh' : 'istore_language_en');
  const toggle = supportedLanguages.length > 1 && supportedLanguages.includes(other) && (
    <AppButton
      className="language-control__toggle"
      lang={other}
      label={otherName}
      onPress={() => void session.toggleLanguage().catch(() => undefined)}
    >
      <Icon name="globe" />
      <Text>{otherName}</Text>
    </AppButton>
  );
  return (
    <View className={`language-control language-control--${look}`}>
      {toggle}
      {mode === 'dropdown' && (
        <AppButton
          className="language-control__currency"
          haspopup="dialog"
          // the bar shows only the code ('CAD'): the name says what it is; the list's visible text
          // ('Language & Currency · CAD') names it as it is (WCAG 2.5.3, label in name)
          label={look === 'list' ? undefined : t('istore_shell_currency_button', { code: session.currencyCode })}
          onPress={onOpenLanguageCurrency}
        >
          {look === 'list' && <Icon name="coin" />}
          <Text>
            {look === 'list'
              ? `${t('istore_common_language_currency')} · ${session.currencyCode}`
              : session.currencyCode}
          </Text>
          <Icon name="chevron-down" className="language-control__chevron" />
        </AppButton>
      )}
    </View>
  );
});
