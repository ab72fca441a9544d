import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CommandInput, RoomFile } from '@boda/contract';
import { i18n } from '../../i18n';
import { makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { parseFileDownloadData } from './fileDownloadData';

const material: RoomFile = {
  roomFileIdx: 5,
  roomCode: 'RROOM1',
  meetCode: '0',
  orgFileName: 'handout.pdf',
  fileSize: 100,
  fileTypeCd: 1,
  userNm: 'Kim Teacher',
  modUserIdx: 9,
  modDatetime: '2024-03-06T07:00:00Z',
};

const address = (data: object) => `/wb/fileDownload?data=${encodeURIComponent(JSON.stringify(data))}`;

function setup() {
  const lists: Array<CommandInput<'roomFile.LIST'>> = [];
  mockApi({
    'user.GET_ME': () => ({ result: makeUser() }),
    'roomFile.LIST': (input) => {
      lists.push(input);
      return { resultList: [material] };
    },
  });
  return { lists };
}

describe('/wb/fileDownload', () => {
  it('reads language, room code and upload flag from the app’s data, and ignores a malformed value', () => {
    expect(parseFileDownloadData(encodeURIComponent(JSON.stringify({ Lng: 'ko', Rcd: 'RROOM1', Upload: 1 })))).toEqual({
      language: 'ko',
      roomCode: 'RROOM1',
      upload: true,
    });
    expect(parseFileDownloadData('{"language":"en","roomCode":"R2","upload":"0"}')).toEqual({
      language: 'en',
      roomCode: 'R2',
      upload: false,
    });
    expect(parseFileDownloadData('{"Lng":"fr","Rcd":""}')).toEqual({ language: null, roomCode: null, upload: false });
    expect(parseFileDownloadData('%7Bnot json')).toEqual({ language: null, roomCode: null, upload: false });
  });

  it('shows the room’s materials in the app’s language, with the upload button only under the flag', async () => {
    signIn();
    const { lists } = setup();
    renderApp(address({ Lng: 'ko', Rcd: 'RROOM1', Upload: 1 }));
    expect(await screen.findByText('handout.pdf')).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ roomCode: 'RROOM1' });
    await waitFor(() => expect(i18n.language).toBe('ko'));
    expect(await screen.findByTestId('material-upload')).toHaveTextContent('자료 올리기');
  });

  it('is download-only without the upload flag', async () => {
    signIn();
    setup();
    renderApp(address({ Lng: 'en', Rcd: 'RROOM1' }));
    expect(await screen.findByTestId('material-download')).toBeInTheDocument();
    expect(screen.queryByTestId('material-upload')).not.toBeInTheDocument();
  });

  it('asks to sign in in the app without a session, and says so when no room is given', async () => {
    const { lists } = setup();
    const first = renderApp(address({ Lng: 'en', Rcd: 'RROOM1' }));
    expect(await screen.findByTestId('wb-file-download-problem')).toHaveTextContent('Sign in in the app');
    first.unmount();
    signIn();
    renderApp('/wb/fileDownload');
    expect(await screen.findByTestId('wb-file-download-problem')).toHaveTextContent('No class was given');
    expect(lists).toEqual([]);
  });
});
