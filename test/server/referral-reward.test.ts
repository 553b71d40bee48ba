import { keptReferralReward } from '../../server/api/models/referral-reward';

describe('keptReferralReward: the reward keeps the share of the payment the order keeps', () => {
  test.each([
    // reward, paid, refunded, kept reward
    [500, 1351, 0, 500],
    [500, 1351, 1214, 50],
    [500, 1351, 1351, 0],
    [500, 1351, 2000, 0],
    [500, 1000, 500, 250],
    [500, 1000, 1, 499],
    [500, 3, 1, 333],
    [0, 1000, 100, 0],
    [500, 0, 0, 0],
    [500, 1000, -50, 500],
  ])('reward %i on %i paid, %i refunded: %i kept', (reward, paid, refunded, kept) => {
    expect(keptReferralReward(reward, paid, refunded)).toBe(kept);
  });
});
