// H5 (and jest): native form controls with real <label>s, so every field has an accessible name,
// errors are tied to their field (aria-describedby), and browsers can autofill; fields.weapp.tsx
// serves the mini-program with Taro's Input / Picker / Textarea.
import type {
  ChoiceGroupProps,
  CheckboxFieldProps,
  SelectFieldProps,
  TextAreaFieldProps,
  TextFieldProps,
} from './types';
import './form.scss';

export type { ChoiceGroupProps, CheckboxFieldProps, SelectFieldProps, TextAreaFieldProps, TextFieldProps };

/** A DOM id for a field key ('contact.email' -> 'field-contact-email'). */
export function fieldDomId(id: string): string {
  return `field-${id.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${fieldDomId(id)}-hint` : '', error ? `${fieldDomId(id)}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <span id={`${fieldDomId(id)}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${fieldDomId(id)}-error`} className="field__error">
          {error}
        </span>
      )}
    </>
  );
}

export function TextField(p: TextFieldProps) {
  const domId = fieldDomId(p.id);
  return (
    <div className={`field${p.error ? ' field--invalid' : ''}${p.className ? ` ${p.className}` : ''}`}>
      <label className="field__label" htmlFor={domId}>
        {p.label}
        {p.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={domId}
        name={p.id}
        className="field__input"
        type={p.type ?? 'text'}
        inputMode={p.inputMode}
        autoComplete={p.autoComplete}
        placeholder={p.placeholder}
        maxLength={p.maxLength}
        required={p.required}
        disabled={p.disabled}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy(p.id, p.error, p.hint)}
        value={p.value}
        onChange={(e) => p.onInput(e.target.value)}
      />
      <Messages id={p.id} error={p.error} hint={p.hint} />
    </div>
  );
}

export function TextAreaField(p: TextAreaFieldProps) {
  const domId = fieldDomId(p.id);
  return (
    <div className={`field${p.error ? ' field--invalid' : ''}${p.className ? ` ${p.className}` : ''}`}>
      <label className="field__label" htmlFor={domId}>
        {p.label}
      </label>
      <textarea
        id={domId}
        name={p.id}
        className="field__input field__input--area"
        maxLength={p.maxLength}
        placeholder={p.placeholder}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy(p.id, p.error, p.hint)}
        value={p.value}
        onChange={(e) => p.onInput(e.target.value)}
      />
      <Messages id={p.id} error={p.error} hint={p.hint} />
    </div>
  );
}

export function SelectField(p: SelectFieldProps) {
  const domId = fieldDomId(p.id);
  return (
    <div className={`field${p.error ? ' field--invalid' : ''}${p.className ? ` ${p.className}` : ''}`}>
      <label className="field__label" htmlFor={domId}>
        {p.label}
        {p.required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={domId}
        name={p.id}
        className="field__input field__input--select"
        required={p.required}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy(p.id, p.error, p.hint)}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      >
        <option value="">{p.placeholder}</option>
        {p.options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages id={p.id} error={p.error} hint={p.hint} />
    </div>
  );
}

/** Radio buttons drawn as cards (or compact chips); a fieldset with its legend. */
export function ChoiceGroup(p: ChoiceGroupProps) {
  const domId = fieldDomId(p.id);
  return (
    <fieldset
      className={`field choice-group${p.compact ? ' choice-group--compact' : ''}${p.error ? ' field--invalid' : ''}${p.className ? ` ${p.className}` : ''}`}
      id={domId}
      aria-describedby={describedBy(p.id, p.error, p.hint)}
    >
      <legend className="field__label">
        {p.label}
        {p.required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="choice-group__options">
        {p.options.map((o) => {
          const optionId = `${domId}-${o.value.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
          const checked = o.value === p.value;
          return (
            <label
              key={o.value}
              htmlFor={optionId}
              className={`choice${checked ? ' is-checked' : ''}${o.disabled ? ' is-disabled' : ''}`}
            >
              <input
                id={optionId}
                type="radio"
                className="choice__input"
                name={domId}
                value={o.value}
                checked={checked}
                disabled={o.disabled}
                onChange={() => p.onChange(o.value)}
              />
              {o.mark && (
                <span className={`choice__mark choice__mark--${o.mark.id}`} aria-hidden="true">
                  {o.mark.text}
                </span>
              )}
              <span className="choice__text">
                <span className="choice__label">{o.label}</span>
                {o.description && <span className="choice__description">{o.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <Messages id={p.id} error={p.error} hint={p.hint} />
    </fieldset>
  );
}

export function CheckboxField(p: CheckboxFieldProps) {
  const domId = fieldDomId(p.id);
  return (
    <label htmlFor={domId} className={`checkbox${p.className ? ` ${p.className}` : ''}`}>
      <input
        id={domId}
        type="checkbox"
        className="checkbox__input"
        checked={p.checked}
        onChange={(e) => p.onChange(e.target.checked)}
      />
      <span className="checkbox__label">{p.label}</span>
    </label>
  );
}

/** A form that submits on Enter (H5); the mini-program has no such thing. */
export function FormBox({
  onSubmit,
  label,
  children,
  className,
}: {
  onSubmit: () => void;
  label?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <form
      className={className}
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Moves focus (and so the view) to a field by its key; a choice group focuses its first radio. */
export function focusField(id: string): void {
  if (typeof document === 'undefined') return;
  const el = document.getElementById(fieldDomId(id));
  if (!el) return;
  const target = el.tagName === 'FIELDSET' ? el.querySelector<HTMLElement>('input:checked, input') : el;
  target?.focus();
}
