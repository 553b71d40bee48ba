/** QR code rules (spec 2.6, 5): data non-empty, version 1 to 40; the share QR is width 128, level M. */
import { QR_MAX_VERSION, QR_MIN_VERSION, SHARE_QR_LEVEL, SHARE_QR_WIDTH } from './constants';

export type QrCheck = { ok: true } | { ok: false; error: string };

export function validateQr(data: string | null | undefined, version?: number): QrCheck {
  if (!data) return { ok: false, error: 'QR data must not be empty' };
  if (version !== undefined && (!Number.isInteger(version) || version < QR_MIN_VERSION || version > QR_MAX_VERSION)) {
    return { ok: false, error: `QR version must be ${QR_MIN_VERSION} to ${QR_MAX_VERSION}` };
  }
  return { ok: true };
}

/** Options for the share QR (the names the qrcode library uses). */
export const SHARE_QR_OPTIONS = { width: SHARE_QR_WIDTH, errorCorrectionLevel: SHARE_QR_LEVEL } as const;
