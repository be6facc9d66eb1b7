const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_studio',
  devPort: 3001,
  exposes: {
    './MemberList': './src/features/members/routes/MemberListScreen.tsx',
    './PackageList': './src/features/packages/routes/PackageListScreen.tsx',
    './PackageRecord': './src/features/packages/routes/PackageRecordScreen.tsx',
    './probe': './src/federation-probe.ts',
  },
});
