/** Why a request got no HTTP response at all. Shared by every transport variant. */
export type TransportFailure = 'network' | 'timeout';

export class TransportError extends Error {
  readonly kind: TransportFailure;

  constructor(kind: TransportFailure, message?: string) {
    super(message ?? (kind === 'timeout' ? 'Request timed out' : 'Network request failed'));
    this.name = 'TransportError';
    this.kind = kind;
  }
}

export function isTransportError(e: unknown): e is TransportError {
  return e instanceof TransportError;
}
