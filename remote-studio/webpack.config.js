const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_studio',
  devPort: 3001,
  exposes: {
    './MemberList': './src/features/members/routes/MemberListScreen.tsx',
    './MemberInfo': './src/features/members/routes/MemberInfoScreen.tsx',
    './PackageList': './src/features/packages/routes/PackageListScreen.tsx',
    './PackageRecord': './src/features/packages/routes/PackageRecordScreen.tsx',
    './CouponList': './src/features/coupons/routes/CouponListScreen.tsx',
    './MembershipAdd': './src/features/sales/routes/MembershipAddScreen.tsx',
    './InvoiceAdd': './src/features/sales/routes/InvoiceAddScreen.tsx',
    './InvoiceList': './src/features/sales/routes/InvoiceListScreen.tsx',
    './ProductList': './src/features/products/routes/ProductListScreen.tsx',
    './Expenditure': './src/features/expenditures/routes/ExpenditureScreen.tsx',
    './AccessControl': './src/features/access-control/routes/AccessControlScreen.tsx',
    './PtDetail': './src/features/pt-sessions/routes/PtDetailScreen.tsx',
    './Epad': './src/features/signatures/routes/EpadScreen.tsx',
    './probe': './src/federation-probe.ts',
  },
});
