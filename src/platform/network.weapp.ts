/** Online or offline on the mini-program (see network.ts): WeChat's network status events. */
import Taro from '@tarojs/taro';

let online = true;
const listeners = new Set<(online: boolean) => void>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  try {
    Taro.onNetworkStatusChange((res) => {
      online = res.isConnected;
      listeners.forEach((l) => l(online));
    });
  } catch {
    // no status events here: taken as online (requests still fail and say so)
  }
}

export function isOnline(): boolean {
  listen();
  return online;
}

export function onNetworkChange(listener: (online: boolean) => void): () => void {
  listen();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
