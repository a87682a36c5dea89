/**
 * The admin's routes, with full paths, for any data router: the browser mounts them with
 * createBrowserRouter, the desktop app with createHashRouter. Wrap the router in
 * <AdminPlatformProvider platform={...}>. The pages of a day's work (sign-in, Overview, the
 * lists, an application, a lead) are in the first bundle; the others load when first opened.
 */
// First: before any module builds a zod schema.
import '../../contract/browser-zod';
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
import { LoadingScreen } from '../ui/loading-screen';
import { AdminLayout } from './admin-layout';
import { adminPaths, adminRoutePatterns } from './admin-paths';
import { AdminErrorPage, AdminRoot } from './admin-root';
// Scheduling (issue 31): its sections, placed in the pages here (features stand alone).
import { ConsultationCall } from '../features/interviews/consultation-call';
import { InterviewsPanel } from '../features/interviews/interviews-panel';
import { ScheduleInterviewDialog } from '../features/interviews/schedule-interview-dialog';
// The staffing desk (issue 34).
import { ClientPage } from '../features/staffing/client-page';
import { ClientsPage } from '../features/staffing/clients-page';
import { DeskPage } from '../features/staffing/desk-page';
import { JobOrderPage } from '../features/staffing/job-order-page';
import type { ScheduleFromAnswer } from '../features/staffing/client-answer';
import { MakeClientButton } from '../features/staffing/make-client-button';
import { SubmitToClientPanel } from '../features/staffing/submit-to-client-panel';

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
    hydrateFallbackElement: <LoadingScreen />,
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
                lazy: async () => {
                  const { PrivacyPage } = await import('../features/privacy/privacy-page');
                  return {
                    Component: () => (
                      <RequirePermission permission="privacy">
                        <PrivacyPage />
                      </RequirePermission>
                    ),
                  };
                },
              },
              {
                path: adminPaths.outbox(),
                lazy: async () => {
                  const { OutboxPage } = await import('../features/notifications/outbox-page');
                  return {
                    Component: () => (
                      <RequirePermission permission="settings">
                        <OutboxPage />
                      </RequirePermission>
                    ),
                  };
                },
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
                lazy: async () => {
                  const { TeamPage } = await import('../features/team/team-page');
                  return {
                    Component: () => (
                      <RequirePermission permission="team">
                        <TeamPage />
                      </RequirePermission>
                    ),
                  };
                },
              },
              {
                path: adminPaths.pipeline,
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
              ...(
                [
                  [adminPaths.clients, <ClientsPage key="clients" />],
                  [adminRoutePatterns.client, <ClientPage key="client" />],
                  [
                    adminRoutePatterns.jobOrder,
                    <JobOrderPage key="job-order" schedule={scheduleFromAnswer} />,
                  ],
                  [adminPaths.desk, <DeskPage key="desk" />],
                ] as const
              ).map(([path, page]) => ({
                path,
                element: <RequirePermission permission="clients">{page}</RequirePermission>,
              })),
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
      { path: '*', element: <Navigate to={adminPaths.dashboard()} replace /> },
    ],
  },
];
