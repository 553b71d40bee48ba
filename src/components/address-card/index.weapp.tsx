// The mini-program's address card: taro-ui's swipe action (swipe left: Edit, Delete) over the same
// body as H5, whose buttons stay for those who do not swipe.
import AtSwipeAction from 'taro-ui/lib/components/swipe-action';
import { View } from '@tarojs/components';
import { AddressCardBody } from './body';
import type { AddressCardProps } from './types';
import './index.scss';

export type { AddressCardProps };

export function AddressCard(props: AddressCardProps) {
  const options = [
    { text: props.t('istore_address_edit'), className: 'address-card__swipe--edit' },
    { text: props.t('istore_address_delete'), className: 'address-card__swipe--delete' },
  ];
  return (
    <View className={`address-card co-card${props.address.isDefault ? ' address-card--default' : ''}`}>
      <AtSwipeAction
        autoClose
        options={options}
        onClick={(_: unknown, index: number) => (index === 0 ? props.onEdit() : props.onDelete())}
      >
        <AddressCardBody {...props} />
      </AtSwipeAction>
    </View>
  );
}
