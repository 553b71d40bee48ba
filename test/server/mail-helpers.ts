/**
 * The store's mail as a shopper reads it, for the server tests: a browser switched to Chinese as
 * the language menu does, and the check that a mail's links open from a mail app (absolute), in
 * either language's punctuation.
 */
import type { Client } from './helpers';

/** The session speaks Chinese from now on (GET common3/changeLocale/zh). */
export async function inChinese(c: Client): Promise<Client> {
  const res = await c.get('/common3/changeLocale/zh');
  if (res.status !== 200) throw new Error(`changeLocale: HTTP ${res.status}`);
  return c;
}

/** The mail's link is absolute, and no path stands alone in its text (after a space, a colon or a bracket). */
export function expectAbsoluteLinks(mail: { text: string; link?: string | null }): void {
  if (mail.link) expect(mail.link).toMatch(/^https?:\/\/[^/]+\//);
  expect(mail.text.match(/(?:^|[\s:：(（])\/[a-z][\w-]*\/[^\s]*/gim)).toBeNull();
  for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(url).toMatch(/^https?:\/\/[^/\s]+\//);
}
