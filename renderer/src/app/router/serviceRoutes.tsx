import type { RouteObject } from 'react-router-dom';
import type { MessageBox } from './paths';
import { loadBoardPages } from '../../features/board';
import { loadBookPages } from '../../features/books';
import { loadChargesPages } from '../../features/charges';
import { loadClassResultPages } from '../../features/classResults';
import { loadHomeworkPages } from '../../features/homework';
import { loadMessagePages } from '../../features/messages';
import { loadMyInfoPages } from '../../features/myinfo';
import { loadNotePages } from '../../features/notes';
import { loadRoomPages } from '../../features/rooms';
import { loadSchedulePages } from '../../features/schedule';
import { loadSolverPages } from '../../features/solver';
import { redirect } from './elements';
import { lazyElement } from './lazyElement';
import { ServiceMainRedirect } from './ServiceMainRedirect';
import { RoomAreaOnlyInEmergency } from '../guards/RoomAreaOnlyInEmergency';

/** A message box (received or sent) with its list and view; the same pages serve service and manage. */
function messageBox(box: MessageBox): RouteObject {
  return {
    path: box,
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadMessagePages, (pages) => <pages.MessageListPage key={box} type={box} />) },
      { path: 'view', lazy: lazyElement(loadMessagePages, (pages) => <pages.MessageViewPage key={box} type={box} />) },
    ],
  };
}

/** Notices or the board with list and view; the same pages serve service and manage. */
function boardSection(section: 'notice' | 'board', manage: boolean): RouteObject {
  return {
    path: section,
    children: [
      { index: true, element: redirect('list') },
      {
        path: 'list',
        lazy: lazyElement(loadBoardPages, (pages) => <pages.BoardListPage key={section} section={section} manage={manage} />),
      },
      {
        path: 'view',
        lazy: lazyElement(loadBoardPages, (pages) => <pages.BoardViewPage key={section} section={section} manage={manage} />),
      },
    ],
  };
}

/** Everything under /{companyId} that needs a session, rendered in the service layout. */
export const serviceRoutes: RouteObject[] = [
  { path: 'main', element: <ServiceMainRedirect /> },
  {
    path: 'room',
    children: [
      { index: true, element: redirect('list') },
      { path: 'list', lazy: lazyElement(loadRoomPages, (pages) => <pages.RoomListPage />) },
      { path: 'view', lazy: lazyElement(loadRoomPages, (pages) => <pages.RoomViewPage />) },
    ],
  },
  // The tab bar's other sections (and the board's, and messages): in emergency mode they lead to the room list.
  {
    element: <RoomAreaOnlyInEmergency />,
    children: [
      {
        path: 'logMeet',
        children: [
          { index: true, element: redirect('list') },
          { path: 'list', lazy: lazyElement(loadClassResultPages, (pages) => <pages.ClassResultListPage />) },
        ],
      },
      {
        path: 'task',
        children: [
          { index: true, element: redirect('list') },
          { path: 'list', lazy: lazyElement(loadHomeworkPages, (pages) => <pages.TaskListPage />) },
          { path: 'view', lazy: lazyElement(loadHomeworkPages, (pages) => <pages.TaskViewPage />) },
          { path: 'solve', lazy: lazyElement(loadSolverPages, (pages) => <pages.SolverPage />) },
          { path: 'textBookView', lazy: lazyElement(loadBookPages, (pages) => <pages.TextbookViewPage listPath="../list" />) },
          { path: 'textbook/view', lazy: lazyElement(loadBookPages, (pages) => <pages.TextbookViewPage listPath="../list" />) },
        ],
      },
      {
        path: 'note',
        children: [
          { index: true, element: redirect('list/submitted') },
          {
            path: 'list',
            children: [
              { index: true, element: redirect('submitted') },
              ...(['submitted', 'work', 'class'] as const).map((tab) => ({
                path: tab,
                lazy: lazyElement(loadNotePages, (pages) => <pages.NoteListPage key={tab} tab={tab} />),
              })),
            ],
          },
        ],
      },
      {
        path: 'charges',
        children: [
          { index: true, element: redirect('list') },
          { path: 'list', lazy: lazyElement(loadChargesPages, (pages) => <pages.ServiceSettlementPage />) },
        ],
      },
      boardSection('notice', false),
      boardSection('board', false),
      // Not in the spec's route table ("a calendar or schedule page exists; its route is not shown").
      { path: 'schedule', lazy: lazyElement(loadSchedulePages, (pages) => <pages.SchedulePage />) },
      // Messages are off in emergency mode too (foundation.md 4: the message check is disabled; the server refuses them).
      {
        path: 'message',
        children: [{ index: true, element: redirect('recv/list') }, messageBox('send'), messageBox('recv')],
      },
      // My info too: the mode leaves only the room tab usable (its name change is refused by the server there).
      { path: 'user/myInfo', lazy: lazyElement(loadMyInfoPages, (pages) => <pages.MyInfoPage />) },
    ],
  },
];

export { boardSection, messageBox };
