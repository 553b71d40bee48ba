/**
 * Small builders for the answer schemas (JSON Schema 2020-12, as OpenAPI 3.1 takes it). Objects
 * stay open: the store reads the fields named, an API may send more.
 */
export type Schema = Record<string, unknown>;

export const text = (description?: string, minLength?: number): Schema => ({
  type: 'string',
  ...(minLength ? { minLength } : {}),
  ...(description ? { description } : {}),
});
export const name = (description?: string): Schema => text(description, 1);
export const int = (description?: string, minimum?: number): Schema => ({
  type: 'integer',
  ...(minimum !== undefined ? { minimum } : {}),
  ...(description ? { description } : {}),
});
export const minor = (description = 'money in minor units of the currency'): Schema => int(description, 0);
export const id = (description?: string): Schema => int(description, 1);
export const flag = (description?: string): Schema => ({ type: 'boolean', ...(description ? { description } : {}) });
export const list = (items: Schema, description?: string): Schema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});
export const orNull = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
export const obj = (properties: Record<string, Schema>, required: string[] = [], description?: string): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
  ...(description ? { description } : {}),
});
export const oneOfText = (values: readonly string[], description?: string): Schema => ({
  type: 'string',
  enum: [...values],
  ...(description ? { description } : {}),
});

/** One call's answer schema (answers.ts lists them). */
export interface AnswerContract {
  /** Method and route as the reference server declares it, under the API base path. */
  route: string;
  /** The conformance check's call id that reads this answer. */
  check: string;
  schema: Schema;
}
