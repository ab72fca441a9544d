import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../features/errors';
import { loadClassroomPages } from '../../features/classroom';
import { loadHomeworkPages } from '../../features/homework';
import { loadInvitePages } from '../../features/invite';
import { loadIntroPages } from '../../features/intro';
import { loadLandingPages } from '../../features/landing';
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
import { CompanyHomeRedirect } from './CompanyHomeRedirect';
import { redirect } from './elements';
import { companyRoute, loginRoute, rootRoute } from './firstRoutes';
import { lazyElement } from './lazyElement';
import { manageRoutes } from './manageRoutes';
import { serviceRoutes } from './serviceRoutes';

/** The signed-in areas' frames (header, tabs, menu) are chunks of their own: the login page never loads them. */
const loadServiceLayout = () => import('../layouts/ServiceLayout');
const loadManageLayout = () => import('../layouts/ManageLayout');
// The terms pages' tab list stays off the other public pages (the login page's budget).
const loadTermsLayout = () => import('../layouts/TermsLayout');

/** The public site's pages under /intro (service-area 2.2), each from the intro feature's chunk. */
const introPage = (path: string, render: (pages: Awaited<ReturnType<typeof loadIntroPages>>) => ReactNode): RouteObject => ({
  path,
  lazy: lazyElement(loadIntroPages, render),
});

/**
 * The whole route map (foundation.md 2, service-area 2.1-2.2, manage-area 2). The browser starts with its
 * login page alone (firstRoutes.tsx) and adds the rest on the first navigation elsewhere (routeDiscovery.ts).
 */
export const routes: RouteObject[] = [
  rootRoute([
    {
      // The public site in Korean (service-area 2.18): / is its intro page, with the landing's company finder.
      lazy: lazyElement(loadIntroPages, (pages) => <pages.IntroLayout />),
      children: [
        {
          index: true,
          lazy: lazyElement(
            () => Promise.all([loadIntroPages(), loadLandingPages()]),
            ([intro, landing]) => <intro.IntroHomePage finder={<landing.CompanyFinder />} />,
          ),
        },
        {
          path: 'intro',
          children: [
            { index: true, element: redirect('/') },
            introPage('academy', (p) => <p.AcademyPage />),
            introPage('academy/teacher', (p) => <p.TeacherPage />),
            introPage('personalClass', (p) => <p.PersonalClassPage />),
            introPage('personalClass/price', (p) => <p.PersonalPricePage />),
            introPage('privateClass', (p) => <p.PrivateClassPage />),
            introPage('privateClass/price', (p) => <p.PrivatePricePage />),
            introPage('contact', (p) => <p.ContactPage />),
            introPage('help/faq', (p) => <p.FaqPage />),
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
      // The OAuth login page's return (service-area 2.6): the provider sends code and state here.
      path: 'oauth',
      element: <LoginLayout />,
      children: [{ index: true, lazy: lazyElement(loadSsoPages, (pages) => <pages.SsoEntryPage entry="oauth" />) }],
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
    {
      // The built-in web classroom (join answers' webJoinUrl): signed out, outside any company; the ticket is in the fragment.
      path: 'classroom',
      lazy: lazyElement(loadClassroomPages, (pages) => <pages.ClassroomPage />),
    },
    { path: 'error', element: <ErrorLayout />, children: [{ index: true, element: <ErrorPage variant="system" /> }] },
    companyRoute([
      loginRoute,
      {
        path: 'oauth',
        element: <LoginLayout />,
        children: [{ index: true, lazy: lazyElement(loadSsoPages, (pages) => <pages.SsoEntryPage entry="oauth" />) }],
      },
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
    ]),
    { path: '*', element: redirect('/') },
  ]),
];
