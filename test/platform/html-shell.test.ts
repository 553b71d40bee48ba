import { dismissHtmlShell, readBootAppInfo, SHELL_CONTENT_WAIT_MS } from '@/platform/html-shell';

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('app info in the page', () => {
  test('is read once: the block is dropped after reading', () => {
    document.body.innerHTML =
      '<script type="application/json" id="sf-app-info">{"appContent":{"storeName":"Maple \\u0026 Jade"}}</script>';
    expect(readBootAppInfo()).toEqual({ appContent: { storeName: 'Maple & Jade' } });
    expect(document.getElementById('sf-app-info')).toBeNull();
    expect(readBootAppInfo()).toBeNull();
  });

  test.each([
    ['no block', ''],
    ['broken JSON', '<script type="application/json" id="sf-app-info">{"appContent":</script>'],
  ])('%s: nothing (start-up fetches it)', (_name, html) => {
    document.body.innerHTML = html;
    expect(readBootAppInfo()).toBeNull();
  });
});

describe('the HTML shell', () => {
  test('goes two frames after the app asks (its header has painted under it), and only then', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    document.body.innerHTML = '<div id="sf-shell"></div><div id="app"></div>';
    dismissHtmlShell();
    expect(document.getElementById('sf-shell')).not.toBeNull();
    frames.shift()!(0);
    expect(document.getElementById('sf-shell')).not.toBeNull();
    frames.shift()!(16);
    expect(document.getElementById('sf-shell')).toBeNull();
    expect(document.getElementById('app')).not.toBeNull();
    dismissHtmlShell(); // already gone: nothing to do
    expect(frames).toHaveLength(0);
    raf.mockRestore();
  });
  test('goes within a quarter second when no frame comes (a tab in the background paints none)', () => {
    jest.useFakeTimers();
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    document.body.innerHTML = '<div id="sf-shell"></div><div id="app"></div>';
    dismissHtmlShell();
    jest.advanceTimersByTime(200);
    expect(document.getElementById('sf-shell')).not.toBeNull();
    jest.advanceTimersByTime(50);
    expect(document.getElementById('sf-shell')).toBeNull();
    raf.mockRestore();
  });
});

describe("the shell's server-drawn page content", () => {
  const SHELL =
    '<div id="sf-shell"><div class="page-shell__main sf-shell__page" data-sf-until="img.product-page__img,.product-page__name">' +
    '<img class="product-page__img" src="/p.svg"><span class="product-page__name">Tea set</span></div></div><div id="app"></div>';
  /** The app's copy of the content: its picture loaded or not. */
  function appDraws(loaded: boolean): HTMLImageElement {
    const img = document.createElement('img');
    img.className = 'product-page__img';
    Object.defineProperty(img, 'complete', { value: loaded, configurable: true });
    Object.defineProperty(img, 'naturalWidth', { value: loaded ? 600 : 0, configurable: true });
    const name = document.createElement('span');
    name.className = 'product-page__name';
    document.getElementById('app')!.append(img, name);
    return img;
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  test('stays until the app has painted its own copy (picture loaded), letting taps through meanwhile', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    document.body.innerHTML = SHELL;
    dismissHtmlShell();
    const shell = document.getElementById('sf-shell')!;
    expect(shell.style.pointerEvents).toBe('none');
    const img = appDraws(false);
    await flush();
    // the picture is still on its way: the shell's copy stays in front
    expect(frames).toHaveLength(0);
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 600 });
    img.dispatchEvent(new Event('load'));
    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    frames.shift()!(16);
    expect(document.getElementById('sf-shell')).toBeNull();
    raf.mockRestore();
  });

  test('the app already painted it: goes at once (two frames)', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    document.body.innerHTML = SHELL;
    appDraws(true);
    dismissHtmlShell();
    frames.shift()!(0);
    frames.shift()!(16);
    expect(document.getElementById('sf-shell')).toBeNull();
    raf.mockRestore();
  });

  test("drawn for another address (the offline worker's last page): goes at once, never stands in for this page", () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    window.history.replaceState(null, '', '/store/product/2');
    document.body.innerHTML = SHELL.replace('data-sf-until=', 'data-sf-for="/store/product/1" data-sf-until=');
    dismissHtmlShell();
    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    frames.shift()!(16);
    expect(document.getElementById('sf-shell')).toBeNull();
    // drawn for this very address: it waits for the app's copy as above
    document.body.innerHTML = SHELL.replace('data-sf-until=', 'data-sf-for="/store/product/2" data-sf-until=');
    dismissHtmlShell();
    expect(frames).toHaveLength(0);
    raf.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  test('goes after a bounded wait when the app shows something else (a failed load, another page)', () => {
    jest.useFakeTimers();
    document.body.innerHTML = SHELL;
    dismissHtmlShell();
    jest.advanceTimersByTime(SHELL_CONTENT_WAIT_MS - 100);
    expect(document.getElementById('sf-shell')).not.toBeNull();
    jest.advanceTimersByTime(200);
    expect(document.getElementById('sf-shell')).toBeNull();
  });
});

describe("the shell's page content gives way at once", () => {
  const SHELL =
    '<div id="sf-shell"><div class="page-shell__main sf-shell__page" data-sf-until="img.product-page__img"><img class="product-page__img" src="/p.svg"></div></div><div id="app"></div>';
  const flush = () => new Promise((r) => setTimeout(r, 0));

  test.each([
    [
      "the app opens a dialog (the first visit's location picker)",
      () => {
        const d = document.createElement('div');
        d.setAttribute('role', 'dialog');
        document.getElementById('app')!.append(d);
      },
    ],
    ['the shopper touches the screen', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    [
      'the shopper presses a key',
      () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })),
    ],
  ])('when %s', async (_name, act) => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    document.body.innerHTML = SHELL;
    dismissHtmlShell();
    await flush();
    expect(frames).toHaveLength(0);
    act();
    await flush();
    frames.shift()!(0);
    frames.shift()!(16);
    expect(document.getElementById('sf-shell')).toBeNull();
    raf.mockRestore();
  });
});
