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
  return {
    presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
  };
};
