/** WeChat's address book in the mini-program (see address-chooser.ts for the contract). */
import Taro from '@tarojs/taro';
import type { AddressChooser, ChooseAddressResult } from './address-chooser';

export type { AddressChooser, ChooseAddressResult };

type TaroLike = Pick<typeof Taro, 'chooseAddress'>;

export function createWeappAddressChooser(taro: TaroLike = Taro): AddressChooser {
  return {
    available: true,
    async choose(): Promise<ChooseAddressResult> {
      try {
        const r = await taro.chooseAddress();
        return {
          kind: 'ok',
          address: {
            userName: r.userName,
            telNumber: r.telNumber,
            provinceName: r.provinceName,
            cityName: r.cityName,
            countyName: r.countyName,
            detailInfo: r.detailInfo,
            postalCode: r.postalCode,
          },
        };
      } catch (e) {
        const message =
          e && typeof e === 'object' && typeof (e as { errMsg?: unknown }).errMsg === 'string'
            ? (e as { errMsg: string }).errMsg
            : 'chooseAddress:fail';
        return /cancel/i.test(message) ? { kind: 'cancel' } : { kind: 'fail', message };
      }
    },
  };
}

export const addressChooser: AddressChooser = createWeappAddressChooser();
