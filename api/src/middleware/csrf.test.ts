import { describe, expect, it } from 'vitest';
import { isCrossOriginRequest, trustedOrigins } from './csrf';

const request = (method: string, headers: Record<string, string>, host = 'admin.example.com') => ({
  method,
  host,
  get: (name: string) => headers[name] ?? '',
});

describe('isCrossOriginRequest (Go 1.25 CrossOriginProtection)', () => {
  it('never refuses safe methods', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossOriginRequest(request(method, { 'Sec-Fetch-Site': 'cross-site' }), [])).toBe(
        false,
      );
    }
  });

  it('trusts the browser when it says same-origin or none', () => {
    expect(isCrossOriginRequest(request('POST', { 'Sec-Fetch-Site': 'same-origin' }), [])).toBe(
      false,
    );
    expect(isCrossOriginRequest(request('POST', { 'Sec-Fetch-Site': 'none' }), [])).toBe(false);
  });

  it('refuses cross-site and same-site unless the origin is trusted', () => {
    const trusted = ['https://www.example.com'];
    for (const site of ['cross-site', 'same-site']) {
      expect(
        isCrossOriginRequest(
          request('POST', { 'Sec-Fetch-Site': site, Origin: 'https://evil.example' }),
          trusted,
        ),
      ).toBe(true);
      expect(
        isCrossOriginRequest(
          request('PUT', { 'Sec-Fetch-Site': site, Origin: 'https://www.example.com' }),
          trusted,
        ),
      ).toBe(false);
    }
  });

  it('falls back to Origin against Host, and allows requests with neither header', () => {
    expect(isCrossOriginRequest(request('POST', { Origin: 'https://admin.example.com' }), [])).toBe(
      false,
    );
    expect(isCrossOriginRequest(request('POST', { Origin: 'https://evil.example' }), [])).toBe(
      true,
    );
    expect(isCrossOriginRequest(request('POST', { Origin: 'null' }), [])).toBe(true);
    expect(isCrossOriginRequest(request('DELETE', {}), [])).toBe(false);
  });
});

describe('trustedOrigins', () => {
  it('joins PUBLIC_URL (as an origin) and TRUSTED_ORIGINS', () => {
    expect(
      trustedOrigins({
        publicUrl: 'https://www.example.com/some/path',
        trustedOrigins: ['https://intranet.example/'],
      }),
    ).toEqual(['https://intranet.example', 'https://www.example.com']);
  });
});
