/**
 * How the browser suite and `pnpm bench:ui` start Debian's Chromium (Playwright's own download is
 * not reachable from these machines).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium opens a browser window for each new context, and since Chromium 156 each
  // window builds its address bar's suggestion popup as a WebUI page: about 300 ms of CPU in another
  // renderer, on the same two cores, while the page under test loads. A user's browser builds it
  // once, when its window opens.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
