import type { RouteObject } from 'react-router-dom';
import { ErrorPage } from '../../features/errors/ErrorPage';
import { MonitorListPage } from '../../features/monitor/MonitorListPage';
import { MonitorViewPage } from '../../features/monitor/MonitorViewPage';
import { ManageRoomListPage } from '../../features/rooms/ManageRoomListPage';
import { ManageRoomViewPage } from '../../features/rooms/ManageRoomViewPage';
import { redirect, soon } from './elements';
import { messageBox } from './serviceRoutes';
import { GroupTreePage } from '../../features/users/GroupTreePage';
import { UserListPage } from '../../features/users/UserListPage';
import { UserViewPage } from '../../features/users/UserViewPage';

function list(path: string, pages: string[], titlePrefix: string): RouteObject {
  return {
    path,
    children: [{ index: true, element: redirect('list') }, ...pages.map((page) => ({ path: page, element: soon(`${titlePrefix}.${page}`) }))],
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
      { path: 'list', element: <MonitorListPage /> },
      { path: 'view', element: <MonitorViewPage /> },
    ],
  },
  {
    path: 'log',
    children: [
      { index: true, element: redirect('logMeet/list') },
      list('logMeet', ['list', 'view', 'viewNote'], 'manage.log.logMeet'),
      list('joinLog', ['list'], 'manage.log.joinLog'),
      list('recordLog', ['list'], 'manage.log.recordLog'),
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
      list('textbook', ['list'], 'manage.book.textbook'),
      list('workbook', ['list'], 'manage.book.workbook'),
      { path: 'view', element: soon('manage.book.view') },
    ],
  },
  list('task', ['list', 'book'], 'manage.task'),
  list('note', ['list', 'view'], 'manage.note'),
  {
    path: 'room',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', element: <ManageRoomListPage /> },
      { path: 'view', element: <ManageRoomViewPage /> },
    ],
  },
  list('charges', ['list'], 'manage.charges'),
  {
    path: 'user',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', element: <UserListPage /> },
      { path: 'view', element: <UserViewPage /> },
    ],
  },
  {
    path: 'group',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', element: <GroupTreePage /> },
      { path: 'view', element: <GroupTreePage /> },
    ],
  },
  list('notice', ['list', 'view'], 'manage.notice'),
  list('board', ['list', 'view'], 'manage.board'),
  { path: '*', element: <ErrorPage variant="notFound" /> },
];
