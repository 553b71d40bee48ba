/** Errors the web server answers itself, in the istore API's shape (types/api.ts ApiErrorBody). */
import type { ApiErrorBody, ApiErrorCode } from '../../types/api';

export function errorBody(code: ApiErrorCode, message: string): ApiErrorBody {
  return { errors: [{ code, message }] };
}
