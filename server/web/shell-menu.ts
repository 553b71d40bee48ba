/**
 * The desktop menu bar of the page shell (server/web/shell.ts): the store's top-level menu items
 * drawn with the site header's own markup and classes (components/site-header MenuBar, menu-link,
 * AppButton, Icon), so the build's own rules for those classes (inlined with the first content's,
 * first-content.ts contentCss) lay the bar out as the app will: one line or two as the labels wrap
 * at this width, and the page under it starts where the app's will. A fixed-height bar would be
 * wrong whenever the app's bar wraps (tablet widths), and the content would jump at take-over.
 *
 * The entries come through the app's own path (services/app-info normalizeAppInfo, domain/menu
 * menuEntries and its truncation, domain/header isLongHeader) in the request's language, so the
 * server and the app cannot disagree on the labels. The shell is aria-hidden and has nothing
 * focusable: links and buttons are spans here, sub-menus (hidden until opened) are left out.
 */
import type { AppInfo, Locale } from '../../types/api';
import { isLongHeader } from '../../src/domain/header';
import { menuEntries, type MenuEntry } from '../../src/domain/menu';
import { iconSvg } from '../../src/domain/icon-glyphs';
import { normalizeAppInfo } from '../../src/services/app-info';
import { escapeHtml } from './html-text';

const esc = escapeHtml;
/** The sub-menu caret, drawn as the app draws it (src/platform/icon-glyph.tsx). */
const CARET = iconSvg('chevron-down', 'icon icon--chevron-down site-header__caret');

/** One top-level entry as MenuBar renders it (a link, plain text, or a sub-menu's button). */
function item(entry: MenuEntry): string {
  const label = esc(entry.label);
  if (entry.children.length > 0) {
    return (
      `<div class="site-header__menu-item site-header__menu-item--parent"><span class="app-button site-header__menu-link">` +
      `<span class="taro-text">${label}</span>${CARET}</span></div>`
    );
  }
  const text =
    entry.action.kind === 'internal' || entry.action.kind === 'productlist' || entry.action.kind === 'external'
      ? ''
      : ' menu-link--text';
  const external = entry.action.kind === 'external' ? ' menu-link--external' : '';
  const taro = text ? 'taro-text ' : '';
  return `<div class="site-header__menu-item"><span class="${taro}menu-link site-header__menu-link${external}${text}">${label}</span></div>`;
}

/**
 * The store's menu bar for the shell in `locale`; '' when the store has no header menu (the app
 * then draws no bar either).
 */
export function shellMenuBar(info: AppInfo, locale: Locale): string {
  const items = normalizeAppInfo(info).navigation.headerMenu;
  const entries = menuEntries(items, locale);
  if (entries.length === 0) return '';
  const long = isLongHeader(items);
  return (
    `<div class="site-header__menubar${long ? ' site-header__menubar--long' : ''}"><div class="site-header__menubar-inner">` +
    `${entries.map(item).join('')}</div></div>`
  );
}
