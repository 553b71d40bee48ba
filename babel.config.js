// jest runs plain presets; Taro's own preset is for the two builds only.
module.exports = (api) => {
  if (api.env('test')) {
    return {
      presets: [
        ['@babel/preset-env', { targets: { node: 'current' } }],
        ['@babel/preset-react', { runtime: 'automatic' }],
        '@babel/preset-typescript',
      ],
    };
  }
  // H5 runs in evergreen browsers, WeChat's and the payment app's in-app browsers (Chromium/WebKit
  // of the last years): keep async/await, classes and spread native there, which takes regenerator
  // and most helpers off the first screen. The mini-program keeps package.json's browserslist,
  // since old WeChat JS engines are ES5.
  const h5Targets = { chrome: '70', safari: '12', ios: '12', firefox: '68', edge: '79' };
  const options = { framework: 'react', ts: true, compiler: 'webpack5' };
  return {
    presets: [['taro', process.env.TARO_ENV === 'h5' ? { ...options, targets: h5Targets } : options]],
  };
};
