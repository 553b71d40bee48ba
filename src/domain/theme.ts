/**
 * The store's colours arrive in app info (`css`, spec 3) and become CSS variables, so no component
 * hard-codes a brand colour (DESIGN.md). Only plain colour values pass: a value that could break
 * out of the declaration (`;`, `{`, `url(`) is dropped.
 */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\)|[a-z]{3,20})$/i;

const VARIABLES: Record<string, string> = {
  varPrimary: '--store-primary',
  varFooter: '--store-footer',
};

export function themeVariables(css: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, name] of Object.entries(VARIABLES)) {
    const value = css[key]?.trim();
    if (value && SAFE_COLOUR.test(value)) out[name] = value;
  }
  return out;
}
