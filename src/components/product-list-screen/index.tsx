import { useEffect, useState, type ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { SortChoice } from '@/domain/sort';
import { a11y } from '@/platform/a11y';
import { useListReturn } from '@/platform/list-return';
import { SizedImage } from '@/platform/image';
import type { ImageModel } from '@/services/catalogue';
import type { Translator } from '@/i18n/translator';
import type { ListSource, ProductListStore } from '@/stores/ProductListStore';
import { useStores } from '@/stores/context';
import { shopperLists } from '@/stores/shopperLists';
import { ProductGrid } from '@/components/product-grid';
import { SortBar } from '@/components/sort-bar';
import './index.scss';
import '@/i18n/catalogue';

export interface ProductListScreenProps {
  /** The page's h1 (category, brand, tag, ...). */
  title: string;
  /** A small line above the title ('Brand', 'Tag', ...). */
  eyebrow?: string;
  /** Beside the title: the category's picture (decorative: the title names it). */
  picture?: ImageModel | null;
  /** Under the title: what the category holds. */
  description?: string;
  list: ProductListStore;
  /** With both, the sort control shows. */
  sort?: SortChoice;
  onSort?: (sort: SortChoice) => void;
  /** Replaces the count line (a search says "N results for ..."). */
  countText?: string;
  emptyMessage?: string;
  /** Between the heading and the list (the search field). */
  children?: ReactNode;
  /** Beside the sort (the phone's Filters button). */
  tools?: ReactNode;
  /** Above the grid (the filters in force). */
  above?: ReactNode;
  /**
   * A side column on wide screens (the filters). Given, the list lays out in two columns from
   * 1024 px on (below, the column is hidden); the web server's first content draws the same.
   */
  aside?: ReactNode;
  /**
   * The heading's picture and description are on their way: what goes under the title waits for
   * them (shown before, it would be pushed down when they come).
   */
  headingPending?: boolean;
}

/** The heading's picture, in px (the category's square tile, shown small). */
const PICTURE_SIZE = 64;

/** A list page's body: heading (with a picture and description where given) and total, optional sort, the windowed product grid. */
export const ProductListScreen = observer(function ProductListScreen(props: ProductListScreenProps) {
  const { session } = useStores();
  const t = session.t;
  const { list } = props;
  // Back from a product finds this list as it was left (its scroll, the pages loaded)
  useListReturn();
  const total = list.total;
  const countText =
    props.countText ??
    (total === null
      ? ''
      : total === 1
        ? t('istore_catalogue_count_one')
        : t('istore_catalogue_count', { count: total }));
  const nothingToSort = list.nothingToSort;
  return (
    <View className="list-screen">
      <View className={`list-screen__head${props.picture ? ' list-screen__head--picture' : ''}`}>
        {props.picture && (
          <SizedImage
            className="list-screen__picture"
            src={props.picture.url}
            alt=""
            width={PICTURE_SIZE}
            height={PICTURE_SIZE}
            lazy={false}
          />
        )}
        {props.eyebrow && <Text className="list-screen__eyebrow">{props.eyebrow}</Text>}
        <Text className="list-screen__title" {...a11y({ role: 'heading', level: 1 })}>
          {props.title}
        </Text>
        {props.description && <Text className="list-screen__description">{props.description}</Text>}
        <Text className="list-screen__count" {...a11y({ live: 'polite' })}>
          {props.headingPending ? '' : countText}
        </Text>
      </View>
      {props.headingPending ? null : <ListBody {...props} nothingToSort={nothingToSort} t={t} />}
    </View>
  );
});

/** Under the heading: the search field, the sort control, the filters and the grid. */
function ListBody(props: ProductListScreenProps & { nothingToSort: boolean; t: Translator }) {
  const { list, nothingToSort, t } = props;
  const sort = props.sort && props.onSort && !nothingToSort;
  const main = (
    <>
      {props.children}
      {(sort || props.tools) && (
        <View className="list-screen__tools">
          {sort && props.sort && props.onSort && <SortBar value={props.sort} onChange={props.onSort} t={t} />}
          {props.tools && <View className="list-screen__tool">{props.tools}</View>}
        </View>
      )}
      {props.above}
      <ProductGrid list={list} label={props.title} emptyMessage={props.emptyMessage} />
    </>
  );
  if (!props.aside) return main;
  return (
    <View className="list-screen__layout">
      <View className="list-screen__aside">{props.aside}</View>
      <View className="list-screen__main">{main}</View>
    </View>
  );
}

/** A list store for this screen (made once), loading its first page on mount. */
export function useProductList(source: ListSource): ProductListStore {
  const root = useStores();
  const [list] = useState(() => root.catalogue.list(source));
  useEffect(() => {
    void list.load();
    // The cards' hearts need the shopper's lists. The app builds them a few seconds after start-up
    // to keep them off the home page's first screen; a list page is not that screen, so its hearts
    // come with its cards instead of seconds after them.
    shopperLists(root);
  }, [list, root]);
  return list;
}
