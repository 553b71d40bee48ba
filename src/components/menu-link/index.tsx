import { Text } from '@tarojs/components';
import type { MenuEntry } from '@/domain/menu';
import { AppLink, EXTERNAL_LINK_LABEL } from '@/platform/link';
import { useStores } from '@/stores/context';
import './index.scss';

export interface MenuLinkProps {
  /** The menu entry (domain/menu.ts); a sub-menu parent is not a link and renders as text. */
  entry: MenuEntry;
  className?: string;
  /** Runs before following the link, and on a tap of a plain-text item (closes a menu). */
  onNavigate?: () => void;
  /** This entry is the page being shown. */
  current?: boolean;
}

/**
 * One menu item as the spec follows it (2.3): internal and product-list links route inside the
 * app (a real <a href> on H5), external links open a new tab, an item without a (safe) link is
 * plain text. The truncated label shows; the full one is the tooltip.
 */
export function MenuLink({ entry, className, onNavigate, current }: MenuLinkProps) {
  const { session } = useStores();
  const { action } = entry;
  const cls = `menu-link${className ? ` ${className}` : ''}`;
  const title = entry.label !== entry.fullLabel ? entry.fullLabel : undefined;
  if (action.kind === 'internal' || action.kind === 'productlist') {
    return (
      <AppLink href={action.url} className={cls} onNavigate={onNavigate} current={current} label={title}>
        {entry.label}
      </AppLink>
    );
  }
  if (action.kind === 'external') {
    return (
      <AppLink
        href={action.url}
        external
        className={`${cls} menu-link--external`}
        onNavigate={onNavigate}
        label={session.t(EXTERNAL_LINK_LABEL, { name: entry.fullLabel })}
      >
        {entry.label}
      </AppLink>
    );
  }
  return (
    <Text className={`${cls} menu-link--text`} onClick={onNavigate}>
      {entry.label}
    </Text>
  );
}
