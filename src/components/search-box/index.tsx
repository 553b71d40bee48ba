import { useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { searchUrl, shouldSearch } from '@/domain/productQuery';
import { AppButton } from '@/platform/button';
import { navigate } from '@/platform/navigation';
import { SearchInput } from '@/platform/search-input';
import { a11y } from '@/platform/a11y';
import { useStores } from '@/stores/context';
import { Icon } from '@/components/icon';
import './index.scss';

export interface SearchBoxProps {
  /** Focus the field when shown (the mobile search row opened by the icon). */
  autoFocus?: boolean;
  /** Runs after a search was started (closes the mobile row). */
  onSearched?: () => void;
  className?: string;
}

/** Product search: Enter or the button goes to /store/search?searchStr=...; empty text does nothing. */
export const SearchBox = observer(function SearchBox({ autoFocus, onSearched, className }: SearchBoxProps) {
  const { session } = useStores();
  const t = session.t;
  const [text, setText] = useState('');
  const label = t('istore_header_search_placeholder');
  const submit = (value: string = text) => {
    if (!shouldSearch(value)) return;
    navigate(searchUrl(value));
    onSearched?.();
  };
  return (
    <View className={`search-box${className ? ` ${className}` : ''}`} {...a11y({ role: 'search' })}>
      <Icon name="search" className="search-box__glyph" />
      <SearchInput
        className="search-box__input"
        value={text}
        placeholder={label}
        label={label}
        focus={autoFocus}
        onInput={setText}
        onSubmit={submit}
      />
      <AppButton className="search-box__submit" label={t('istore_header_search')} onPress={() => submit()}>
        <Icon name="search" />
      </AppButton>
    </View>
  );
});
