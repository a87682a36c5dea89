/**
 * The admin's routes, with full paths, for any data router: the browser mounts them with
 * createBrowserRouter, the desktop app with createHashRouter. Wrap the router in
 * <AdminPlatformProvider platform={...}>.
 */
// First: before any module builds a zod schema.
import { DesktopAppPage } from '../features/desktop/desktop-app-page';
import '../../contract/browser-zod';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AccountPage } from '../features/account/account-page';
import { LoginPage } from '../auth/login-page';
import { AcceptInvitationPage } from '../auth/accept-invitation-page';
import { ForgotPasswordPage } from '../auth/forgot-password-page';
import { RequireAdmin, RequirePermission } from '../auth/require-admin';
import { ResetPasswordPage } from '../auth/reset-password-page';
import { TeamPage } from '../features/team/team-page';
import { ApplicationPage } from '../features/workspace/application-page';
import { InquiryPage } from '../features/workspace/inquiry-page';
import { OverviewPage } from '../features/workspace/overview-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { JobFormPage } from '../features/jobs/job-form-page';
import { NotificationsPage } from '../features/notifications/notifications-page';
import { OutboxPage } from '../features/notifications/outbox-page';
import { LoadingScreen } from '../ui/loading-screen';
import { AdminLayout } from './admin-layout';
import { AdminErrorPage, AdminRoot } from './admin-root';

export const adminRoutes: RouteObject[] = [
  {
    element: <AdminRoot />,
    errorElement: <AdminErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/admin/login', element: <LoginPage /> },
      // Links from e-mails, used signed out.
      { path: '/admin/accept-invitation', element: <AcceptInvitationPage /> },
      { path: '/admin/reset-password', element: <ResetPasswordPage /> },
      { path: '/admin/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/admin', element: <Navigate to="/admin/dashboard" replace /> },
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { path: '/admin/dashboard', element: <DashboardPage /> },
              { path: '/admin/account', element: <AccountPage /> },
              { path: '/admin/overview', element: <OverviewPage /> },
              { path: '/admin/desktop', element: <DesktopAppPage /> },
              {
                path: '/admin/privacy',
                element: (
                  <RequirePermission permission="privacy">
                    <PrivacyPage />
                  </RequirePermission>
                ),
              },
              {
                path: '/admin/outbox',
                element: (
                  <RequirePermission permission="settings">
                    <OutboxPage />
                  </RequirePermission>
                ),
              },
              { path: '/admin/notifications', element: <NotificationsPage /> },
              {
                path: '/admin/team',
                element: (
                  <RequirePermission permission="team">
                    <TeamPage />
                  </RequirePermission>
                ),
              },
              {
                path: '/admin/pipeline',
                // dnd-kit only where it is used.
                lazy: async () => {
                  const { PipelineBoard } = await import('../features/applications/pipeline-board');
                  return {
                    Component: () => (
                      <RequirePermission permission="applications">
                        <PipelineBoard />
                      </RequirePermission>
                    ),
                  };
                },
              },
              {
                // Reports (issue 32): Chart.js only where it is used; each report checks its role.
                path: '/admin/reports',
                lazy: async () => {
                  const { ReportsPage } = await import('../features/reports/reports-page');
                  return { Component: ReportsPage };
                },
              },
              {
                path: '/admin/applications/:id',
                element: (
                  <RequirePermission permission="applications">
                    <ApplicationPage />
                  </RequirePermission>
                ),
              },
              {
                path: '/admin/contacts/:id',
                element: (
                  <RequirePermission permission="inquiries">
                    <InquiryPage kind="contact" />
                  </RequirePermission>
                ),
              },
              {
                path: '/admin/consultations/:id',
                element: (
                  <RequirePermission permission="inquiries">
                    <InquiryPage kind="consultation" />
                  </RequirePermission>
                ),
              },
              {
                path: '/admin/jobs/:id',
                element: (
                  <RequirePermission permission="jobs">
                    <JobFormPage />
                  </RequirePermission>
                ),
              },
              {
                path: '/admin/blogs/:id',
                // The Slate editor is the heaviest part of the admin: load it on demand.
                lazy: async () => {
                  const { BlogFormPage } = await import('../features/blogs/blog-form-page');
                  return {
                    Component: () => (
                      <RequirePermission permission="blog">
                        <BlogFormPage />
                      </RequirePermission>
                    ),
                  };
                },
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
];
