import { act, fireEvent, screen } from '@testing-library/react';
import type { DeviceKind } from '@/domain/device';
import { InstallBanner } from '@/components/install-banner';
import { resetTaro } from '../support/taro';
import { device, loadedStores, renderIn } from './shellHelpers';

beforeEach(() => resetTaro());
afterEach(() => jest.useRealTimers());

function offer() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<unknown>;
  };
  event.prompt = jest.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'dismissed' });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

async function banner(kind: DeviceKind = 'mobile') {
  const stores = await loadedStores({ kind });
  renderIn(stores.root, <InstallBanner device={device(kind)} />);
  return stores;
}

it('hidden until the browser offers installing; then the text, store name and image', async () => {
  await banner();
  expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
  offer();
  const region = screen.getByRole('region', { name: 'Install app' });
  expect(region.textContent).toContain('Use this website as a free app.');
  expect(region.textContent).toContain('Demo Store');
  expect(region.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/favicon.png');
  // use the prompt up so the next test starts clean
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
});

it('the button shows for 3 s, then an install icon', async () => {
  jest.useFakeTimers();
  await banner();
  offer();
  expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  const icon = screen.getByRole('button', { name: 'Install app' });
  jest.useRealTimers();
  await act(async () => fireEvent.click(icon));
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
});

it('accepting or dismissing the browser dialog hides it', async () => {
  await banner();
  const event = offer();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
  expect(event.prompt).toHaveBeenCalled();
  expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
});

it.each<DeviceKind>(['wechat', 'miniProgram', 'alipay'])('never in %s', async (kind) => {
  await banner(kind);
  const event = offer();
  expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
  // clean up the kept prompt
  await act(async () => {
    await import('@/platform/install').then((m) => m.promptInstall());
  });
  expect(event.prompt).toHaveBeenCalled();
});

describe('iOS hint and no nagging', () => {
  const IOS_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('iOS Safari (no install event): the banner explains Share → Add to Home Screen; closing it keeps it away', async () => {
    const ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_SAFARI);
    try {
      const stores = await banner();
      const region = screen.getByRole('region', { name: 'Install app' });
      expect(region.textContent).toContain('Install this store: tap Share → Add to Home Screen.');
      expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Not now' })));
      expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
      expect(typeof stores.root.platform.storage.get('install-answered-at')).toBe('number');
    } finally {
      ua.mockRestore();
    }
  });

  it('once answered, the next page shows no banner even when the browser offers again', async () => {
    const stores = await banner();
    offer();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    const answeredAt = stores.root.platform.storage.get<number>('install-answered-at');
    expect(typeof answeredAt).toBe('number');
    // another page of the same visit, same device storage
    renderIn(stores.root, <InstallBanner device={device('mobile')} />);
    const event = offer();
    expect(screen.queryByRole('region', { name: 'Install app' })).toBeNull();
    await act(async () => {
      await import('@/platform/install').then((m) => m.promptInstall());
    });
    expect(event.prompt).toHaveBeenCalled();
  });
});
