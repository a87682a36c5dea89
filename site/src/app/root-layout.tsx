import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      ) : null}
      <SiteHeader />
      {/* Hydration boundaries: React hydrates each on its own, in slices, and a tap hydrates only
          the part it lands in (plus the header) before it is answered. Nothing here suspends. */}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
