import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { workerBaseURL } from './servers';

export * from '@playwright/test';

/** A Content-Security-Policy violation as the browser reports it. */
const VIOLATION = /Content Security Policy|CSP violation/;

/**
 * Chromium reports an inline event handler inside the inert document DOMPurify parses untrusted HTML into (before it
 * removes the handler); nothing runs there and the sanitised HTML the page shows has no handler (cure53/DOMPurify#107).
 */
function isSanitiserReport(message: ConsoleMessage): boolean {
  return message.text().startsWith('Executing inline event handler') && /\/purify[.-][^/]*\.js$/.test(message.location().url);
}

/**
 * Playwright's `test` against the server of its worker (tests/e2e/servers.ts), failing any browser test in which the page broke the server's Content-Security-Policy: every
 * screen the suite visits is checked under the real policy, so an inline script or a blocked image cannot slip in.
 */
export const test = base.extend<{ cspViolations: string[] }, { workerServerURL: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  workerServerURL: [async ({}, use, info) => use(workerBaseURL(info)), { scope: 'worker' }],
  baseURL: [async ({ workerServerURL }, use) => use(workerServerURL), { scope: 'test' }],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.sourceFile.includes('/purify') && event.violatedDirective.startsWith('script-src') && event.blockedURI === 'inline') return;
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && VIOLATION.test(message.text()) && !isSanitiserReport(message)) {
          violations.push(`${message.text()} (${message.location().url})`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
