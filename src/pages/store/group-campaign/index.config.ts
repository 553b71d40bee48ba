// Public pages: WeChat's ··· menu shares them to friends and to Moments (PageShell registers
// useShareAppMessage and useShareTimeline).
export default definePageConfig({ enableShareAppMessage: true, enableShareTimeline: true });
