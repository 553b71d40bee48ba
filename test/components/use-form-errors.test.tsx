/**
 * useFormErrors (components/form/use-form-errors.ts), the form wiring of sign in, register, reset
 * password and My Account: a field's translated message, and the first wrong field focused on
 * each new refusal (by its id, with the form's prefix), or not at all when the screen does it.
 */
import { render, screen } from '@testing-library/react';
import type { Errors } from '@/domain/checkout';
import { fieldDomId } from '@/components/form/fields';
import { useFormErrors } from '@/components/form/use-form-errors';
import { createTranslator } from '@/i18n/translator';

const t = createTranslator('en');

function Form({
  store,
  fieldId,
}: {
  store: { errors: Errors; errorSeq: number };
  fieldId?: ((f: string) => string) | null;
}) {
  const err = useFormErrors(store, t, fieldId);
  return (
    <form>
      {['email', 'password'].map((f) => (
        <label key={f}>
          {f}
          <input id={fieldDomId(fieldId === undefined ? f : `reset-${f}`)} />
          <span data-testid={`${f}-error`}>{err(f) ?? ''}</span>
        </label>
      ))}
    </form>
  );
}

const refused = (errorSeq: number): { errors: Errors; errorSeq: number } => ({
  errors: { password: { key: 'istore_account_err_password' }, email: { key: 'istore_checkout_err_email' } },
  errorSeq,
});

it("shows each field's message, translated; none for a right field", () => {
  render(<Form store={{ errors: { email: { key: 'istore_checkout_err_email' } }, errorSeq: 1 }} />);
  expect(screen.getByTestId('email-error').textContent).toBe(t('istore_checkout_err_email'));
  expect(screen.getByTestId('email-error').textContent).not.toBe('');
  expect(screen.getByTestId('password-error').textContent).toBe('');
});

it('focuses the first wrong field on a new refusal, by its prefixed id', () => {
  const { rerender } = render(<Form store={{ errors: {}, errorSeq: 0 }} fieldId={(f) => `reset-${f}`} />);
  expect(document.activeElement).toBe(document.body);
  rerender(<Form store={refused(1)} fieldId={(f) => `reset-${f}`} />);
  expect(document.activeElement).toBe(document.getElementById(fieldDomId('reset-password')));
});

it('leaves the focus alone when the screen moves it itself (fieldId null)', () => {
  const { rerender } = render(<Form store={{ errors: {}, errorSeq: 0 }} fieldId={null} />);
  rerender(<Form store={refused(1)} fieldId={null} />);
  expect(document.activeElement).toBe(document.body);
});
