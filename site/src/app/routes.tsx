/**
 * The public route table, one `RouteObject[]` shared by the browser router (main.tsx) and a future
 * server renderer (createStaticHandler/createStaticRouter on the same routes). Every page loads
 * lazily, each with its own loader where it needs data.
 */
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = { Component: React.ComponentType; loader?: RouteObject['loader'] };

function servicePage(key: 'it-staffing' | 'cloud-solutions' | 'design-development') {
  return async (): Promise<PageModule> => {
    const { ServiceDetailPage } = await import('../pages/service-detail-page');
    return { Component: () => <ServiceDetailPage pageKey={key} /> };
  };
}

function marketingPage(
  key:
    | 'it-strategy-consulting'
    | 'workforce-optimization'
    | 'scalable-it-solutions'
    | 'technology-transformation'
    | 'application-modernization',
) {
  return async (): Promise<PageModule> => {
    const { MarketingPage } = await import('../pages/marketing-page');
    return { Component: () => <MarketingPage pageKey={key} /> };
  };
}

function RootError() {
  return (
    <main id="main">
      <RouteError />
    </main>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootError,
    // The first page's code is still loading (no server rendering yet): keep the screen calm.
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            // Lazy like every page: the app's own module stays small, and its evaluation and the
            // page's are two short tasks, not one long one.
            lazy: () =>
              import('../pages/home-page').then(({ HomePage, homeLoader }) => ({
                Component: HomePage,
                loader: homeLoader,
              })),
          },
          { path: 'about', lazy: () => import('../pages/about-page') },
          { path: 'services', lazy: () => import('../pages/services-page') },
          { path: 'products', lazy: () => import('../pages/products-page') },
          { path: 'contact', lazy: () => import('../pages/contact-page') },
          {
            path: 'blog',
            lazy: () => import('../pages/blog-list-page'),
            children: [
              {
                index: true,
                lazy: () =>
                  import('../pages/blog-list-page').then(({ postsLoader, Posts }) => ({
                    loader: postsLoader,
                    Component: Posts,
                  })),
              },
            ],
          },
          { path: 'blog/:slug', lazy: () => import('../pages/blog-post-page') },
          { path: 'ITStaffing', lazy: servicePage('it-staffing') },
          { path: 'cloud-solutions', lazy: servicePage('cloud-solutions') },
          { path: 'design-development', lazy: servicePage('design-development') },
          { path: 'our-expertise', lazy: () => import('../pages/our-expertise-page') },
          { path: 'it-strategy-consulting', lazy: marketingPage('it-strategy-consulting') },
          { path: 'workforce-optimization', lazy: marketingPage('workforce-optimization') },
          { path: 'scalable-it-solutions', lazy: marketingPage('scalable-it-solutions') },
          { path: 'technology-transformation', lazy: marketingPage('technology-transformation') },
          { path: 'application-modernization', lazy: marketingPage('application-modernization') },
          { path: 'mission', lazy: () => import('../pages/mission-page') },
          { path: 'partnership', lazy: () => import('../pages/partnership-page') },
          { path: 'careers', lazy: () => import('../pages/careers-page') },
          { path: 'careers/:id', lazy: () => import('../pages/job-page') },
          { path: 'privacy-policy', lazy: () => import('../pages/privacy-policy-page') },
          { path: 'terms-of-service', lazy: () => import('../pages/terms-of-service-page') },
          // A booking link (scheduling): one person's, noindex, never cached.
          { path: 'book/:token', lazy: () => import('../pages/booking-page') },
          // Results for the visitor's words: noindex, and not in the sitemap.
          {
            path: 'search',
            lazy: () => import('../pages/search-page'),
            handle: { noindex: true },
          },
          // The candidate's own page, by the private link of their acknowledgement (noindex,
          // never cached), and the confirmation of "Delete my data".
          {
            path: 'my-application/confirm-deletion/:token',
            lazy: () => import('../pages/confirm-deletion-page'),
          },
          { path: 'my-application/:token', lazy: () => import('../pages/application-status-page') },
          // A client's review link (the staffing desk): one client's, noindex, never cached.
          { path: 'review/:token', lazy: () => import('../pages/review-page') },
          { path: '*', Component: NotFoundPage, handle: { status: 404 } },
        ],
      },
    ],
  },
];
