/**
 * Text a shopper types that others read (reviews, return notes): kept as plain text, never HTML
 * (the app shows it as text, the server-drawn page escapes it). Control characters and the
 * invisible direction marks that can make text read otherwise than it is written are removed;
 * line breaks are kept, at most one empty line in a row.
 */
// C0/C1 controls except tab and line feed; bidi embeddings, overrides and isolates; zero-width joiners' kin
// eslint-disable-next-line no-control-regex
const STRIP = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function cleanShopperText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(STRIP, '')
    .replace(/\t/g, ' ')
    .replace(/[ ]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line of text (a title): line breaks become spaces. */
export function cleanShopperLine(text: string): string {
  return cleanShopperText(text).replace(/\s*\n+\s*/g, ' ');
}
