/**
 * The home page's blocks (common3/sectionTemplateByType/home): the store decides which blocks show
 * and in what order. Without an answer (still loading, failed, malformed, or a store with no
 * template) the page shows the default layout, so it never comes up blank.
 */
export type HomeBlockKind = 'hero' | 'categoryTiles' | 'featured' | 'clearance' | 'groupBuy';

/** 'groupBuy': the open group-buy campaigns' way in (shown only while one is open). */
export const HOME_BLOCK_KINDS: readonly HomeBlockKind[] = [
  'hero',
  'categoryTiles',
  'featured',
  'clearance',
  'groupBuy',
];

export interface HomeBlock {
  id: string;
  kind: HomeBlockKind;
  /** The store's heading for the block; '' = the app's own. */
  title: string;
  image: { url: string; width: number; height: number; alt: string } | null;
}

// without the store's answer: the catalogue's blocks (a group-buy block is the store's to add)
export const DEFAULT_HOME_BLOCKS: readonly HomeBlock[] = HOME_BLOCK_KINDS.filter((k) => k !== 'groupBuy').map(
  (kind) => ({
    id: kind,
    kind,
    title: '',
    image: null,
  }),
);

export function isHomeBlockKind(v: unknown): v is HomeBlockKind {
  return typeof v === 'string' && (HOME_BLOCK_KINDS as readonly string[]).includes(v);
}

/**
 * The blocks to lay out: the store's, in its order (a kind repeated shows once, at its first
 * place); the default layout while there is no usable answer. An answer with no block at all is the
 * store hiding everything but the hero, which always stays: a home page needs a way in.
 */
export function homeBlocks(answer: readonly HomeBlock[] | null): readonly HomeBlock[] {
  if (answer === null) return DEFAULT_HOME_BLOCKS;
  const seen = new Set<HomeBlockKind>();
  const blocks = answer.filter((b) => !seen.has(b.kind) && seen.add(b.kind));
  return blocks.length ? blocks : DEFAULT_HOME_BLOCKS.slice(0, 1);
}

/** A read the blocks under the hero draw from: the store's layout, and each block's own list. */
export type HomeRead = 'sections' | 'categories' | 'featured' | 'clearance';

const BLOCK_READS: Record<HomeBlockKind, HomeRead | null> = {
  hero: null, // waits for the page's content itself
  categoryTiles: 'categories',
  featured: 'featured',
  clearance: 'clearance',
  groupBuy: null, // asked for once the layout names it; shows when an offer comes (nothing else)
};

/**
 * How long the blocks under the hero wait for the slowest of their reads before they show
 * skeletons for what is still on its way (ms): answers that come close together are shown
 * together, in one render, instead of skeletons that flash for a moment and go.
 */
export const HOME_BLOCKS_WAIT_MS = 300;

/**
 * The blocks under the hero show once the store's layout and every list they draw from has
 * settled (loaded or failed), or once they have waited HOME_BLOCKS_WAIT_MS.
 */
export function homeBlocksReady(
  blocks: readonly HomeBlock[],
  settled: (read: HomeRead) => boolean,
  waited: boolean,
): boolean {
  if (waited) return true;
  if (!settled('sections')) return false;
  return blocks.every((b) => {
    const read = BLOCK_READS[b.kind];
    return read === null || settled(read);
  });
}

/**
 * The Featured strip's own list: the products the store tags 'featured' (its See all opens that
 * tag's page, not the whole catalogue). A store with no such tag features its first products, and
 * See all then opens the catalogue in the store's order, which is what the strip showed.
 */
export const FEATURED_TAG = 'featured';

export function featuredSeeAll(fromTag: boolean): string {
  return fromTag ? `/store/tag/${FEATURED_TAG}` : '/store';
}
