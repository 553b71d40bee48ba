/**
 * The OpenAPI 3.1 document of the istore API as the store uses it, generated from the reference
 * server's own route schemas by @fastify/swagger: every call under the API base path with its
 * parameters and request body as the server validates them, the answer the store relies on
 * (server/api/contract/answers.ts), whether it is a spec call or an extension (`x-extension`),
 * and for the reads the conformance check makes, what the shopper sees when it fails
 * (`x-store-need`, `x-store-fails`: server/conformance/calls.ts).
 */
import fastifySwagger from '@fastify/swagger';
import { buildServer } from '../../server/api/app';
import { answerFor } from '../../server/api/contract/answers';
import { READS, SHOPPER_READS } from '../../server/conformance/calls';
import { API_BASE_PATH, EXT_PATH } from '../../types/api';

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Keys sorted, so the committed document changes only when the contract does. */
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (!v || typeof v !== 'object') return v;
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .map((k) => [k, sorted((v as Json)[k])]),
  );
}

export async function buildOpenApi(): Promise<Json> {
  const app = buildServer({
    dbFile: ':memory:',
    env: {},
    extensions: 'all',
    beforeRoutes: (a) => {
      void a.register(fastifySwagger, {
        stripBasePath: false,
        openapi: {
          openapi: '3.1.0',
          info: {
            title: 'istore API, as the store uses it',
            version: '1',
            description:
              'Generated from the reference server (server/api/) by scripts/api-docs.ts; browse it as docs/api.md. ' +
              'Answers name what the store relies on; an API may send more.',
          },
          servers: [{ url: `{origin}${API_BASE_PATH}`, variables: { origin: { default: 'http://127.0.0.1:8080' } } }],
        },
      });
    },
  });
  await app.ready();
  const raw = (app as unknown as { swagger(): Json }).swagger();
  await app.close();

  const checks = new Map([...READS, ...SHOPPER_READS].map((c) => [c.id, c]));
  const paths: Json = {};
  for (const [full, item] of Object.entries((raw.paths ?? {}) as Record<string, Json>)) {
    if (!full.startsWith(`${API_BASE_PATH}/`)) continue;
    const p = full.slice(API_BASE_PATH.length);
    const ext = p.startsWith(`/${EXT_PATH}/`) ? p.split('/')[2] : null;
    const out: Json = {};
    for (const m of METHODS) {
      const op = item[m] as Json | undefined;
      if (!op) continue;
      const route = `${m.toUpperCase()} ${p.replace(/\{([^}]+)\}/g, ':$1')}`;
      const answer = answerFor(route);
      const check = answer ? checks.get(answer.check) : undefined;
      const responses = (op.responses ?? {}) as Json;
      if (!answer) responses['200'] ??= { description: 'Default Response' };
      out[m] = {
        ...op,
        tags: [ext ? 'extension' : 'spec'],
        ...(ext ? { 'x-extension': ext } : {}),
        ...(check ? { 'x-store-need': check.need, 'x-store-fails': check.fails } : {}),
        responses,
      };
    }
    if (Object.keys(out).length) paths[p] = out;
  }
  return sorted({
    ...raw,
    tags: [
      { name: 'spec', description: 'calls of the istore API spec' },
      {
        name: 'extension',
        description: 'features beyond the spec, under ext/<name>/, offered only when app info lists them',
      },
    ],
    paths,
  }) as Json;
}
