/** Props of the form primitives (button.tsx, fields.tsx and their .weapp.tsx siblings). */
import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export interface ActionButtonProps {
  children?: ReactNode;
  onPress: () => void;
  /** One primary action per screen (DESIGN.md). */
  variant?: ButtonVariant;
  disabled?: boolean;
  /** Shows a spinner and disables the button while its action runs. */
  busy?: boolean;
  /** Accessible name when the content says less than the action does. */
  label?: string;
  /** Full width. */
  block?: boolean;
  className?: string;
  /** Submits the surrounding form (H5: Enter in a field submits). */
  submit?: boolean;
}

export interface FieldOption {
  value: string;
  label: string;
  /** Second line of a choice card. */
  description?: string;
  /** A mark before the label (a payment method's logo): its class modifier and short text. */
  mark?: { id: string; text: string };
  disabled?: boolean;
}

interface FieldBase {
  /** Unique on the page; also the field's error key (`contact.email`). */
  id: string;
  label: string;
  /** The error text, already translated. */
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
}

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onInput: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  options: FieldOption[];
  onChange: (value: string) => void;
  /** Text of the empty choice. */
  placeholder: string;
}

export interface ChoiceGroupProps extends FieldBase {
  value: string;
  options: FieldOption[];
  onChange: (value: string) => void;
  /** Lay the choices out in a row of compact chips (time slots, tips). */
  compact?: boolean;
}

export interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}
