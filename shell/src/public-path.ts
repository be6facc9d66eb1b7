// Where the shell's own chunks load from. The page names another origin (a CDN) when the server is
// started with CLOUDFIT_SHELL_ASSETS_URL (mock-server/src/static/front-end-routes.ts); otherwise the
// build's '/' stays. Imported first by index.ts: it must run before any chunk is requested.
declare let __webpack_public_path__: string;

const assetBase = document.querySelector<HTMLMetaElement>('meta[name="cloudfit-asset-base"]')?.content;
if (assetBase) __webpack_public_path__ = assetBase;

export {};
