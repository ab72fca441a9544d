import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomUser } from '@boda/contract';
import { resetNativeAppBusy } from '../../platform/nativeApp';
import { makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { parseAttendeeViewData, sortByName } from './attendeeViewData';

const attendee = (userIdx: number, userName: string): RoomUser => ({
  roomUserIdx: userIdx,
  userIdx,
  userId: `s${userIdx}`,
  userName,
  userTypeCd: 12,
  phone: null,
});
const attendees = [attendee(1, 'student 10'), attendee(2, 'Student 2'), attendee(3, 'anna')];
const address = (data: object) => `/wb/attendee?data=${encodeURIComponent(JSON.stringify(data))}`;

let posted: unknown[];
beforeEach(() => {
  posted = [];
  resetNativeAppBusy();
  (window as unknown as { chrome: unknown }).chrome = { webview: { postMessage: (m: string) => posted.push(JSON.parse(m)) } };
  signIn();
  mockApi({ 'user.GET_ME': () => ({ result: makeUser() }), 'roomUser.LIST': () => ({ resultList: attendees }) });
});
afterEach(() => {
  delete (window as unknown as { chrome?: unknown }).chrome;
});

const rowNames = () => screen.getAllByTestId('wb-attendee-row').map((row) => within(row).getAllByText(/./)[0].textContent);

describe('/wb/attendee', () => {
  it('reads language, room and the multi flag; a malformed value is logged and ignored', () => {
    expect(parseAttendeeViewData(encodeURIComponent('{"Lng":"ko","Rcd":"R1","Multi":1}'))).toEqual({
      language: 'ko',
      roomCode: 'R1',
      multiple: true,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseAttendeeViewData('%7Bbroken')).toEqual({ language: null, roomCode: null, multiple: false });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sorts by name, case-insensitive and numeric-aware', () => {
    expect(sortByName(attendees).map((a) => a.userName)).toEqual(['anna', 'Student 2', 'student 10']);
  });

  it('picks several with select-all, sends them to the app in its short keys, then clears and closes', async () => {
    const user = userEvent.setup();
    renderApp(address({ Lng: 'en', Rcd: 'RROOM1', Multi: 1 }));
    await screen.findAllByTestId('wb-attendee-row');
    expect(rowNames()).toEqual(['anna', 'Student 2', 'student 10']);
    expect(screen.getByTestId('wb-attendee-confirm')).toBeDisabled();
    await user.click(screen.getByText('Select all'));
    expect(screen.getByTestId('wb-attendee-count')).toHaveTextContent('3 of 3 selected');
    await user.click(screen.getAllByTestId('wb-attendee-row')[0]);
    expect(screen.getByTestId('wb-attendee-count')).toHaveTextContent('2 of 3 selected');
    await user.click(screen.getByTestId('wb-attendee-confirm'));
    expect(posted).toEqual([
      {
        command: 'sendUserList',
        data: [
          { Uid: 's2', Uidx: 2, Unm: 'Student 2', Ccd: 'DEMO' },
          { Uid: 's1', Uidx: 1, Unm: 'student 10', Ccd: 'DEMO' },
        ],
      },
      { command: 'closeWebView' },
    ]);
    await waitFor(() => expect(screen.queryAllByTestId('wb-attendee-row')).toHaveLength(0));
  });

  it('picks one: another row replaces the pick, the same row again clears it; no select-all', async () => {
    const user = userEvent.setup();
    renderApp(address({ Lng: 'en', Rcd: 'RROOM1' }));
    const rows = await screen.findAllByTestId('wb-attendee-row');
    expect(screen.queryByTestId('wb-attendee-all')).not.toBeInTheDocument();
    await user.click(rows[0]);
    await user.click(rows[1]);
    expect(screen.getByTestId('wb-attendee-count')).toHaveTextContent('1 of 3 selected');
    await user.click(screen.getAllByTestId('wb-attendee-row')[1]);
    expect(screen.getByTestId('wb-attendee-count')).toHaveTextContent('0 of 3 selected');
    expect(screen.getByTestId('wb-attendee-confirm')).toBeDisabled();
    await user.click(screen.getAllByTestId('wb-attendee-row')[2]);
    await user.click(screen.getByTestId('wb-attendee-confirm'));
    expect(posted[0]).toEqual({ command: 'sendUserList', data: [{ Uid: 's1', Uidx: 1, Unm: 'student 10', Ccd: 'DEMO' }] });
  });

  it('says there are no attendees for an empty class', async () => {
    mockApi({ 'user.GET_ME': () => ({ result: makeUser() }), 'roomUser.LIST': () => ({ resultList: [] }) });
    renderApp(address({ Lng: 'en', Rcd: 'RROOM1', Multi: 1 }));
    expect(await screen.findByText('This class has no attendees.')).toBeInTheDocument();
  });
});
