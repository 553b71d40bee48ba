// The mini-program: WeChat's input (search-input.tsx: the browser's own field on H5).
import { Input } from '@tarojs/components';
import type { SearchInputProps } from './search-input';

export type { SearchInputProps } from './search-input';

export function SearchInput(props: SearchInputProps) {
  return (
    <Input
      className={props.className}
      type="text"
      confirmType="search"
      value={props.value}
      placeholder={props.placeholder}
      focus={props.focus}
      aria-label={props.label}
      onInput={(e) => props.onInput(e.detail.value)}
      onConfirm={(e) => props.onSubmit(e.detail.value)}
    />
  );
}
