// Four projects: pure/unit code in jsdom, the reference server over real HTTP, the built weapp
// package checked on disk, and end-to-end flows in headless Chromium against the built H5 app.
const shared = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: ['/node_modules/(?!(taro-ui)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@api-types$': '<rootDir>/types/api.ts',
    '\\.(css|scss)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg)$': '<rootDir>/test/support/file-stub.ts',
    '^@tarojs/taro$': '<rootDir>/test/support/taro.ts',
    '^@tarojs/components$': '<rootDir>/test/support/components.tsx',
    '^@tarojs/router$': '<rootDir>/test/support/taro-router.ts',
  },
};

module.exports = {
  testTimeout: 20000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/test/{domain,i18n,services,platform,stores,components,pages,scripts,assets,config}/**/*.test.{ts,tsx}',
      ],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'weapp',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/weapp/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      // 60 s per test: each file starts the server and a Chromium.
      setupFilesAfterEnv: ['<rootDir>/test/e2e/setup.ts'],
    },
  ],
};
