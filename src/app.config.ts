import { areas, mainPages } from './domain/routes';

export default defineAppConfig({
  pages: Object.keys(mainPages),
  subPackages: areas.map((area) => ({
    root: area.root,
    pages: Object.keys(area.pages),
  })),
  // Areas load on demand; once the main screen is up they are fetched ahead (spec 2.1).
  preloadRule: {
    'pages/home/index': { network: 'all', packages: areas.map((a) => a.root) },
    'pages/confirmation/index': { network: 'all', packages: ['pages/checkout', 'pages/user'] },
  },
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: 'Storefront',
    navigationBarTextStyle: 'black',
    navigationStyle: 'custom',
  },
  // weapp: inject only the components a page uses, when it is shown (faster start-up)
  ...(process.env.TARO_ENV === 'weapp' ? { lazyCodeLoading: 'requiredComponents' } : {}),
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
});
