/**
 * The admin's routes, with full paths, for any data router: the browser mounts them with
 * createBrowserRouter, the desktop app with createHashRouter. Wrap the router in
 * <AdminPlatformProvider platform={...}>. Sign-in and the Overview are in the first bundle; the
 * pages of a day's work are fetched ahead once the admin is idle (day-pages.tsx); the others
 * load when first opened.
 */
// First: before any module builds a zod schema.
import '../../contract/browser-zod';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { AcceptInvitationPage } from '../auth/accept-invitation-page';
import { ForgotPasswordPage } from '../auth/forgot-password-page';
import { RequireAdmin, RequirePermission } from '../auth/require-admin';
import { ResetPasswordPage } from '../auth/reset-password-page';
import { OverviewPage } from '../features/workspace/overview-page';
import { LoadingPage } from '../ui/loading-screen';
import { AdminLayout } from './admin-layout';
import { adminPaths, adminRoutePatterns } from './admin-paths';
import { AdminErrorPage, AdminRoot } from './admin-root';
import { createDayPages, type DayPageName } from './day-pages';
import type { Permission } from '../../contract/roles';

/** A page loaded when first opened, shown only to a role with the permission. */
const lazyPage = (permission: Permission, load: () => Promise<ComponentType>) => async () => {
  const Page = await load();
  return {
    Component: () => (
      <RequirePermission permission={permission}>
        <Page />
      </RequirePermission>
    ),
  };
};

/**
 * The routes of one admin app (a router each: the day's pages it has loaded are its own). Call
 * once per router.
 */
export function createAdminRoutes(): RouteObject[] {
  const dayPages = createDayPages();
  /** A day's page (day-pages.tsx), shown only to a role with the permission when one is given. */
  const dayPage = (name: DayPageName, permission?: Permission) => ({
    Component: permission
      ? () => (
          <RequirePermission permission={permission}>
            <dayPages.Page name={name} />
          </RequirePermission>
        )
      : () => <dayPages.Page name={name} />,
  });
  return [
    {
      element: <AdminRoot />,
      errorElement: <AdminErrorPage />,
      hydrateFallbackElement: <LoadingPage />,
      children: [
        { path: adminPaths.login, element: <LoginPage /> },
        // Links from e-mails, used signed out.
        { path: adminPaths.acceptInvitation, element: <AcceptInvitationPage /> },
        { path: adminPaths.resetPassword, element: <ResetPasswordPage /> },
        { path: adminPaths.forgotPassword, element: <ForgotPasswordPage /> },
        { path: adminPaths.root, element: <Navigate to={adminPaths.dashboard()} replace /> },
        {
          element: <RequireAdmin />,
          children: [
            {
              element: <AdminLayout prefetch={dayPages.prefetchWhenIdle} />,
              children: [
                {
                  path: adminPaths.dashboard(),
                  ...dayPage('dashboard'),
                },
                {
                  path: adminPaths.account,
                  lazy: async () => {
                    const [{ AccountPage }, { AvailabilitySection }, { MyInterviewsSection }] =
                      await Promise.all([
                        import('../features/account/account-page'),
                        import('../features/interviews/availability-section'),
                        import('../features/interviews/my-interviews-section'),
                      ]);
                    return {
                      Component: () => (
                        <AccountPage>
                          <AvailabilitySection />
                          <MyInterviewsSection />
                        </AccountPage>
                      ),
                    };
                  },
                },
                { path: adminPaths.overview, element: <OverviewPage /> },
                {
                  path: adminPaths.desktop,
                  lazy: async () => ({
                    Component: (await import('../features/desktop/desktop-app-page'))
                      .DesktopAppPage,
                  }),
                },
                {
                  path: adminPaths.privacy,
                  lazy: lazyPage(
                    'privacy',
                    async () => (await import('../features/privacy/privacy-page')).PrivacyPage,
                  ),
                },
                {
                  path: adminPaths.outbox(),
                  lazy: lazyPage(
                    'settings',
                    async () => (await import('../features/notifications/outbox-page')).OutboxPage,
                  ),
                },
                {
                  path: adminPaths.notifications,
                  lazy: async () => ({
                    Component: (await import('../features/notifications/notifications-page'))
                      .NotificationsPage,
                  }),
                },
                {
                  path: adminPaths.unmatched,
                  ...dayPage('unmatched', 'inbox'),
                },
                {
                  path: adminPaths.team,
                  lazy: lazyPage(
                    'team',
                    async () => (await import('../features/team/team-page')).TeamPage,
                  ),
                },
                {
                  path: adminPaths.pipeline,
                  // dnd-kit only where it is used.
                  lazy: lazyPage(
                    'applications',
                    async () =>
                      (await import('../features/applications/pipeline-board')).PipelineBoard,
                  ),
                },
                {
                  // Reports (issue 32): Chart.js only where it is used; each report checks its role.
                  path: adminPaths.reports,
                  lazy: async () => {
                    const { ReportsPage } = await import('../features/reports/reports-page');
                    return { Component: ReportsPage };
                  },
                },
                {
                  path: adminRoutePatterns.application,
                  ...dayPage('application', 'applications'),
                },
                {
                  path: adminPaths.clients,
                  lazy: lazyPage(
                    'clients',
                    async () => (await import('../features/staffing/clients-page')).ClientsPage,
                  ),
                },
                {
                  path: adminRoutePatterns.client,
                  lazy: lazyPage(
                    'clients',
                    async () => (await import('../features/staffing/client-page')).ClientPage,
                  ),
                },
                {
                  path: adminRoutePatterns.jobOrder,
                  lazy: lazyPage('clients', async () => {
                    const [{ JobOrderPage }, { scheduleFromAnswer }] = await Promise.all([
                      import('../features/staffing/job-order-page'),
                      import('./schedule-from-answer'),
                    ]);
                    return () => <JobOrderPage schedule={scheduleFromAnswer} />;
                  }),
                },
                {
                  path: adminPaths.desk,
                  lazy: lazyPage(
                    'clients',
                    async () => (await import('../features/staffing/desk-page')).DeskPage,
                  ),
                },
                {
                  path: adminRoutePatterns.contact,
                  ...dayPage('contact', 'inquiries'),
                },
                {
                  path: adminRoutePatterns.consultation,
                  ...dayPage('consultation', 'inquiries'),
                },
                {
                  path: adminRoutePatterns.job,
                  lazy: async () => {
                    const [{ JobFormPage }, { InterviewKitSection }] = await Promise.all([
                      import('../features/jobs/job-form-page'),
                      import('../features/interviews/interview-kit-section'),
                    ]);
                    return {
                      Component: () => (
                        <RequirePermission permission="jobs">
                          <JobFormPage>
                            <InterviewKitSection />
                          </JobFormPage>
                        </RequirePermission>
                      ),
                    };
                  },
                },
                {
                  path: adminRoutePatterns.blog,
                  // The Slate editor is the heaviest part of the admin: load it on demand.
                  lazy: lazyPage(
                    'blog',
                    async () => (await import('../features/blogs/blog-form-page')).BlogFormPage,
                  ),
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={adminPaths.dashboard()} replace /> },
      ],
    },
  ];
}
