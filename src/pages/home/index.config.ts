// enableShareAppMessage: on weapp the shell's share (useShareAppMessage, open-type share) needs it;
// enableShareTimeline: the shell's share to Moments (useShareTimeline).
export default definePageConfig({
  navigationBarTitleText: 'Home',
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
