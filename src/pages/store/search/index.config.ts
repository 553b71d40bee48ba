// Public pages: WeChat's ··· menu shares them (PageShell registers useShareAppMessage).
export default definePageConfig({ enableShareAppMessage: true });
