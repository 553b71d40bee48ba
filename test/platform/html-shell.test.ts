import { dismissHtmlShell, readBootAppInfo } from '@/platform/html-shell';

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('app info in the page', () => {
  test('is read once: the block is dropped after reading', () => {
    document.body.innerHTML = '<script type="application/json" id="sf-app-info">{"appContent":{"storeName":"Maple \\u0026 Jade"}}</script>';
    expect(readBootAppInfo()).toEqual({ appContent: { storeName: 'Maple & Jade' } });
    expect(document.getElementById('sf-app-info')).toBeNull();
    expect(readBootAppInfo()).toBeNull();
  });

  test.each([['no block', ''], ['broken JSON', '<script type="application/json" id="sf-app-info">{"appContent":</script>']])(
    '%s: nothing (start-up fetches it)',
    (_name, html) => {
      document.body.innerHTML = html;
      expect(readBootAppInfo()).toBeNull();
    },
  );
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
});
