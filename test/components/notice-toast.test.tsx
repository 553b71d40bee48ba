/**
 * NoticeToast on H5 (src/components/notice-toast, src/platform/toast.tsx): taro-ui's toast is its
 * own chunk, asked for with the first notice. The status line says the notice at once; a toast
 * chunk that cannot come leaves the notice to it and never takes the page down.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { loadAsH5 } from '../support/h5Module';

afterEach(cleanup);

/** The component as the H5 build has it, with taro-ui's toast as `toast` makes it. */
const loadH5 = (toast: () => unknown) =>
  loadAsH5<typeof import('@/components/notice-toast')>('@/components/notice-toast', {
    'taro-ui/lib/components/toast': toast,
  }).NoticeToast;

const flush = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
  });

test('the toast is asked for with the first notice, and shows it', async () => {
  let asked = 0;
  const NoticeToast = loadH5(() => {
    asked++;
    return { __esModule: true, default: ({ text }: { text: string }) => <p className="at-toast">{text}</p> };
  });
  const view = render(<NoticeToast text={null} seq={0} onClose={() => undefined} />);
  await flush();
  expect(asked).toBe(0);
  view.rerender(<NoticeToast text="Address saved." seq={1} onClose={() => undefined} />);
  expect(screen.getByRole('status').textContent).toBe('Address saved.');
  await flush();
  expect(asked).toBe(1);
  expect(document.querySelector('.at-toast')?.textContent).toBe('Address saved.');
});

test('a toast chunk that cannot load leaves the notice to the status line, and the page standing', async () => {
  const NoticeToast = loadH5(() => {
    throw new Error('Loading chunk notice-toast failed.');
  });
  render(
    <main>
      <h1>My Account</h1>
      <NoticeToast text="Your profile has been saved." seq={1} onClose={() => undefined} />
    </main>,
  );
  await flush();
  expect(screen.getByRole('heading', { name: 'My Account' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('Your profile has been saved.');
});
