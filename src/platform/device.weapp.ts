/** Device on the mini-program: always the mini-program kind (see device.ts for the contract). */
import { deviceKind } from '@/domain/device';
import type { DeviceInfo } from './device';

export function getDevice(): DeviceInfo {
  return deviceKind({ taroEnv: 'weapp' });
}
