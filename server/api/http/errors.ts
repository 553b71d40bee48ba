/**
 * One error shape for every failed API response (spec 8: the client shows the first message):
 * `{ errors: [{ code, message, field? }] }`. Handlers throw `ApiError`; schema validation errors,
 * framework errors and unknown API paths are mapped to the same shape here.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiErrorBody, ApiErrorCode } from '../../../types/api';
import { VISIBLE } from './validation';

export type ErrorItem = ApiErrorBody['errors'][number];

export class ApiError extends Error {
  readonly statusCode: number;
  readonly items: ErrorItem[];

  constructor(statusCode: number, code: ApiErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.items = [field ? { code, message, field } : { code, message }];
  }
}

export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);

export function errorBody(code: ApiErrorCode, message: string, field?: string): ApiErrorBody {
  return { errors: [field ? { code, message, field } : { code, message }] };
}

/** "firstName" -> "First name", "postCode" -> "Post code". */
export function humanizeField(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface AjvLikeError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path',
  headers: 'Headers',
};

/** Maps one JSON-schema (ajv) error to a message a shopper can read. */
export function validationItem(e: AjvLikeError, context: string | undefined): ErrorItem {
  const p = e.params ?? {};
  const pathField = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const named =
    e.keyword === 'required'
      ? p.missingProperty
      : e.keyword === 'additionalProperties'
        ? p.additionalProperty
        : undefined;
  const field = typeof named === 'string' ? (pathField ? `${pathField}.${named}` : named) : pathField;
  // an unknown property is named in the message; the label is the object holding it
  const label =
    e.keyword === 'additionalProperties'
      ? pathField
        ? humanizeField(pathField)
        : (CONTEXT_NAMES[context ?? ''] ?? 'Input')
      : field
        ? humanizeField(field)
        : (CONTEXT_NAMES[context ?? ''] ?? 'Input');
  let message: string;
  switch (e.keyword) {
    case 'required':
      message = `${label} is required`;
      break;
    case 'format':
      message =
        p.format === 'email'
          ? `${label} must be a valid email address`
          : `${label} must be a valid ${String(p.format)}`;
      break;
    case 'minLength':
      message =
        p.limit === 1 ? `${label} must not be empty` : `${label} must be at least ${String(p.limit)} characters`;
      break;
    case 'maxLength':
      message = `${label} must be at most ${String(p.limit)} characters`;
      break;
    case 'enum':
      message = `${label} must be one of: ${(p.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}`;
      break;
    case 'type': {
      const type = String(p.type).split(',')[0];
      message = `${label} must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
      break;
    }
    case 'text':
      message = `${label} must be text without control characters`;
      break;
    case 'pattern':
      message = p.pattern === VISIBLE ? `${label} must not be blank` : `${label} has an invalid format`;
      break;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      message = `${label} ${e.message ?? 'is out of range'}`;
      break;
    case 'additionalProperties':
      message = `${label} has an unknown property ${String(p.additionalProperty)}`;
      break;
    default:
      message = `${label} ${e.message ?? 'is invalid'}`;
  }
  return field ? { code: 'VALIDATION', message, field } : { code: 'VALIDATION', message };
}

const FRAMEWORK_CODES: Record<string, { code: ApiErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body must not be empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' },
};

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api';
}

export interface ErrorHandlingOptions {
  onNotFound?: (req: FastifyRequest, reply: FastifyReply) => unknown;
  /** The request's language's version of a message (none: as written). */
  translate?: (req: FastifyRequest) => ((message: string) => string) | null;
}

export function registerErrorHandling(app: FastifyInstance, opts: ErrorHandlingOptions): void {
  // every error answer passes here, so a Chinese page gets Chinese messages
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !opts.translate) return payload;
    const body = payload as Partial<ApiErrorBody> | null;
    if (!body || !Array.isArray(body.errors)) return payload;
    const translate = opts.translate(req);
    return translate ? { ...body, errors: body.errors.map((e) => ({ ...e, message: translate(e.message) })) } : payload;
  });
  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.statusCode).send({ errors: err.items } satisfies ApiErrorBody);
    }
    if (err.validation) {
      const items = err.validation.map((v) => validationItem(v as AjvLikeError, err.validationContext));
      return reply.code(400).send({ errors: dedupe(items) } satisfies ApiErrorBody);
    }
    if (err.name === 'SyntaxError' || (err.code && err.code.startsWith('FST_ERR_CTP_INVALID_JSON'))) {
      return reply.code(400).send(errorBody('BAD_REQUEST', 'Request body is not valid JSON'));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(status).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    const known = err.code ? FRAMEWORK_CODES[err.code] : undefined;
    return reply.code(status).send(errorBody(known?.code ?? 'BAD_REQUEST', known?.message ?? err.message));
  });

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (!isApiPath(url) && opts.onNotFound) return opts.onNotFound(req, reply);
    return reply.code(404).send(errorBody('NOT_FOUND', `No such endpoint: ${req.method} ${url}`));
  });
}

function dedupe(items: ErrorItem[]): ErrorItem[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.field ?? ''}|${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Errors the router meets before any route (Fastify's `frameworkErrors`): a path that is not
 * valid percent-encoding, a path parameter over the length limit. Same shape as every error.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, _req, res) => {
  const reply = res as unknown as FastifyReply;
  const [status, message] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'The address is too long']
      : err.code === 'FST_ERR_BAD_URL'
        ? [400, 'The address is not valid']
        : [400, 'Bad request'];
  void reply.code(status).send(errorBody('BAD_REQUEST', message));
};

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, timeouts,
 * malformed requests): answered on the socket in the API's error shape, then closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad request'];
  const body = JSON.stringify(errorBody('BAD_REQUEST', message));
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}
