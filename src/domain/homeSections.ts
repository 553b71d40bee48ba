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

/**
 * The Featured strip's own list: the products the store tags 'featured' (its See all opens that
 * tag's page, not the whole catalogue). A store with no such tag features its first products, and
 * See all then opens the catalogue in the store's order, which is what the strip showed.
 */
export const FEATURED_TAG = 'featured';

export function featuredSeeAll(fromTag: boolean): string {
  return fromTag ? `/store/tag/${FEATURED_TAG}` : '/store';
}
