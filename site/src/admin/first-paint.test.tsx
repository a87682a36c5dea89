import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingPage } from '@northbeam/shared/admin/ui/loading-screen';
import { FIRST_PAINT_MARKUP } from './first-paint';

describe('the admin page before its JavaScript runs', () => {
  it('shows the loading page the app draws first, to the character', () => {
    expect(FIRST_PAINT_MARKUP).toBe(renderToStaticMarkup(<LoadingPage />));
  });
});
