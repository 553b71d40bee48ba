import { usePageTitle } from '@/platform/title';

/** The page's title (H5: document.title, as text; weapp: the navigation bar). */
export function useTitle(title: string, storeName?: string): void {
  usePageTitle(title, storeName);
}
