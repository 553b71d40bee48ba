import {
  DEFAULT_HOME_BLOCKS,
  homeBlocks,
  homeBlocksReady,
  type HomeBlock,
  type HomeBlockKind,
  type HomeRead,
} from '@/domain/homeSections';

const b = (kind: HomeBlockKind, id: string = kind): HomeBlock => ({ id, kind, title: '', image: null });
const kinds = (blocks: readonly HomeBlock[]) => blocks.map((x) => x.kind);

describe('homeBlocks: the store orders, adds and hides the home page blocks', () => {
  it.each([
    ['no answer yet / failed: the default layout', null, ['hero', 'categoryTiles', 'featured', 'clearance']],
    [
      'the seeded order',
      [b('hero'), b('categoryTiles'), b('featured'), b('clearance')],
      ['hero', 'categoryTiles', 'featured', 'clearance'],
    ],
    ['the store puts clearance first', [b('clearance'), b('hero'), b('featured')], ['clearance', 'hero', 'featured']],
    [
      'the store hides the category tiles',
      [b('hero'), b('featured'), b('clearance')],
      ['hero', 'featured', 'clearance'],
    ],
    [
      'a kind twice shows once, at its first place',
      [b('featured', 'a'), b('hero'), b('featured', 'b')],
      ['featured', 'hero'],
    ],
    ['everything hidden: the hero stays', [], ['hero']],
  ])('%s', (_what, answer, expected) => {
    expect(kinds(homeBlocks(answer))).toEqual(expected);
  });

  it("keeps the store's headings and pictures", () => {
    const hero: HomeBlock = {
      id: 'h',
      kind: 'hero',
      title: 'Spring',
      image: { url: '/media/hero.svg', width: 1200, height: 480, alt: 'Fruit' },
    };
    expect(homeBlocks([hero])).toEqual([hero]);
    expect(DEFAULT_HOME_BLOCKS.every((x) => x.image === null && x.title === '')).toBe(true);
  });
});

describe('homeBlocksReady: the blocks under the hero show together, or after a wait', () => {
  const seeded = [b('hero'), b('categoryTiles'), b('featured'), b('clearance')];
  const settledOnly =
    (...reads: HomeRead[]) =>
    (read: HomeRead) =>
      reads.includes(read);
  it.each<[string, readonly HomeBlock[], HomeRead[], boolean, boolean]>([
    ['everything answered', seeded, ['sections', 'categories', 'featured', 'clearance'], false, true],
    ['clearance still on its way', seeded, ['sections', 'categories', 'featured'], false, false],
    [
      'clearance still on its way, waited 300 ms: the rest show',
      seeded,
      ['sections', 'categories', 'featured'],
      true,
      true,
    ],
    ['the layout still on its way', seeded, ['categories', 'featured', 'clearance'], false, false],
    ['a block the store hides is not waited for', [b('hero'), b('featured')], ['sections', 'featured'], false, true],
    [
      'the group-buy block is not waited for (it shows when an offer comes)',
      [b('hero'), b('groupBuy')],
      ['sections'],
      false,
      true,
    ],
  ])('%s', (_what, blocks, settled, waited, ready) => {
    expect(homeBlocksReady(blocks, settledOnly(...settled), waited)).toBe(ready);
  });
});
