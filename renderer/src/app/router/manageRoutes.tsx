import type { RouteObject } from 'react-router-dom';
import { loadBookPages } from '../../features/books';
import { loadChargesPages } from '../../features/charges';
import { loadClassResultPages } from '../../features/classResults';
import { ErrorPage } from '../../features/errors';
import { loadHomeworkPages } from '../../features/homework';
import { loadMonitorPages } from '../../features/monitor';
import { loadNotePages } from '../../features/notes';
import { loadRoomPages } from '../../features/rooms';
import { loadSettingsPages } from '../../features/settings';
import { loadStatisticsPages } from '../../features/statistics';
import { loadUserPages } from '../../features/users';
import { redirect } from './elements';
import { lazyElement } from './lazyElement';
import { boardSection, messageBox } from './serviceRoutes';

/** A tab of the book list: its own route, so the tab survives reload and back. */
function bookTab(tab: 'textbook' | 'workbook'): RouteObject {
  return {
    path: tab,
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadBookPages, (pages) => <pages.BookListPage key={tab} tab={tab} />) },
    ],
  };
}

/** Everything under /{companyId}/manage (manage-area 2, route map), in the manage layout. */
export const manageRoutes: RouteObject[] = [
  { index: true, element: redirect('room/list') },
  { path: 'main', element: redirect('../room/list') },
  { path: 'message', children: [{ index: true, element: redirect('recv/list') }, messageBox('send'), messageBox('recv')] },
  {
    path: 'monitor',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadMonitorPages, (pages) => <pages.MonitorListPage />) },
      { path: 'view', lazy: lazyElement(loadMonitorPages, (pages) => <pages.MonitorViewPage />) },
    ],
  },
  {
    path: 'log',
    children: [
      { index: true, element: redirect('logMeet/list') },
      {
        path: 'logMeet',
        children: [
          { index: true, element: redirect('list') },
          { path: 'list', lazy: lazyElement(loadClassResultPages, (pages) => <pages.ManageClassLogListPage />) },
          { path: 'view', lazy: lazyElement(loadClassResultPages, (pages) => <pages.ManageClassLogViewPage />) },
          { path: 'viewNote', lazy: lazyElement(loadNotePages, (pages) => <pages.ManageClassNotePage />) },
        ],
      },
      {
        path: 'joinLog',
        children: [
          { index: true, element: redirect('list') },
          { path: 'list', lazy: lazyElement(loadClassResultPages, (pages) => <pages.JoinHistoryPage />) },
        ],
      },
      {
        path: 'recordLog',
        children: [
          { index: true, element: redirect('list') },
          { path: 'list', lazy: lazyElement(loadClassResultPages, (pages) => <pages.RecordLogPage />) },
        ],
      },
    ],
  },
  {
    path: 'statistic',
    children: [
      { index: true, element: redirect('open') },
      { path: 'open', lazy: lazyElement(loadStatisticsPages, (pages) => <pages.OpenStatsPage />) },
      {
        path: 'join',
        children: [
          { index: true, element: redirect('view') },
          { path: 'view', lazy: lazyElement(loadStatisticsPages, (pages) => <pages.JoinStatsPage key="view" tab="view" />) },
          { path: 'account', lazy: lazyElement(loadStatisticsPages, (pages) => <pages.JoinStatsPage key="account" tab="account" />) },
          {
            path: 'concurrent',
            lazy: lazyElement(loadStatisticsPages, (pages) => <pages.JoinStatsPage key="concurrent" tab="concurrent" />),
          },
        ],
      },
    ],
  },
  {
    path: 'book',
    children: [
      { index: true, element: redirect('workbook/list') },
      bookTab('textbook'),
      bookTab('workbook'),
      { path: 'view', lazy: lazyElement(loadBookPages, (pages) => <pages.BookViewPage />) },
    ],
  },
  {
    path: 'task',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadHomeworkPages, (pages) => <pages.ManageTaskListPage />) },
      { path: 'book', lazy: lazyElement(loadBookPages, (pages) => <pages.TaskBookPage />) },
    ],
  },
  {
    path: 'note',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadNotePages, (pages) => <pages.ManageNoteListPage />) },
      { path: 'view', lazy: lazyElement(loadNotePages, (pages) => <pages.ManageNoteViewPage />) },
    ],
  },
  {
    path: 'room',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadRoomPages, (pages) => <pages.ManageRoomListPage />) },
      { path: 'view', lazy: lazyElement(loadRoomPages, (pages) => <pages.ManageRoomViewPage />) },
    ],
  },
  {
    path: 'charges',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadChargesPages, (pages) => <pages.ManageSettlementPage />) },
    ],
  },
  {
    path: 'user',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadUserPages, (pages) => <pages.UserListPage />) },
      { path: 'view', lazy: lazyElement(loadUserPages, (pages) => <pages.UserViewPage />) },
    ],
  },
  {
    path: 'group',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadUserPages, (pages) => <pages.GroupTreePage />) },
      { path: 'view', lazy: lazyElement(loadUserPages, (pages) => <pages.GroupTreePage />) },
    ],
  },
  boardSection('notice', true),
  boardSection('board', true),
  // Not in the spec's route map (it leaves how configuration changes unshown): operators' company settings.
  { path: 'setting', lazy: lazyElement(loadSettingsPages, (pages) => <pages.SettingsPage />) },
  { path: '*', element: <ErrorPage variant="notFound" /> },
];
