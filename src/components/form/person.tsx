/**
 * The fields every account and address form asks alike: first and last name side by side, an
 * email, a password. One place gives them their input type, keyboard and autofill hint, so Sign
 * In, Register, My Account, the address book and the outside sign-in cannot drift apart (the
 * outside sign-in's form had lost its autofill hints that way).
 */
import { View } from '@tarojs/components';
import type { Translator } from '@/i18n/translator';
import { TextField } from './fields';

export type NameField = 'firstName' | 'lastName';

export interface NameFieldsProps {
  t: Translator;
  /** Prefix of the two inputs' ids ('address-' gives `address-firstName`); '' on a page with one form. */
  idPrefix?: string;
  firstName: string;
  lastName: string;
  error: (field: NameField) => string | undefined;
  onInput: (field: NameField, value: string) => void;
}

/** First and last name, side by side where there is room. */
export function NameFields({ t, idPrefix = '', firstName, lastName, error, onInput }: NameFieldsProps) {
  return (
    <View className="co-grid-2">
      <TextField
        id={`${idPrefix}firstName`}
        autoComplete="given-name"
        label={t('istore_checkout_first_name')}
        required
        value={firstName}
        error={error('firstName')}
        onInput={(v) => onInput('firstName', v)}
      />
      <TextField
        id={`${idPrefix}lastName`}
        autoComplete="family-name"
        label={t('istore_checkout_last_name')}
        required
        value={lastName}
        error={error('lastName')}
        onInput={(v) => onInput('lastName', v)}
      />
    </View>
  );
}

export interface EmailFieldProps {
  t: Translator;
  id: string;
  value: string;
  error?: string;
  onInput: (value: string) => void;
}

/** An email: the phone's email keyboard, and autofill offers the shopper's address. */
export function EmailField({ t, id, value, error, onInput }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      type="email"
      inputMode="email"
      autoComplete="email"
      label={t('istore_checkout_email')}
      required
      value={value}
      error={error}
      onInput={onInput}
    />
  );
}

export interface PasswordFieldProps {
  id: string;
  /** `current` signs in with a kept password; `new` lets the password manager suggest one. */
  purpose: 'current' | 'new';
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onInput: (value: string) => void;
}

export function PasswordField({ id, purpose, label, value, error, hint, onInput }: PasswordFieldProps) {
  return (
    <TextField
      id={id}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      label={label}
      hint={hint}
      required
      value={value}
      error={error}
      onInput={onInput}
    />
  );
}
