import { TextEncoder } from 'util';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DeviceKind } from '@/domain/device';
import { ShareWidget } from '@/components/share-widget';
import { resetTaro } from '../support/taro';
import { loadedStores, renderIn, SIGNED_IN, type ShellSetup } from './shellHelpers';

// jsdom has no TextEncoder; the qrcode package needs it (browsers have it)
Object.assign(globalThis, { TextEncoder });

beforeEach(() => resetTaro());
afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { share?: unknown }).share;
});

async function widget(setup: ShellSetup & { url?: string; image?: string } = {}) {
  const stores = await loadedStores({ location: { href: 'https://shop.example.com/store?x=1' }, ...setup });
  const onWechat = jest.fn();
  const view = renderIn(
    stores.root,
    <ShareWidget
      url={setup.url ?? 'https://shop.example.com/m/night'}
      title="Night Market"
      image={setup.image}
      onWechat={onWechat}
    />,
  );
  return { ...stores, onWechat, view };
}

/** Visible target names in order. */
const names = () => Array.from(document.querySelectorAll('.share-widget__name')).map((n) => n.textContent);

describe('targets by device (spec 2.6)', () => {
  it.each<[DeviceKind, string[]]>([
    [
      'desktop',
      ['WeChat', 'Facebook', 'X (Twitter)', 'Telegram', 'Reddit', 'Tumblr', 'LinkedIn', 'Copy link', 'Email'],
    ],
    [
      'mobile',
      [
        'WeChat',
        'Facebook',
        'X (Twitter)',
        'Telegram',
        'Reddit',
        'Tumblr',
        'LinkedIn',
        'Copy link',
        'Email',
        'WhatsApp',
        'LINE',
        'SMS',
        'Messenger',
      ],
    ],
    [
      'wechat',
      [
        'WeChat',
        'Moments',
        'Facebook',
        'X (Twitter)',
        'Telegram',
        'Reddit',
        'Tumblr',
        'LinkedIn',
        'Copy link',
        'Email',
        'LINE',
        'SMS',
      ],
    ],
    ['miniProgram', ['WeChat']],
  ])('%s -> %j', async (kind, expected) => {
    await widget({ kind });
    expect(names()).toEqual(expected);
  });

  it('Pinterest needs an image; More needs native share', async () => {
    (navigator as { share?: unknown }).share = jest.fn(async () => undefined);
    await widget({ kind: 'desktop', image: 'https://cdn.example.com/p.jpg' });
    expect(names()).toContain('Pinterest');
    expect(names()[names().length - 1]).toBe('More');
  });

  it('in a WeChat browser the WeChat targets open the WeChat modal', async () => {
    const { onWechat } = await widget({ kind: 'wechat' });
    fireEvent.click(screen.getByRole('button', { name: 'Share on WeChat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share on Moments' }));
    expect(onWechat).toHaveBeenCalledTimes(2);
  });
});

describe('the shared link (spec 2.6, 5, 9)', () => {
  it('no referral id: the link as it is; else the referId setting as rid', async () => {
    await widget({ kind: 'desktop' });
    expect(screen.getByText('https://shop.example.com/m/night')).toBeTruthy();
    const stores = await loadedStores({
      kind: 'desktop',
      edit: (i) => (i.systemSettings.appConfig.referId = 'STORE1'),
    });
    renderIn(stores.root, <ShareWidget url="https://shop.example.com/m" title="M" onWechat={jest.fn()} />);
    expect(screen.getByText('https://shop.example.com/m?rid=STORE1')).toBeTruthy();
  });

  it('rid from cookie SASROID', async () => {
    const stores = await loadedStores({ kind: 'desktop' });
    stores.server.cookies.set('SASROID', 'R42');
    renderIn(stores.root, <ShareWidget url="https://shop.example.com/m" title="M" onWechat={jest.fn()} />);
    expect(screen.getByText('https://shop.example.com/m?rid=R42')).toBeTruthy();
  });

  it('a signed-in shopper shares their own id, even with no SASROID cookie and a store referId', async () => {
    const stores = await loadedStores({
      kind: 'desktop',
      info: { ...SIGNED_IN, myID: 'MJDEMO01' },
      edit: (i) => (i.systemSettings.appConfig.referId = 'MJMSTORE'),
    });
    stores.server.cookies.set('SASRFRID', 'FRIEND1');
    renderIn(stores.root, <ShareWidget url="https://shop.example.com/m" title="M" onWechat={jest.fn()} />);
    expect(screen.getByText('https://shop.example.com/m?rid=MJDEMO01')).toBeTruthy();
  });

  it("a visitor who came through a friend's link passes that id on, not the store's", async () => {
    const stores = await loadedStores({
      kind: 'desktop',
      edit: (i) => (i.systemSettings.appConfig.referId = 'MJMSTORE'),
    });
    stores.server.cookies.set('SASRFRID', 'FRIEND1');
    renderIn(stores.root, <ShareWidget url="https://shop.example.com/m" title="M" onWechat={jest.fn()} />);
    expect(screen.getByText('https://shop.example.com/m?rid=FRIEND1')).toBeTruthy();
  });

  it('a non-http link shares the current page', async () => {
    const stores = await loadedStores({ kind: 'desktop', location: { href: 'https://shop.example.com/store?x=1' } });
    renderIn(stores.root, <ShareWidget url="javascript:alert(1)" title="M" onWechat={jest.fn()} />);
    expect(screen.getByText('https://shop.example.com/store?x=1')).toBeTruthy();
  });

  it('web targets open the 800x500 popup', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await widget({ kind: 'desktop' });
    fireEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(open).toHaveBeenCalledWith(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example.com%2Fm%2Fnight',
      '_blank',
      expect.stringMatching(/^width=800,height=500/),
    );
    open.mockRestore();
  });
});

