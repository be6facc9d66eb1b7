const { createWebpackConfig } = require('@cloudfit/shared/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_auth',
  devPort: 3004,
  exposes: {
    './Login': './src/features/login/LoginScreen.tsx',
    './Login2': './src/features/login/Login2Screen.tsx',
    './Register': './src/features/register/RegisterScreen.tsx',
    './RegisterV2': './src/features/register/RegisterV2Screen.tsx',
    './ForgotPassword': './src/features/password/ForgotPasswordScreen.tsx',
    './ForgotPasswordV2': './src/features/password/ForgotPasswordV2Screen.tsx',
    './ResetPassword': './src/features/password/ResetPasswordScreen.tsx',
    './ResetPasswordV2': './src/features/password/ResetPasswordV2Screen.tsx',
    './ComingSoon': './src/features/misc/ComingSoonScreen.tsx',
    './UnderMaintenance': './src/features/misc/UnderMaintenanceScreen.tsx',
    './NotAuthorized': './src/features/misc/NotAuthorizedScreen.tsx',
    './Error404': './src/features/misc/Error404Screen.tsx',
    './probe': './src/federation-probe.ts',
  },
});
