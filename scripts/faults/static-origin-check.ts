// The front ends of the production shape in a browser: the API processes send the page, every file
// of the shell and of the remotes comes from the static origin, the CSP refuses nothing, and a
// manager signs in and gets the member list.
import type { Browser } from '@playwright/test';

export interface StaticOriginFigures {
  files: number;
  fromStaticOrigin: number;
  elsewhere: string[];
  cspViolations: string[];
  failedFiles: string[];
  memberRows: number;
  signedInToRowsMs: number;
}

export async function checkFilesFromStaticOrigin(
  browser: Browser,
  baseUrl: string,
  staticOrigin: string,
  screenshot?: string,
): Promise<StaticOriginFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: string[] = [];
  const failedFiles: string[] = [];
  const cspViolations: string[] = [];
  page.on('request', (request) => {
    if (
      ['script', 'stylesheet', 'font'].includes(request.resourceType()) ||
      /\.(js|css)(\?|$)/.test(request.url())
    )
      files.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (/\.(js|css)(\?|$)/.test(request.url()))
      failedFiles.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy refused ${event.blockedURI} (${event.violatedDirective})`),
    );
  });
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    const signedInAt = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/member-list$/, { timeout: 60_000 });
    const rows = page.locator('tbody tr');
    await rows.nth(9).waitFor({ timeout: 60_000 });
    const signedInToRowsMs = Date.now() - signedInAt;
    if (screenshot) await page.screenshot({ path: screenshot });
    const pageOrigin = new URL(baseUrl).origin;
    // The page itself, the API and the service worker come from the page's origin; every file from the static one.
    const elsewhere = files.filter(
      (url) => !url.startsWith(`${staticOrigin}/`) && !url.startsWith(`${pageOrigin}/sw.js`),
    );
    return {
      files: files.length,
      fromStaticOrigin: files.length - elsewhere.length,
      elsewhere,
      cspViolations,
      failedFiles,
      memberRows: await rows.count(),
      signedInToRowsMs,
    };
  } finally {
    await context.close();
  }
}
