const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_reports',
  devPort: 3002,
  exposes: {
    './probe': './src/federation-probe.ts',
    './ReportTransactions': './src/features/reports/routes/ReportTransactionsScreen.tsx',
    './ReportNonPayment': './src/features/reports/routes/ReportNonPaymentScreen.tsx',
    './ReportPersonalTraining': './src/features/reports/routes/ReportPersonalTrainingScreen.tsx',
    './ReportCatalogue': './src/features/reports/routes/ReportCatalogueScreen.tsx',
  },
});
