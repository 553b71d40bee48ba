/**
 * General content pages (spec 2.1 "empty path" area, 2.3 `page/X` -> `/X`): the path segment is
 * the pageName of common3/pageContent. Anything that cannot be a page name is an unknown path.
 */
export const CONTENT_PAGE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The blog area's index is the content page of this name. */
export const BLOG_PAGE_NAME = 'blog';

/** The pageName for a route's `:pageName` segment, or null when it cannot name a page. */
export function contentPageName(segment: string | null | undefined): string | null {
  const name = (segment ?? '').trim();
  return CONTENT_PAGE_NAME.test(name) ? name : null;
}
