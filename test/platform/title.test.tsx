/**
 * The H5 title adapter writes text. Taro's H5 router draws a hidden navigation bar and sets its
 * title with innerHTML (test: the same DOM and the same write); a title carrying a shopper's
 * markup must stay text there and in document.title, and the app's title hooks must not go
 * through Taro.setNavigationBarTitle on H5.
 */
import Taro from '@tarojs/taro';
import { renderHook } from '@testing-library/react';
import { keepNavigationBarTitleText, usePageTitle } from '@/platform/title';
import { useTitle } from '@/components/checkout/use-title';
import { resetTaro } from '../support/taro';

const MARKUP = '<meta http-equiv="refresh" content="0;url=http://127.0.0.1:1/pwned"><b>Eve</b>';

/** The navigation bar as Taro's router builds it (initNavigationBar). */
function taroNavigationBar(): HTMLElement {
  const bar = document.createElement('div');
  bar.id = 'taro-navigation-bar';
  bar.innerHTML =
    '<div class="taro-navigation-bar-home"></div><div class="taro-navigation-bar-back"></div>' +
    '<div class="taro-navigation-bar-title-wrap"><div class="taro-navigation-bar-loading"></div>' +
    '<div class="taro-navigation-bar-title"></div></div>';
  document.body.prepend(bar);
  return bar.querySelector<HTMLElement>('.taro-navigation-bar-title')!;
}

const injected = () => document.querySelectorAll('meta[http-equiv], b').length;

beforeEach(() => {
  resetTaro();
  document.body.innerHTML = '';
  document.title = '';
});

describe("Taro's navigation bar title", () => {
  test('already there: what the router writes with innerHTML shows as text', () => {
    const title = taroNavigationBar();
    keepNavigationBarTitleText();
    title.innerHTML = MARKUP; // NavigationBarHandler.setTitle
    expect(injected()).toBe(0);
    expect(title.textContent).toBe(MARKUP);
    expect(title.children).toHaveLength(0);
  });

  test('put in after the call (the router mounts after the app module runs): text as well', async () => {
    keepNavigationBarTitleText();
    const title = taroNavigationBar();
    await Promise.resolve(); // the observer's turn, before the router's first (async) page load
    title.innerHTML = MARKUP;
    expect(injected()).toBe(0);
    expect(title.textContent).toBe(MARKUP);
  });

  test('a second call changes nothing; reading innerHTML gives the escaped text', () => {
    const title = taroNavigationBar();
    keepNavigationBarTitleText();
    keepNavigationBarTitleText();
    title.innerHTML = '<i>x</i> & y';
    expect(title.innerHTML).toBe('&lt;i&gt;x&lt;/i&gt; &amp; y');
    expect(injected()).toBe(0);
  });
});

describe.each([
  ['usePageTitle', usePageTitle],
  ['useTitle (the checkout and account pages)', useTitle],
])('%s on H5', (_name, hook) => {
  test("a title with markup: the document's title and the bar's title are that text", () => {
    const nav = taroNavigationBar();
    renderHook(() => hook(`${MARKUP}’s favourites`, 'Maple & Jade'));
    expect(document.title).toBe(`${MARKUP}’s favourites · Maple & Jade`);
    expect(nav.textContent).toBe(`${MARKUP}’s favourites · Maple & Jade`);
    expect(injected()).toBe(0);
    expect(Taro.setNavigationBarTitle).not.toHaveBeenCalled();
  });
});