it('copy link: the message for 4 s, the Copied state for 2 s', async () => {
  jest.useFakeTimers();
  const stores = await loadedStores({ kind: 'desktop' });
  stores.server.cookies.set('SASROID', 'R7');
  renderIn(stores.root, <ShareWidget url="https://shop.example.com/m" title="M" onWechat={jest.fn()} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
  expect(stores.platform.copyText).toHaveBeenCalledWith('https://shop.example.com/m?rid=R7');
  expect(screen.getByRole('status').textContent).toBe('The link has been copied!');
  expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('The link has been copied!');
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('status').textContent).toBe('');
});

it('copy link tapped again: both timers restart from the last tap (Copied 2 s, message 4 s)', async () => {
  jest.useFakeTimers();
  const stores = await loadedStores({ kind: 'desktop' });
  renderIn(stores.root, <ShareWidget url="https://shop.example.com/m" title="M" onWechat={jest.fn()} />);
  const status = () => screen.getByRole('status').textContent;
  const copiedNow = () => screen.queryByRole('button', { name: 'Copied' }) !== null;

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
  act(() => jest.advanceTimersByTime(1500));
  expect(copiedNow()).toBe(true);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copied' })));
  expect(stores.platform.copyText).toHaveBeenCalledTimes(2);
  // 2.5 s after the first tap, 1 s after the second: the first tap's 2 s timer must not end it.
  act(() => jest.advanceTimersByTime(1000));
  expect(copiedNow()).toBe(true);
  // 2.1 s after the second tap.
  act(() => jest.advanceTimersByTime(1100));
  expect(copiedNow()).toBe(false);
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  // 4 s after the first tap the message is still there; it goes 4 s after the second.
  act(() => jest.advanceTimersByTime(1899));
  expect(status()).toBe('The link has been copied!');
  act(() => jest.advanceTimersByTime(1));
  expect(status()).toBe('');
});

it('unmounting clears the pending copy timers', async () => {
  jest.useFakeTimers();
  const stores = await loadedStores({ kind: 'desktop' });
  const view = renderIn(stores.root, <ShareWidget url="https://shop.example.com/m" title="M" onWechat={jest.fn()} />);
  const before = jest.getTimerCount();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
  expect(jest.getTimerCount()).toBe(before + 2);
  view.unmount();
  expect(jest.getTimerCount()).toBe(before);
});

it('a refused copy says so', async () => {
  const stores = await loadedStores({ kind: 'desktop' });
  stores.platform.copyText.mockRejectedValueOnce(new Error('denied'));
  renderIn(stores.root, <ShareWidget url="https://shop.example.com/m" title="M" onWechat={jest.fn()} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
  expect(screen.getByRole('status').textContent).toMatch(/could not be copied/);
});

it('the WeChat QR popup toggles and shows the QR of the link', async () => {
  await widget({ kind: 'desktop' });
  const toggle = screen.getByRole('button', { name: 'WeChat QR code' });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  // encoding the PNG is CPU work: with the whole suite running in parallel it can take over
  // waitFor's default 1 s, which made this test fail now and then
  const img = await waitFor(() => screen.getByRole('img', { name: 'QR code of the link to share' }), {
    timeout: 10_000,
  });
  expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  fireEvent.click(toggle);
  expect(screen.queryByRole('img', { name: 'QR code of the link to share' })).toBeNull();
});
