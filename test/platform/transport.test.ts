import { createFetchTransport } from '@/platform/transport';
import { TransportError } from '@/platform/transport-error';

function response(body: string, status = 200, headers: Record<string, string> = {}) {
  return {
    status,
    text: async () => body,
    headers: { forEach: (fn: (v: string, k: string) => void) => Object.entries(headers).forEach(([k, v]) => fn(v, k)) },
  } as unknown as Response;
}

it('uses fetch with credentials include, method, headers and body', async () => {
  const fetchImpl = jest.fn(async () => response('{"a":1}', 201, { 'Content-Type': 'application/json' }));
  const transport = createFetchTransport(fetchImpl);
  const res = await transport({ method: 'POST', url: '/api/x', headers: { A: 'b' }, body: '{}', timeoutMs: 1000 });
  expect(res).toEqual({ status: 201, headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
  expect(fetchImpl).toHaveBeenCalledWith(
    '/api/x',
    expect.objectContaining({ method: 'POST', headers: { A: 'b' }, body: '{}', credentials: 'include' }),
  );
  const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
  expect(init.signal).toBeInstanceOf(AbortSignal);
});

it('resolves 4xx/5xx answers (http.ts maps them)', async () => {
  const transport = createFetchTransport(async () => response('oops', 503));
  await expect(transport({ method: 'GET', url: '/x', headers: {}, timeoutMs: 1000 })).resolves.toMatchObject({
    status: 503,
    body: 'oops',
  });
});

it('a fetch failure is a network TransportError', async () => {
  const transport = createFetchTransport(async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(transport({ method: 'GET', url: '/x', headers: {}, timeoutMs: 1000 })).rejects.toMatchObject({
    name: 'TransportError',
    kind: 'network',
  });
});

it('aborts at the time limit with a timeout TransportError', async () => {
  jest.useFakeTimers();
  try {
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const p = createFetchTransport(fetchImpl)({ method: 'GET', url: '/slow', headers: {}, timeoutMs: 15000 });
    const settled = expect(p).rejects.toEqual(new TransportError('timeout', 'Aborted'));
    await jest.advanceTimersByTimeAsync(15000);
    await settled;
    expect(signal?.aborted).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

it('without any fetch it fails as a network error', async () => {
  const saved = (globalThis as { fetch?: unknown }).fetch;
  delete (globalThis as { fetch?: unknown }).fetch;
  try {
    await expect(
      createFetchTransport()({ method: 'GET', url: '/x', headers: {}, timeoutMs: 10 }),
    ).rejects.toMatchObject({
      kind: 'network',
    });
  } finally {
    if (saved) (globalThis as { fetch?: unknown }).fetch = saved;
  }
});
