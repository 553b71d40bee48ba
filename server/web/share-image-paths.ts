/** Where the link-preview pictures are and their size: what a page's tags name (seo.ts) and the routes serve. */
export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
export const STORE_SHARE_IMAGE = '/share-image/store.png';
export const productShareImage = (id: number) => `/share-image/product/${id}.png`;
