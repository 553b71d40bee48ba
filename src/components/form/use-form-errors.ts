import { useEffect } from 'react';
import type { Errors } from '@/domain/checkout';
import type { Translator } from '@/i18n/translator';
import { focusField } from './fields';

/**
 * A form's field errors as its screen shows them (sign in, register, reset password, My Account):
 * returns `err(field)`, the field's translated message; and each time the store counts another
 * refusal (`errorSeq`), the first wrong field gets the focus and comes into view. `fieldId` turns
 * an error's field into the field's id (ids that carry their form's prefix); null leaves the focus
 * to another part of the screen.
 */
export function useFormErrors(
  store: { errors: Errors; errorSeq: number },
  t: Translator,
  fieldId: ((field: string) => string) | null = (field) => field,
): (field: string) => string | undefined {
  useEffect(() => {
    const first = Object.keys(store.errors)[0];
    if (first && fieldId) focusField(fieldId(first));
  }, [store.errorSeq]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new refusal moves the focus
  return (field) => {
    const e = store.errors[field];
    return e ? t(e.key, e.params) : undefined;
  };
}
