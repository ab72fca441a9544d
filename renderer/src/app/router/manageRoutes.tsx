import type { RouteObject } from 'react-router-dom';
import { loadBookPages } from '../../features/books';
import { loadClassResultPages } from '../../features/classResults';
import { ErrorPage } from '../../features/errors';
import { loadHomeworkPages } from '../../features/homework';
import { loadMonitorPages } from '../../features/monitor';
import { loadNotePages } from '../../features/notes';
import { loadRoomPages } from '../../features/rooms';
import { loadUserPages } from '../../features/users';
import { redirect, soon } from './elements';
import { lazyElement } from './lazyElement';
import { boardSection, messageBox } from './serviceRoutes';

function list(path: string, pages: string[], titlePrefix: string): RouteObject {
  return {
    path,
    children: [
      { index: true, element: redirect('list') },
      ...pages.map((page) => ({ path: page, element: soon(`${titlePrefix}.${page}`) })),
    ],
  };
}

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
      { path: 'open', element: soon('manage.statistic.open') },
      {
        path: 'join',
        children: [
          { index: true, element: redirect('view') },
          { path: 'view', element: soon('manage.statistic.join.view') },
          { path: 'account', element: soon('manage.statistic.join.account') },
          { path: 'concurrent', element: soon('manage.statistic.join.concurrent') },
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
  list('charges', ['list'], 'manage.charges'),
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
  { path: '*', element: <ErrorPage variant="notFound" /> },
];
