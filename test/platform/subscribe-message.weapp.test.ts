/**
 * The subscribe message adapters: a browser has no prompt (null); the mini-program's asks
 * Taro.requestSubscribeMessage (wx.requestSubscribeMessage) at once, in the caller's tap handler.
 */
import { subscribeMessage as h5 } from '@/platform/subscribe-message';
import { createWeappSubscribeMessage } from '@/platform/subscribe-message.weapp';

test('H5 and jest: not available, answers null', async () => {
  expect(h5.available).toBe(false);
  expect(await h5.requestSubscribe(['a'])).toBeNull();
});

test('weapp: asks WeChat synchronously with the ids and keeps only their answers', async () => {
  const requestSubscribeMessage = jest.fn(async () => ({
    errMsg: 'requestSubscribeMessage:ok',
    a: 'accept',
    b: 'reject',
    other: 'accept',
  }));
  const p = createWeappSubscribeMessage({ requestSubscribeMessage });
  const answer = p.requestSubscribe(['a', 'b']);
  // called before anything was awaited: WeChat shows the prompt only inside the tap
  expect(requestSubscribeMessage).toHaveBeenCalledWith({ tmplIds: ['a', 'b'] });
  expect(await answer).toEqual({ a: 'accept', b: 'reject' });
  expect(p.available).toBe(true);
});

test('weapp: subscriptions switched off count as refusing each; other failures are no answer', async () => {
  const off = createWeappSubscribeMessage({
    requestSubscribeMessage: () =>
      Promise.reject(Object.assign(new Error('requestSubscribeMessage:fail'), { errCode: 20004 })),
  });
  expect(await off.requestSubscribe(['a', 'b'])).toEqual({ a: 'reject', b: 'reject' });
  const failed = createWeappSubscribeMessage({
    requestSubscribeMessage: () =>
      Promise.reject(Object.assign(new Error('requestSubscribeMessage:fail network'), { errCode: 10002 })),
  });
  expect(await failed.requestSubscribe(['a'])).toBeNull();
  const nothing = jest.fn();
  expect(await createWeappSubscribeMessage({ requestSubscribeMessage: nothing }).requestSubscribe([])).toBeNull();
  expect(nothing).not.toHaveBeenCalled();
});
