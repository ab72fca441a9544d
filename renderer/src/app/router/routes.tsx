import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../features/errors';
import { loadHomeworkPages } from '../../features/homework';
import { loadInvitePages } from '../../features/invite';
import { loadLandingPages } from '../../features/landing';
import { loadLoginPages } from '../../features/login';
import { loadRoomPages } from '../../features/rooms';
import { loadSsoPages } from '../../features/sso';
import { loadTermsPages } from '../../features/terms';
import { loadYoutubePages } from '../../features/youtube';
import { RequireCompanySession } from '../guards/RequireCompanySession';
import { RequireManageAccess } from '../guards/RequireManageAccess';
import { AppViewLayout } from '../layouts/AppViewLayout';
import { ErrorLayout } from '../layouts/ErrorLayout';
import { InviteLayout } from '../layouts/InviteLayout';
import { LoginLayout } from '../layouts/LoginLayout';
import { PublicLayout } from '../layouts/PublicLayout';
import { Splash } from '../Splash';
import { CompanyHomeRedirect } from './CompanyHomeRedirect';
import { redirect, soon } from './elements';
import { lazyElement } from './lazyElement';
import { manageRoutes } from './manageRoutes';
import { RootRoute } from './RootRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { serviceRoutes } from './serviceRoutes';

/** The signed-in areas' frames (header, tabs, menu) are chunks of their own: the login page never loads them. */
const loadServiceLayout = () => import('../layouts/ServiceLayout');
const loadManageLayout = () => import('../layouts/ManageLayout');
// The terms pages' tab list stays off the other public pages (the login page's budget).
const loadTermsLayout = () => import('../layouts/TermsLayout');

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
    hydrateFallbackElement: <Splash />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: lazyElement(loadLandingPages, (pages) => <pages.LandingPage />) },
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
        lazy: lazyElement(loadTermsLayout, (layout) => <layout.TermsLayout />),
        children: [
          { index: true, element: redirect('policy') },
          { path: 'policy', lazy: lazyElement(loadTermsPages, (pages) => <pages.TermsPage name="policy" />) },
          { path: 'service', lazy: lazyElement(loadTermsPages, (pages) => <pages.TermsPage name="service" />) },
          { path: 'marketing', lazy: lazyElement(loadTermsPages, (pages) => <pages.TermsPage name="marketing" />) },
          { path: '*', element: <ErrorPage variant="notFound" /> },
        ],
      },
      {
        path: 'sso',
        element: <LoginLayout />,
        children: [
          { path: 'gne', lazy: lazyElement(loadSsoPages, (pages) => <pages.SsoEntryPage entry="gne" />) },
          { path: 'dachaeum', lazy: lazyElement(loadSsoPages, (pages) => <pages.SsoEntryPage entry="dachaeum" />) },
          { path: 'return', lazy: lazyElement(loadSsoPages, (pages) => <pages.SsoReturnPage />) },
          { path: '*', element: redirect('/') },
        ],
      },
      {
        path: 'invite/:companyCode?/:inviteCode?',
        element: <InviteLayout />,
        children: [{ index: true, lazy: lazyElement(loadInvitePages, (pages) => <pages.InvitePage />) }],
      },
      {
        path: 'wb',
        element: <AppViewLayout />,
        children: [
          { path: 'textbook', lazy: lazyElement(loadHomeworkPages, (pages) => <pages.WbTextbookPage />) },
          { path: 'fileDownload', lazy: lazyElement(loadRoomPages, (pages) => <pages.WbFileDownloadPage />) },
          { path: 'attendee', lazy: lazyElement(loadRoomPages, (pages) => <pages.WbAttendeePage />) },
          { path: 'youtube/:youtubeId', lazy: lazyElement(loadYoutubePages, (pages) => <pages.WbYoutubePage />) },
          { path: '*', element: redirect('/') },
        ],
      },
      { path: 'error', element: <ErrorLayout />, children: [{ index: true, element: <ErrorPage variant="system" /> }] },
      {
        path: ':companyId',
        children: [
          { index: true, lazy: lazyElement(loadLoginPages, (pages) => <pages.CompanyLoginPage />) },
          {
            element: <RequireCompanySession />,
            children: [
              { lazy: lazyElement(loadServiceLayout, (layout) => <layout.ServiceLayout />), children: serviceRoutes },
              {
                path: 'manage',
                element: <RequireManageAccess />,
                children: [{ lazy: lazyElement(loadManageLayout, (layout) => <layout.ManageLayout />), children: manageRoutes }],
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
