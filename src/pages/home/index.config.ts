// enableShareAppMessage: on weapp the shell's share (useShareAppMessage, open-type share) needs it.
export default definePageConfig({ navigationBarTitleText: 'Home', enableShareAppMessage: true });
