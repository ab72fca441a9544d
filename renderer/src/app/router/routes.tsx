import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../features/errors/ErrorPage';
import { InvitePage } from '../../features/invite/InvitePage';
import { LandingPage } from '../../features/landing/LandingPage';
import { CompanyLoginPage } from '../../features/login/CompanyLoginPage';
import { RequireCompanySession } from '../guards/RequireCompanySession';
import { RequireManageAccess } from '../guards/RequireManageAccess';
import { AppViewLayout } from '../layouts/AppViewLayout';
import { ErrorLayout } from '../layouts/ErrorLayout';
import { InviteLayout } from '../layouts/InviteLayout';
import { LoginLayout } from '../layouts/LoginLayout';
import { ManageLayout } from '../layouts/ManageLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { ServiceLayout } from '../layouts/ServiceLayout';
import { TermsLayout } from '../layouts/TermsLayout';
import { CompanyHomeRedirect } from './CompanyHomeRedirect';
import { redirect, soon } from './elements';
import { manageRoutes } from './manageRoutes';
import { RootRoute } from './RootRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { serviceRoutes } from './serviceRoutes';

const introPages = [
  'academy',
  'academy/teacher',
  'personalClass',
  'personalClass/price',
  'privateClass',
  'privateClass/price',
  'contact',
  'help/faq',
];

/** The whole route map (foundation.md 2, service-area 2.1-2.2, manage-area 2). */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'intro',
            children: [
              { index: true, element: redirect('/') },
              ...introPages.map((page) => ({ path: page, element: soon(`intro.${page.replace('/', '_')}`) })),
              { path: '*', element: redirect('/') },
            ],
          },
        ],
      },
      {
        path: 'terms',
        element: <TermsLayout />,
        children: [
          { index: true, element: redirect('policy') },
          { path: 'policy', element: soon('terms.policy') },
          { path: 'service', element: soon('terms.service') },
          { path: 'marketing', element: soon('terms.marketing') },
          { path: '*', element: <ErrorPage variant="notFound" /> },
        ],
      },
      {
        path: 'sso',
        element: <LoginLayout />,
        children: [
          { path: 'gne', element: soon('sso.gne') },
          { path: 'dachaeum', element: soon('sso.dachaeum') },
          { path: '*', element: redirect('/') },
        ],
      },
      { path: 'invite/:companyCode?/:inviteCode?', element: <InviteLayout />, children: [{ index: true, element: <InvitePage /> }] },
      {
        path: 'wb',
        element: <AppViewLayout />,
        children: [
          { path: 'textbook', element: soon('wb.textbook') },
          { path: 'fileDownload', element: soon('wb.fileDownload') },
          { path: 'attendee', element: soon('wb.attendee') },
          { path: 'youtube/:youtubeId', element: soon('wb.youtube') },
          { path: '*', element: redirect('/') },
        ],
      },
      { path: 'error', element: <ErrorLayout />, children: [{ index: true, element: <ErrorPage variant="system" /> }] },
      {
        path: ':companyId',
        children: [
          { index: true, element: <CompanyLoginPage /> },
          {
            element: <RequireCompanySession />,
            children: [
              { element: <ServiceLayout />, children: serviceRoutes },
              {
                path: 'manage',
                element: <RequireManageAccess />,
                children: [{ element: <ManageLayout />, children: manageRoutes }],
              },
            ],
          },
          { path: '*', element: <CompanyHomeRedirect /> },
        ],
      },
      { path: '*', element: redirect('/') },
    ],
  },
];
