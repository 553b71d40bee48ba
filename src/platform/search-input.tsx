// H5 (and jest): the browser's own text field. Taro's Input component, which the mini-program
// needs (search-input.weapp.tsx), is ~5 KB of first-screen JS on H5 for a field the browser
// already draws; the header's search box is on every first screen.
import { useEffect, useRef } from 'react';

export interface SearchInputProps {
  className?: string;
  value: string;
  placeholder: string;
  /** Accessible name. */
  label: string;
  /** Take the focus when shown (the phone's search row opened by its icon). */
  focus?: boolean;
  onInput: (value: string) => void;
  /** Enter / the keyboard's search key. */
  onSubmit: (value: string) => void;
}

export function SearchInput(props: SearchInputProps) {
  const ref = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (props.focus) ref.current?.focus();
  }, [props.focus]);
  return (
    <input
      ref={ref}
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      className={props.className}
      value={props.value}
      placeholder={props.placeholder}
      aria-label={props.label}
      onChange={(e) => props.onInput(e.currentTarget.value)}
      onKeyDown={(e) => {
        // Enter that picks a Chinese input method's candidate is not a search
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) props.onSubmit(e.currentTarget.value);
      }}
    />
  );
}
