/** Text and URLs from the store's data, made safe for the page shell's HTML. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element or a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Same-origin paths and http(s) URLs only: anything else is not put into an attribute. */
export const safeUrl = (u: string | null | undefined): string | null =>
  u && (/^\/(?!\/)/.test(u) || /^https?:\/\//i.test(u)) ? u : null;
