import { describe, expect, it } from 'vitest';
import { ieVersion, isOutdatedBrowser } from '../../../src/app/browser';
import { projectDomain, safeRedirect, urlLanguage } from '../../../src/app/domain';
import { errorMessage, errorStatus } from '../../../src/app/errorInfo';
import { PROGRESS_HOLD, progressAt } from '../../../src/app/progress';

describe('project domain', () => {
  it('is the first path segment, skipping the enroll prefix', () => {
    expect(projectDomain('/scu/apply/')).toBe('scu');
    expect(projectDomain('/enroll/sc/apply/')).toBe('sc');
    expect(projectDomain('/')).toBe('');
    expect(projectDomain('/index.html')).toBe('');
    expect(projectDomain('/apply/')).toBe('');
  });

  it('reads lang before or inside the hash', () => {
    expect(urlLanguage('?lang=en', '#/login')).toBe('en');
    expect(urlLanguage('', '#/login?lang=tc&x=1')).toBe('tc');
    expect(urlLanguage('', '#/login')).toBeNull();
  });

  it('keeps redirects inside the portal', () => {
    expect(safeRedirect('/applyform?x=1')).toBe('/applyform?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});

describe('error page data', () => {
  it('takes statusCode, status or response status, default 500', () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 403 })).toBe(403);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });

  it('takes the message', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage({ status: 404, statusText: 'Not Found', data: null })).toBe('Not Found');
    expect(errorMessage({ data: { message: 'inner' } })).toBe('inner');
    expect(errorMessage(undefined)).toBe('');
  });
});

describe('browser and progress', () => {
  it('sends Internet Explorer below 10 away', () => {
    expect(isOutdatedBrowser('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)')).toBe(true);
    expect(isOutdatedBrowser('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)')).toBe(false);
    expect(ieVersion('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(11);
    expect(isOutdatedBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe(false);
  });

  it('moves from 0 over 5000 ms and holds below 100 until the load ends', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(2500)).toBe(50);
    expect(progressAt(4999)).toBe(99);
    expect(progressAt(60_000)).toBe(PROGRESS_HOLD);
  });
});
