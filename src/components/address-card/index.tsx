// H5 (and jest): the address with visible buttons (a pointer and a keyboard have no swipe);
// index.weapp.tsx lays taro-ui's swipe actions over it in the mini-program.
import { View } from '@tarojs/components';
import { AddressCardBody } from './body';
import type { AddressCardProps } from './types';
import './index.scss';

export type { AddressCardProps };

export function AddressCard(props: AddressCardProps) {
  return (
    <View
      className={`address-card co-card${props.address.isDefault ? ' address-card--default' : ''}`}
      data-address-id={props.address.id}
    >
      <AddressCardBody {...props} />
    </View>
  );
}
