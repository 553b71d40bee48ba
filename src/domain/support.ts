/**
 * The support form (POST message/submitForm): name, email, an optional order number and the
 * message. The limits are the reference server's (server/api/routes/user-area.ts). Messages are i18n keys.
 */
import { emailError, type Errors } from './checkout';

export const SUPPORT_NAME_MAX = 80;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;

export interface SupportForm {
  name: string;
  email: string;
  orderID: string;
  message: string;
}

export function validateSupportForm(f: SupportForm): Errors {
  const errors: Errors = {};
  const name = f.name.trim();
  if (!name) errors.name = { key: 'istore_support_err_name' };
  else if (name.length > SUPPORT_NAME_MAX)
    errors.name = { key: 'istore_checkout_err_too_long', params: { max: SUPPORT_NAME_MAX } };
  const email = emailError(f.email);
  if (email) errors.email = email;
  const order = f.orderID.trim();
  if (order && !/^\d{1,15}$/.test(order)) errors.orderID = { key: 'istore_support_err_order' };
  const message = f.message.trim();
  if (message.length < SUPPORT_MESSAGE_MIN)
    errors.message = { key: 'istore_support_err_message_short', params: { min: SUPPORT_MESSAGE_MIN } };
  else if (message.length > SUPPORT_MESSAGE_MAX)
    errors.message = { key: 'istore_checkout_err_too_long', params: { max: SUPPORT_MESSAGE_MAX } };
  return errors;
}

/** The body to send: trimmed, the order left out when empty. */
export function supportRequest(f: SupportForm): { name: string; email: string; orderID?: string; message: string } {
  const orderID = f.orderID.trim();
  return { name: f.name.trim(), email: f.email.trim(), ...(orderID ? { orderID } : {}), message: f.message.trim() };
}
