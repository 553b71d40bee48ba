/**
 * Work nobody waits for (chunks ahead, the shopper's lists, field figures) never starts under a
 * shopper's tap: it waits until they have not pressed or typed for a second.
 */
afterEach(() => jest.useRealTimers());

function fresh(): typeof import('@/platform/idle') {
  jest.resetModules();
  return jest.requireActual<typeof import('@/platform/idle')>('@/platform/idle');
}

it('runs when idle; after a press or a key it waits a second from the last one', async () => {
  jest.useFakeTimers();
  const { whenQuiet, INPUT_QUIET_MS } = fresh();
  expect(INPUT_QUIET_MS).toBe(1000);
  const ran: number[] = [];
  const started = Date.now();
  whenQuiet(() => ran.push(Date.now() - started));
  await jest.advanceTimersByTimeAsync(10);
  expect(ran).toHaveLength(1); // nothing pressed: at once

  window.dispatchEvent(new Event('pointerdown'));
  const pressed = Date.now();
  whenQuiet(() => ran.push(Date.now() - pressed));
  await jest.advanceTimersByTimeAsync(600);
  window.dispatchEvent(new Event('keydown')); // typing on: it waits for this one too
  await jest.advanceTimersByTimeAsync(900);
  expect(ran).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(200);
  expect(ran).toHaveLength(2);
  expect(ran[1]).toBeGreaterThanOrEqual(1600);
});

it('cancelled before it ran, it never runs', async () => {
  jest.useFakeTimers();
  const { whenQuiet } = fresh();
  window.dispatchEvent(new Event('pointerdown'));
  const cb = jest.fn();
  const cancel = whenQuiet(cb);
  await jest.advanceTimersByTimeAsync(500);
  cancel();
  await jest.advanceTimersByTimeAsync(2000);
  expect(cb).not.toHaveBeenCalled();
});

it('with a delay, no sooner than it; a press during it still holds the work a second from the press', async () => {
  jest.useFakeTimers();
  const { whenQuiet } = fresh();
  const cb = jest.fn();
  whenQuiet(cb, 5000);
  await jest.advanceTimersByTimeAsync(4800);
  window.dispatchEvent(new Event('pointerdown'));
  await jest.advanceTimersByTimeAsync(900);
  expect(cb).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(200);
  expect(cb).toHaveBeenCalledTimes(1);
});
