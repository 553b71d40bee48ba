import AtList from 'taro-ui/lib/components/list';
import { Text, View } from '@tarojs/components';
import { a11y } from '@/platform/a11y';
import { AppLink } from '@/platform/link';
import './index.scss';

export interface AccountMenuItem {
  href: string;
  label: string;
  /** Second line (e.g. a count or state). */
  note?: string;
}

export interface AccountMenuProps {
  items: AccountMenuItem[];
  /** The list's accessible name. */
  label: string;
}

/**
 * My Account's menu: taro-ui's list, each row a real link (keyboard, screen readers, open in a
 * new tab) styled as taro-ui's list item with its arrow.
 */
export function AccountMenu({ items, label }: AccountMenuProps) {
  return (
    <View className="account-menu" {...a11y({ role: 'navigation', label })}>
      <AtList hasBorder={false}>
        {items.map((item) => (
          <AppLink key={item.href} href={item.href} className="at-list__item at-list__item--thumb account-menu__item">
            <View className="at-list__item-container">
              <View className="at-list__item-content item-content">
                <View className="item-content__info">
                  <Text className="item-content__info-title">{item.label}</Text>
                  {item.note && <Text className="item-content__info-note">{item.note}</Text>}
                </View>
              </View>
              <View className="at-list__item-extra item-extra" aria-hidden="true">
                <Text className="account-menu__arrow">›</Text>
              </View>
            </View>
          </AppLink>
        ))}
      </AtList>
    </View>
  );
}
