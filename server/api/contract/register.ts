/**
 * Puts the answer schemas (answers.ts) on the reference server's routes as their 200 answer, for
 * the OpenAPI document. Answers are still written with JSON.stringify, as without a schema: a
 * schema-compiled writer would drop every field the schema does not name, and the schemas name
 * only what the store relies on.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../../types/api';
import { answerFor } from './answers';

export function registerAnswerSchemas(app: FastifyInstance): void {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    if (method === 'HEAD' || !route.url.startsWith(`${API_BASE_PATH}/`)) return;
    const answer = answerFor(`${method} ${route.url.slice(API_BASE_PATH.length)}`);
    if (!answer) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { ...response, 200: answer.schema } };
  });
}
