import { useState } from 'react';
import { Input, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { shouldSearch } from '@/domain/productQuery';
import type { Translator } from '@/i18n/translator';
import { AppButton } from '@/platform/button';
import { Icon } from '@/components/icon';
import './index.scss';
import '@/i18n/catalogue';

export interface SearchFieldProps {
  /** The text to start with (the current search). */
  initial?: string;
  /** Called with the trimmed text; never with empty text (spec 5). */
  onSearch: (text: string) => void;
  t: Translator;
}

/** The search page's field: Enter or the button searches; empty text does not. */
export function SearchField({ initial = '', onSearch, t }: SearchFieldProps) {
  const [text, setText] = useState(initial);
  const label = t('istore_catalogue_search_label');
  const submit = (value: string) => {
    if (shouldSearch(value)) onSearch(value.trim());
  };
  return (
    <View className="search-field" {...a11y({ role: 'search' })}>
      <Input
        className="search-field__input"
        type="text"
        confirmType="search"
        value={text}
        placeholder={t('istore_catalogue_search_placeholder')}
        aria-label={label}
        onInput={(e) => setText(e.detail.value)}
        onConfirm={(e) => submit(e.detail.value)}
      />
      <AppButton
        className="search-field__submit"
        label={t('istore_catalogue_search')}
        disabled={!shouldSearch(text)}
        onPress={() => submit(text)}
      >
        <Icon name="search" />
      </AppButton>
    </View>
  );
}
