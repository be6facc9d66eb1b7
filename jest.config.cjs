// One jest run covers every package; each package is a project with its own environment.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest (CommonJS) must transform.
const esmOnly = ['ky', 'jose', '@faker-js/faker'];
const transformIgnorePatterns = [
  `/node_modules/(?!(\\.pnpm/(${esmOnly.map((p) => p.replace('/', '\\+')).join('|')})@|${esmOnly.join('|')}/))`,
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};

const browserProject = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../shared/build/jest-browser-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../shared/build/jest-browser-setup.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    browserProject('remote-studio'),
    browserProject('remote-reports'),
    browserProject('remote-demo-apps'),
    browserProject('remote-auth'),
    {
      ...common,
      displayName: 'mock-server',
      rootDir: '<rootDir>/mock-server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      globalSetup: '<rootDir>/src/test-support/jest-global-setup.cjs',
      testTimeout: 60000,
    },
  ],
};
