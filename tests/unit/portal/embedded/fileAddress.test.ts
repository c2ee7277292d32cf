import { describe, expect, it } from 'vitest';
import { firstSegment, isLocalHost, resolveFileAddress, type PortalLocation } from '../../../../src/pages/embedded/fileAddress';

const deployed: PortalLocation = { origin: 'https://apply.example.edu', hostname: 'apply.example.edu', pathname: '/enroll/' };
const local: PortalLocation = { origin: 'http://localhost:8080', hostname: 'localhost', pathname: '/scu/apply/' };

describe('resolveFileAddress: the first-path-segment rule', () => {
  it.each([
    ['/files/x.pdf', '/enroll/files/x.pdf'],
    ['files/x.pdf', '/enroll/files/x.pdf'],
    ['/enroll/files/x.pdf', '/enroll/files/x.pdf'],
    ['  /files/a b.pdf?page=2  ', '/enroll/files/a%20b.pdf?page=2'],
    ['https://apply.example.edu/files/x.pdf', '/files/x.pdf'],
  ])('on a deployed site %s becomes %s', (raw, href) => {
    expect(resolveFileAddress(raw, deployed)).toEqual({ ok: true, href });
  });

  it('takes the first segment of the portal path, whatever follows it', () => {
    expect(resolveFileAddress('/files/x.pdf', { ...deployed, pathname: '/scu/apply/index.html' })).toEqual({ ok: true, href: '/scu/files/x.pdf' });
    expect(resolveFileAddress('/files/x.pdf', { ...deployed, pathname: '/' })).toEqual({ ok: true, href: '/files/x.pdf' });
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])('on %s uses a path as it is', (hostname) => {
    const here = { origin: `http://${hostname.toLowerCase()}:4330`, hostname, pathname: '/scu/apply/' };
    expect(resolveFileAddress('/downloads/application-guide.pdf', here)).toEqual({ ok: true, href: '/downloads/application-guide.pdf' });
    expect(resolveFileAddress('downloads/application-guide.pdf', here)).toEqual({ ok: true, href: '/downloads/application-guide.pdf' });
  });
});

describe('resolveFileAddress: what is refused', () => {
  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['   ', 'missing'],
    ['javascript:alert(1)', 'scheme'],
    [' JavaScript:alert(1)', 'scheme'],
    ['data:application/pdf;base64,JVBERi0=', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['ftp://localhost:8080/x.pdf', 'scheme'],
    ['https://evil.example.com/x.pdf', 'origin'],
    ['//evil.example.com/x.pdf', 'origin'],
    ['\\\\evil.example.com/x.pdf', 'origin'],
    ['/\\evil.example.com/x.pdf', 'origin'],
    ['https://localhost:9999/x.pdf', 'origin'],
    ['http://[::1/x.pdf', 'invalid'],
  ] as const)('%s is refused as %s', (raw, problem) => {
    expect(resolveFileAddress(raw, local)).toEqual({ ok: false, problem });
  });

  it('accepts a full address on the portal origin', () => {
    expect(resolveFileAddress('http://localhost:8080/downloads/a.pdf#page=3', local)).toEqual({ ok: true, href: '/downloads/a.pdf#page=3' });
  });
});

describe('helpers', () => {
  it('knows the local host names and the first path segment', () => {
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('apply.example.edu')).toBe(false);
    expect(isLocalHost('localhost.example.com')).toBe(false);
    expect(firstSegment('/enroll/apply/')).toBe('enroll');
    expect(firstSegment('//x//y')).toBe('x');
    expect(firstSegment('/')).toBe('');
  });
});
