import { onInstallAvailability, promptInstall } from '@/platform/install';
import * as weapp from '@/platform/install.weapp';

function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = jest.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  window.dispatchEvent(event);
  return event;
}

describe('install prompt on H5 (spec 4)', () => {
  it('nothing to offer before the browser asks', async () => {
    const seen: boolean[] = [];
    const stop = onInstallAvailability((a) => seen.push(a));
    expect(seen).toEqual([false]);
    await expect(promptInstall()).resolves.toBe('unavailable');
    stop();
  });

  it.each(['accepted', 'dismissed'] as const)('the kept event is offered once; %s clears it', async (outcome) => {
    const seen: boolean[] = [];
    const stop = onInstallAvailability((a) => seen.push(a));
    const event = offer(outcome);
    expect(event.defaultPrevented).toBe(true); // the browser's own mini-infobar is held back
    expect(seen).toEqual([false, true]);
    await expect(promptInstall()).resolves.toBe(outcome);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([false, true, false]);
    await expect(promptInstall()).resolves.toBe('unavailable');
    stop();
  });
});

it('the mini-program never offers installing', async () => {
  const seen: boolean[] = [];
  weapp.onInstallAvailability((a) => seen.push(a));
  expect(seen).toEqual([false]);
  await expect(weapp.promptInstall()).resolves.toBe('unavailable');
});
