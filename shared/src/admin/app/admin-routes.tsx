/**
 * The admin's routes, with full paths, for any data router: the browser mounts them with
 * createBrowserRouter, the desktop app with createHashRouter. Wrap the router in
 * <AdminPlatformProvider platform={...}>. The pages of a day's work (sign-in, Overview, the
 * lists, an application, a lead) are in the first bundle; the others load when first opened.
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
import { UnmatchedPage } from '../features/conversations/unmatched-page';
import { ApplicationPage } from '../features/workspace/application-page';
import { InquiryPage } from '../features/workspace/inquiry-page';
import { OverviewPage } from '../features/workspace/overview-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { LoadingPage } from '../ui/loading-screen';
import { AdminLayout } from './admin-layout';
import { adminPaths, adminRoutePatterns } from './admin-paths';
import { AdminErrorPage, AdminRoot } from './admin-root';
// Scheduling (issue 31): its sections, placed in the pages here (features stand alone).
import { ConsultationCall } from '../features/interviews/consultation-call';
import { InterviewsPanel } from '../features/interviews/interviews-panel';
import { ScheduleInterviewDialog } from '../features/interviews/schedule-interview-dialog';
// The staffing desk (issue 34): its sections of the day's pages; its own pages load when opened.
import type { ScheduleFromAnswer } from '../features/staffing/client-answer';
import { MakeClientButton } from '../features/staffing/make-client-button';
import { SubmitToClientPanel } from '../features/staffing/submit-to-client-panel';
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

/** "Schedule at this time" on a client's answer: the application's own scheduling form. */
const scheduleFromAnswer: ScheduleFromAnswer = (request) => (
  <ScheduleInterviewDialog
    applicationId={request.applicationId}
    open
    onClose={request.onClose}
    onScheduled={request.onScheduled}
    forClient={{
      submittalId: request.submittalId,
      startsAt: request.startsAt,
      clientName: request.clientName,
    }}
  />
);

export const adminRoutes: RouteObject[] = [
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
            element: <AdminLayout />,
            children: [
              { path: adminPaths.dashboard(), element: <DashboardPage /> },
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
                  Component: (await import('../features/desktop/desktop-app-page')).DesktopAppPage,
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
                element: (
                  <RequirePermission permission="inbox">
                    <UnmatchedPage />
                  </RequirePermission>
                ),
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
                element: (
                  <RequirePermission permission="applications">
                    <ApplicationPage
                      interviews={<InterviewsPanel />}
                      submittals={<SubmitToClientPanel schedule={scheduleFromAnswer} />}
                    />
                  </RequirePermission>
                ),
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
                  const { JobOrderPage } = await import('../features/staffing/job-order-page');
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
                element: (
                  <RequirePermission permission="inquiries">
                    <InquiryPage kind="contact" client={<MakeClientButton kind="contact" />} />
                  </RequirePermission>
                ),
              },
              {
                path: adminRoutePatterns.consultation,
                element: (
                  <RequirePermission permission="inquiries">
                    <InquiryPage
                      kind="consultation"
                      call={<ConsultationCall />}
                      client={<MakeClientButton kind="consultation" />}
                    />
                  </RequirePermission>
                ),
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
