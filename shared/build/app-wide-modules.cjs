// The modules of @cloudfit/shared that hold the running app's state: one store, one token client,
// one i18next, one router (the screens reach react-router only through router/app-router), and the
// window width a page the server rendered was rendered for (every app's media queries answer for it
// while the shell takes that page over).
// Federation shares exactly these (the shell's copy wins); every other module of the package is
// plain code that each app bundles for itself.
module.exports = [
  'store/app-store',
  'http/api-client',
  'i18n/i18n',
  'router/app-router',
  'page/server-viewport',
];
