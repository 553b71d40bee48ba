/**
 * Request validation taken strictly: JSON bodies are validated as sent, with no type
 * coercion (`true` is not the integer 1, `[25]` is not 25) and no silently dropped properties (an
 * object schema without its own `additionalProperties` refuses unknown ones). URL parts (query,
 * path parameters, headers) are text by nature and still read numbers and booleans from it. Every
 * string, in any part, must be valid Unicode without control characters (line breaks and tabs are
 * text) and without text-direction controls (U+202E and its kin make text read otherwise than it
 * is written: a street, a comment, a name): one rule for every free-text field. Passwords (a
 * property named so) are exempt from the direction rule only: they are never shown, and one set
 * before cannot be locked out. The `text` keyword says so and errors.ts words its message.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Arabic letter mark, LRM/RLM, embeddings and overrides, isolates. */
const DIRECTION = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A field that must not be blank has at least one character that shows: not white space, nor a
 * zero-width or invisible format character (a name of only U+200B is blank).
 */
export const VISIBLE = '[^\\s\\u00ad\\u180e\\u200b-\\u200f\\u2060-\\u2064\\ufeff]';

/** True for text a shopper could have typed: valid Unicode, no control characters (no direction controls unless `secret`). */
export function isCleanText(s: string, secret = false): boolean {
  return !CONTROL.test(s) && !LONE_SURROGATE.test(s) && (secret || !DIRECTION.test(s));
}

type Schema = Record<string, unknown>;

/** A copy of the schema with `text: true` on every string and closed objects in bodies. */
export function strictSchema(schema: unknown, closeObjects: boolean, secret = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => strictSchema(s, closeObjects, secret));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema as Schema)) {
    // property names and enum/const values are data, not schemas
    if (k === 'properties' || k === 'patternProperties') {
      out[k] = Object.fromEntries(
        Object.entries(v as Schema).map(([name, s]) => [name, strictSchema(s, closeObjects, /password/i.test(name))]),
      );
    } else if (k === 'enum' || k === 'const' || k === 'default' || k === 'required') {
      out[k] = v;
    } else {
      out[k] = strictSchema(v, closeObjects);
    }
  }
  const types = ([] as unknown[]).concat(out.type ?? []);
  if (types.includes('string')) out.text = secret ? 'secret' : true;
  if (closeObjects && types.includes('object') && out.properties && out.additionalProperties === undefined) {
    out.additionalProperties = false;
  }
  return out;
}

/** The `text` keyword, added to every string schema by strictSchema. */
function textKeyword(ajv: { addKeyword(def: object): unknown }): void {
  ajv.addKeyword({
    keyword: 'text',
    type: 'string',
    schemaType: ['boolean', 'string'],
    errors: true,
    validate: (enabled: boolean | 'secret', data: string) => !enabled || isCleanText(data, enabled === 'secret'),
  });
}

type BuildValidator = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

/**
 * Fastify's own ajv compiler (formats included), built twice: bodies without coercion, URL parts
 * with it; both with every invalid field reported, defaults applied, nothing removed.
 */
export const strictValidators = ((
  externalSchemas: unknown,
  options: { customOptions?: object; plugins?: unknown[] } | undefined,
) => {
  const factory = AjvCompiler();
  const base = { ...options?.customOptions, allErrors: true, useDefaults: true, removeAdditional: false };
  const plugins = [...(options?.plugins ?? []), textKeyword];
  const bodies = factory(
    (externalSchemas ?? {}) as never,
    { ...options, customOptions: { ...base, coerceTypes: false }, plugins } as never,
  );
  const urlParts = factory(
    (externalSchemas ?? {}) as never,
    { ...options, customOptions: { ...base, coerceTypes: 'array' }, plugins } as never,
  );
  return (route: { httpPart?: string; schema: unknown }) => {
    const isBody = route.httpPart === 'body';
    return (isBody ? bodies : urlParts)({ ...route, schema: strictSchema(route.schema, isBody) });
  };
}) as unknown as BuildValidator; // Fastify's typings name the route argument `schema`

/**
 * Part of a person's name's schema (`allOf: [NO_DIRECTION_CONTROLS]` beside `pattern: VISIBLE`): no
 * text-direction controls. A name carrying U+202E and its kin shows reversed or
 * reordered wherever it is printed (the order page, mail, the referrer's list), which disguises
 * who or what it says.
 */
export const NO_DIRECTION_CONTROLS = {
  type: 'string',
  pattern: '^[^\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]*$',
} as const;

/** An account holder's first or last name (registration, the profile, WeChat/Alipay sign-up). */
export const PERSON_NAME = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: VISIBLE,
  allOf: [NO_DIRECTION_CONTROLS],
} as const;
