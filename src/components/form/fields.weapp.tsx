// The mini-program's form controls (see fields.tsx for the H5 ones): Taro's Input, Textarea,
// Picker, tappable choice cards and Switch, with labels as text and errors under each field.
import type { ReactNode } from 'react';
import { Input, Picker, Switch, Text, Textarea, View } from '@tarojs/components';
import type {
  ChoiceGroupProps,
  CheckboxFieldProps,
  SelectFieldProps,
  TextAreaFieldProps,
  TextFieldProps,
} from './types';
import './form.scss';

export type { ChoiceGroupProps, CheckboxFieldProps, SelectFieldProps, TextAreaFieldProps, TextFieldProps };

export function fieldDomId(id: string): string {
  return `field-${id.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

function Messages({ error, hint }: { error?: string; hint?: string }) {
  return (
    <>
      {hint && <Text className="field__hint">{hint}</Text>}
      {error && <Text className="field__error">{error}</Text>}
    </>
  );
}

function cls(p: { error?: string; className?: string }, extra = ''): string {
  return `field${extra}${p.error ? ' field--invalid' : ''}${p.className ? ` ${p.className}` : ''}`;
}

export function TextField(p: TextFieldProps) {
  const type = p.type === 'tel' ? 'number' : p.type === 'number' ? 'digit' : 'text';
  return (
    <View className={cls(p)}>
      <Text className="field__label">
        {p.label}
        {p.required ? ' *' : ''}
      </Text>
      <Input
        className="field__input"
        type={type}
        password={p.type === 'password'}
        placeholder={p.placeholder}
        maxlength={p.maxLength ?? 140}
        disabled={p.disabled}
        ariaLabel={p.label}
        value={p.value}
        onInput={(e) => p.onInput(e.detail.value)}
      />
      <Messages error={p.error} hint={p.hint} />
    </View>
  );
}

export function TextAreaField(p: TextAreaFieldProps) {
  return (
    <View className={cls(p)}>
      <Text className="field__label">{p.label}</Text>
      <Textarea
        className="field__input field__input--area"
        maxlength={p.maxLength ?? 500}
        placeholder={p.placeholder}
        ariaLabel={p.label}
        value={p.value}
        onInput={(e) => p.onInput(e.detail.value)}
      />
      <Messages error={p.error} hint={p.hint} />
    </View>
  );
}

export function SelectField(p: SelectFieldProps) {
  const index = p.options.findIndex((o) => o.value === p.value);
  return (
    <View className={cls(p)}>
      <Text className="field__label">
        {p.label}
        {p.required ? ' *' : ''}
      </Text>
      <Picker
        mode="selector"
        range={p.options.map((o) => o.label)}
        value={Math.max(index, 0)}
        onChange={(e) => p.onChange(p.options[Number(e.detail.value)]?.value ?? '')}
      >
        <View className="field__input field__input--select" ariaRole="button" ariaLabel={p.label}>
          <Text>{index >= 0 ? p.options[index].label : p.placeholder}</Text>
        </View>
      </Picker>
      <Messages error={p.error} hint={p.hint} />
    </View>
  );
}

export function ChoiceGroup(p: ChoiceGroupProps) {
  return (
    <View
      className={cls(p, ` choice-group${p.compact ? ' choice-group--compact' : ''}`)}
      ariaRole="radiogroup"
      ariaLabel={p.label}
    >
      <Text className="field__label">
        {p.label}
        {p.required ? ' *' : ''}
      </Text>
      <View className="choice-group__options">
        {p.options.map((o) => {
          const checked = o.value === p.value;
          return (
            <View
              key={o.value}
              className={`choice${checked ? ' is-checked' : ''}${o.disabled ? ' is-disabled' : ''}`}
              ariaRole="radio"
              ariaLabel={o.label}
              {...({ ariaChecked: checked } as Record<string, unknown>)}
              onClick={() => !o.disabled && p.onChange(o.value)}
            >
              {o.mark && <Text className={`choice__mark choice__mark--${o.mark.id}`}>{o.mark.text}</Text>}
              <View className="choice__text">
                <Text className="choice__label">{o.label}</Text>
                {o.description && <Text className="choice__description">{o.description}</Text>}
              </View>
            </View>
          );
        })}
      </View>
      <Messages error={p.error} hint={p.hint} />
    </View>
  );
}

export function CheckboxField(p: CheckboxFieldProps) {
  return (
    <View className={`checkbox${p.className ? ` ${p.className}` : ''}`}>
      <Switch checked={p.checked} ariaLabel={p.label} onChange={(e) => p.onChange(!!e.detail.value)} />
      <Text className="checkbox__label">{p.label}</Text>
    </View>
  );
}

export function FormBox({
  label,
  children,
  className,
}: {
  onSubmit: () => void;
  label?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <View className={className} ariaLabel={label}>
      {children}
    </View>
  );
}

/** The mini-program has no focus to move (errors show under each field). */
export function focusField(_id: string): void {}
