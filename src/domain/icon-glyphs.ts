/**
 * Every icon of the shell, one table for both targets: the body of a 24x24 SVG drawn with a 2 px
 * round stroke in the current text colour (filled shapes say so themselves).
 *
 * - H5 draws it inline, in the page (src/platform/icon-glyph.tsx; the web server's first screen
 *   writes the same markup with `iconSvg`). It used to be a CSS mask of a data-URI SVG, and each
 *   distinct one made the browser build a separate SVG document on the main thread: on `/` that
 *   was about 70 ms of a first visit's start-up at 4x CPU, most of it style.
 * - The mini-program has no inline SVG: it keeps the masks, in a stylesheet written from this
 *   table (`npm run icons` writes src/platform/icon-glyph.weapp.scss; a test keeps it current).
 */

const F = "fill='currentColor' stroke='none'";

export const ICON_GLYPHS = {
  heart:
    "<path d='M12 20s-7.2-4.4-8.9-9C2 7.9 4 4.8 7.2 4.8c1.9 0 3.2 1 4.8 2.9 1.6-1.9 2.9-2.9 4.8-2.9 3.2 0 5.2 3.1 4.1 6.2-1.7 4.6-8.9 9-8.9 9z'/>",
  'heart-filled':
    "<path d='M12 20s-7.2-4.4-8.9-9C2 7.9 4 4.8 7.2 4.8c1.9 0 3.2 1 4.8 2.9 1.6-1.9 2.9-2.9 4.8-2.9 3.2 0 5.2 3.1 4.1 6.2-1.7 4.6-8.9 9-8.9 9z' fill='currentColor'/>",
  menu: "<path d='M4 6h16M4 12h16M4 18h16'/>",
  close: "<path d='M6 6l12 12M18 6L6 18'/>",
  search: "<circle cx='11' cy='11' r='6.5'/><path d='M20 20l-4.2-4.2'/>",
  cart: `<path d='M3 4h2.2l2.3 11a2 2 0 0 0 2 1.6h7.4a2 2 0 0 0 2-1.5L20.6 8H6.1'/><circle cx='10' cy='20.3' r='1.2' ${F}/><circle cx='17' cy='20.3' r='1.2' ${F}/>`,
  user: "<circle cx='12' cy='8' r='4'/><path d='M4.5 20.5a7.5 7.5 0 0 1 15 0'/>",
  pin: "<path d='M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z'/><circle cx='12' cy='10' r='2.3'/>",
  globe:
    "<circle cx='12' cy='12' r='9'/><path d='M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z'/>",
  'chevron-down': "<path d='M6 9l6 6 6-6'/>",
  'chevron-left': "<path d='M15 5l-7 7 7 7'/>",
  'chevron-right': "<path d='M9 5l7 7-7 7'/>",
  plus: "<path d='M12 5v14M5 12h14'/>",
  minus: "<path d='M5 12h14'/>",
  share:
    "<circle cx='18' cy='5.5' r='2.5'/><circle cx='6' cy='12' r='2.5'/><circle cx='18' cy='18.5' r='2.5'/><path d='M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1'/>",
  link: "<path d='M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.1 1.1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.1-1.1'/>",
  mail: "<rect x='3' y='5' width='18' height='14' rx='2'/><path d='M3.5 7l8.5 6 8.5-6'/>",
  sms: "<path d='M4 5h16v11H9.5L5 20v-4H4z'/><path d='M8 10.5h.01M12 10.5h.01M16 10.5h.01'/>",
  more: `<circle cx='5' cy='12' r='1.8' ${F}/><circle cx='12' cy='12' r='1.8' ${F}/><circle cx='19' cy='12' r='1.8' ${F}/>`,
  home: "<path d='M3.5 11L12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5'/>",
  bag: "<path d='M5 8h14l-1.2 12.5H6.2z'/><path d='M9 10V7a3 3 0 0 1 6 0v3'/>",
  phone:
    "<path d='M5 4h3.5l1.8 4.6-2.3 1.5a10.5 10.5 0 0 0 5.9 5.9l1.5-2.3L20 15.5V19a1.8 1.8 0 0 1-1.9 1.8A15.5 15.5 0 0 1 3.2 5.9 1.8 1.8 0 0 1 5 4z'/>",
  download: "<path d='M12 4v11M7 10.5l5 5 5-5M5 20h14'/>",
  check: "<path d='M5 12.5l4.5 4.5L19 7.5'/>",
  coin: "<circle cx='12' cy='12' r='9'/><path d='M14.6 9.4c-.5-.9-1.4-1.4-2.6-1.4-1.5 0-2.6.8-2.6 2 0 2.6 5.3 1.4 5.3 4 0 1.2-1.2 2-2.7 2-1.2 0-2.2-.5-2.7-1.4M12 6.5V8M12 16v1.5'/>",
  qr: "<path d='M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4z'/><path d='M14 14h2.5v2.5H14zM18 18h2v2h-2zM14 19.5h1M19.5 14v1.5'/>",
  'arrow-up-right': "<path d='M7 17L17 7M9 7h8v8'/>",
  instagram: `<rect x='3.5' y='3.5' width='17' height='17' rx='5'/><circle cx='12' cy='12' r='4'/><circle cx='17.2' cy='6.8' r='1.1' ${F}/>`,
  facebook: `<path ${F} d='M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.6v3h2.7V21z'/>`,
  twitter: "<path d='M4 4l11.7 16H20L8.3 4zM19.5 4l-6.3 7M4.5 20l6.3-7'/>",
  youtube: `<rect x='2.5' y='5.5' width='19' height='13' rx='4'/><path ${F} d='M10 9.2v5.6l4.8-2.8z'/>`,
  linkedin: `<rect x='3.5' y='3.5' width='17' height='17' rx='3'/><path d='M8 10.5V16.5M12 16.5v-3.5a2.3 2.3 0 0 1 4.6 0v3.5M12 10.5v6'/><circle cx='8' cy='7.6' r='1.1' ${F}/>`,
  pinterest:
    "<circle cx='12' cy='12' r='9'/><path d='M10.6 20.6l1.9-8.1M9.2 14.7c-1.2-1-1.3-2.6-.9-3.9.8-2.4 3.5-3.4 5.6-2.7 2.1.7 2.9 2.9 2.2 4.9-.6 1.9-2.3 3.2-4 2.4'/>",
  wechat:
    "<path d='M9.5 4.5c-3.9 0-7 2.5-7 5.6 0 1.8 1 3.3 2.6 4.4l-.6 2 2.4-1.2c.8.2 1.7.4 2.6.4'/><path d='M15.5 9c3.3 0 6 2.2 6 4.8 0 1.5-.8 2.8-2.1 3.7l.5 1.7-2.1-1c-.7.2-1.5.3-2.3.3-3.3 0-6-2.1-6-4.8S12.2 9 15.5 9z'/><path d='M7 8.3h.01M11.7 8.3h.01M13.6 12.9h.01M17.4 12.9h.01'/>",
  moments:
    "<circle cx='12' cy='12' r='9'/><path d='M12 3v7M21 12h-7M12 21v-7M3 12h7M5.6 5.6l5 5M18.4 5.6l-5 5M18.4 18.4l-5-5M5.6 18.4l5-5'/>",
  telegram: "<path d='M21 4L2.8 11.2l6.1 2.2L18 7l-7.3 7.5.3 5.5 3.2-3.8 4 3z'/>",
  reddit:
    "<ellipse cx='12' cy='14.5' rx='7.5' ry='5.2'/><circle cx='18.6' cy='5' r='1.6'/><path d='M12 9.3l1.3-5.2 3.7.9M9.3 16.8c1.6 1 3.8 1 5.4 0'/><path d='M9.2 13.5h.01M14.8 13.5h.01'/>",
  tumblr: `<path ${F} d='M14.6 21c-2.6 0-4.5-1.3-4.5-4.5v-5.1H7.7V8.6c2.6-.7 3.7-2.9 3.8-4.9h2.7v4.5h3.2v3.2h-3.2v4.6c0 1.4.7 1.9 1.8 1.9h1.5V21z'/>`,
  whatsapp:
    "<path d='M4 20l1.3-4.1A8.5 8.5 0 1 1 8.3 19z'/><path d='M9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.8-2-1-1 .9c-1.2-.5-2.1-1.4-2.6-2.6l.9-1-1-2z'/>",
  line: "<path d='M12 4c5 0 9 3.1 9 7 0 3.9-4 7-9 7-.8 0-1.6-.1-2.3-.3L6 20v-3.4C4.2 15.3 3 13.3 3 11c0-3.9 4-7 9-7z'/><path d='M7.5 9v4h2M11.5 9v4M14 13V9l3 4V9'/>",
  messenger:
    "<path d='M12 3c-5 0-9 3.7-9 8.4 0 2.6 1.2 4.9 3.2 6.4V21l2.9-1.6c.9.2 1.9.4 2.9.4 5 0 9-3.7 9-8.4S17 3 12 3z'/><path d='M7.5 13.5l3-3.2 2.3 1.8 3.7-2.6-3 3.2-2.3-1.8z'/>",
} as const;

export type IconName = keyof typeof ICON_GLYPHS;

/** The outer element's attributes (the glyphs draw within them). */
export const ICON_SVG_ATTRIBUTES = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

/** An icon as HTML: a decorative inline SVG with `className` (for pages drawn outside React). */
export function iconSvg(name: IconName, className: string): string {
  const attributes = Object.entries(ICON_SVG_ATTRIBUTES)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
  return `<svg class="${className}"${attributes} aria-hidden="true" focusable="false">${ICON_GLYPHS[name]}</svg>`;
}
