import { describe, expect, it } from 'vitest';
import { pageRequest } from './render-service';

describe('pageRequest', () => {
  it('keeps a public page with or without its parameters, dropping tracking ones', () => {
    expect(pageRequest('/blog', '')).toEqual({ url: '/blog', cacheable: true });
    expect(pageRequest('/blog', 'utm_source=x&tag=cloud&category=news')).toEqual({
      url: '/blog?category=news&tag=cloud',
      cacheable: true,
    });
    expect(pageRequest('/blog', 'q=1')).toEqual({ url: '/blog?q=1', cacheable: false });
  });

  it('never keeps a booking link page, with or without a query', () => {
    expect(pageRequest('/book/abc', '').cacheable).toBe(false);
    expect(pageRequest('/book/abc', 'utm_source=x').cacheable).toBe(false);
  });
});

describe('pageRequest of a review link', () => {
  it('never keeps a client’s review page (each view is recorded), with or without a query', () => {
    expect(pageRequest('/review/abc', '').cacheable).toBe(false);
    expect(pageRequest('/review/abc', 'utm_source=x').cacheable).toBe(false);
  });
});
