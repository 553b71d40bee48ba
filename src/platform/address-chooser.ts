/**
 * "Use WeChat address": WeChat's own address book (wx.chooseAddress). Variants: this file (H5 and
 * jest: a browser has none, `available` is false and the button is not shown) and
 * `address-chooser.weapp.ts` (Taro.chooseAddress).
 */
import type { WeChatAddress } from '@/domain/addressBook';

export type ChooseAddressResult =
  { kind: 'ok'; address: WeChatAddress } | { kind: 'cancel' } | { kind: 'fail'; message: string };

export interface AddressChooser {
  readonly available: boolean;
  choose(): Promise<ChooseAddressResult>;
}

export const addressChooser: AddressChooser = {
  available: false,
  choose() {
    return Promise.resolve({ kind: 'fail', message: 'chooseAddress is not supported in a browser' });
  },
};
