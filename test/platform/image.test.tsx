import { cleanup, fireEvent, render } from '@testing-library/react';
import { LogoImage } from '@/platform/image';

afterEach(cleanup);

it("a logo is Taro's heightFix image box (same classes, same styles), with its text alternative", () => {
  const { container } = render(<LogoImage className="site-header__logo" src="/static-assets/logo.svg" alt="Market" />);
  const box = container.firstElementChild as HTMLElement;
  expect(box.className).toBe('taro-img site-header__logo');
  const img = box.querySelector('img')!;
  expect(img.className).toBe('taro-img__mode-heightfix');
  expect(img.getAttribute('src')).toBe('/static-assets/logo.svg');
  expect(img.getAttribute('alt')).toBe('Market');
});

it('its arrival reads no size from the page (a forced layout in the middle of start-up)', () => {
  const { container } = render(<LogoImage className="site-footer__logo" src="/static-assets/footer-logo.svg" alt="" />);
  const img = container.querySelector('img')!;
  const read = jest.fn(() => 0);
  for (const key of ['width', 'height', 'naturalWidth', 'naturalHeight', 'offsetWidth', 'offsetHeight'])
    Object.defineProperty(img, key, { get: read, configurable: true });
  img.getBoundingClientRect = jest.fn(img.getBoundingClientRect);
  fireEvent.load(img);
  expect(read).not.toHaveBeenCalled();
  expect(img.getBoundingClientRect).not.toHaveBeenCalled();
});
