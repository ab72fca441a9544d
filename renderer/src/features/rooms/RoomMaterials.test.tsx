import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandData, CommandInput, CommandName, RoomFile } from '@boda/contract';
import { api } from '../../api';
import { platform } from '../../platform';
import { makeRoom, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const MB = 1024 * 1024;

const file = (roomFileIdx: number, orgFileName: string, modUserIdx: number, userNm: string): RoomFile => ({
  roomFileIdx,
  roomCode: 'RROOM1',
  meetCode: '0',
  orgFileName,
  fileSize: 1200,
  fileTypeCd: 1,
  userNm,
  modUserIdx,
  modDatetime: '2024-03-06T07:00:00Z',
});

/** A file of any size without allocating it. */
function sized(name: string, bytes: number): File {
  const picked = new File(['x'], name);
  Object.defineProperty(picked, 'size', { value: bytes });
  return picked;
}

function setup(options: { userTypeCd?: number; isOwner?: boolean } = {}) {
  const userTypeCd = options.userTypeCd ?? 11;
  signIn({ user: { userIdx: 7, userTypeCd } });
  let files: RoomFile[] = [file(1, 'worksheet.pdf', 7, 'Kim Teacher'), file(2, 'answers.zip', 9, 'Lee Teacher')];
  const lists: Array<CommandInput<'roomFile.LIST'>> = [];
  const send = mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 7, userTypeCd }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'room.VIEW': () => ({ result: makeRoom({ roomCode: 'RROOM1', isOwner: options.isOwner ?? true }) }),
    'roomUser.LIST': () => ({ resultList: [] }),
    'room.LIST': () => ({ resultPage: { content: [], page: 1, size: 200, total: 0, first: true, last: true } }),
    'roomFile.LIST': (input) => {
      lists.push(input);
      return { resultList: files };
    },
    'roomFile.DEL': (input) => {
      const roomFileIdx = Number(input.roomFileIdx);
      files = files.filter((f) => f.roomFileIdx !== roomFileIdx);
      return { result: { roomFileIdx } };
    },
  });
  const view = renderApp('/demo/room/view?roomCode=RROOM1&meetCode=0');
  return { send, lists, addFile: (f: RoomFile) => (files = [...files, f]), ...view };
}

const rowOf = (name: string) =>
  waitFor(() => {
    const row = screen.queryAllByTestId('material-row').find((r) => r.getAttribute('data-file-name') === name);
    if (!row) throw new Error(`no row ${name}`);
    return row;
  });

describe('room materials', () => {
  it('lists the room’s materials; only the uploader may delete, after confirming', async () => {
    const { send, lists } = setup();
    const mine = await rowOf('worksheet.pdf');
    expect(lists[0]).toMatchObject({ roomCode: 'RROOM1', fileTypeCd: 1 });
    expect(within(await rowOf('answers.zip')).queryByTestId('material-delete')).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByTestId('material-delete'));
    expect(await screen.findByText(/Delete worksheet\.pdf\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('material-delete-confirm-cancel'));
    expect(send).not.toHaveBeenCalledWith('roomFile.DEL', expect.anything());
    await userEvent.click(within(mine).getByTestId('material-delete'));
    await userEvent.click(await screen.findByTestId('material-delete-confirm-confirm'));
    await waitFor(() => expect(send).toHaveBeenCalledWith('roomFile.DEL', { roomFileIdx: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('material-row')).toHaveLength(1));
    expect(await screen.findByText('worksheet.pdf was deleted.')).toBeInTheDocument();
  });

  it('refuses a file over 500 MB before sending it, naming the limit', async () => {
    const { send } = setup();
    await screen.findAllByTestId('material-row');
    await userEvent.upload(screen.getByTestId('material-upload-input'), sized('lecture.zip', 501 * MB));
    expect(await screen.findByText('lecture.zip is too large: each file may be at most 500 MB.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalledWith('roomFile.ADD', expect.anything(), expect.anything());
  });

  it('uploads a zip with a progress bar, then the list shows it', async () => {
    const { send, lists, addFile } = setup();
    await screen.findAllByTestId('material-row');
    let finish: () => void = () => undefined;
    const original = send.getMockImplementation()!;
    send.mockImplementation((async (name: CommandName, input: unknown, options?: { onUploadProgress?(f: number): void }) => {
      if (name !== 'roomFile.ADD') return original(name as never, input as never);
      options?.onUploadProgress?.(0.42);
      await new Promise<void>((resolve) => (finish = resolve));
      const added = file(3, 'unit 3.zip', 7, 'Kim Teacher');
      addFile(added);
      return { resultList: [added] } satisfies CommandData<'roomFile.ADD'>;
    }) as typeof api.send);
    const listed = lists.length;
    await userEvent.click(screen.getByTestId('material-upload'));
    await userEvent.upload(screen.getByTestId('material-upload-input'), sized('unit 3.zip', 300 * MB));
    expect(await screen.findByText('Uploading… 42%')).toBeInTheDocument();
    expect(screen.getByTestId('material-upload')).toBeDisabled();
    const [, input] = send.mock.calls.find(([name]) => name === 'roomFile.ADD')!;
    expect(input).toMatchObject({ roomFile: { roomCode: 'RROOM1', fileTypeCd: 1 } });
    expect((input as { uploadFile: File[] }).uploadFile.map((f) => f.name)).toEqual(['unit 3.zip']);
    finish();
    expect(await rowOf('unit 3.zip')).toBeInTheDocument();
    expect(lists.length).toBeGreaterThan(listed);
    expect(screen.queryByTestId('material-upload-progress')).not.toBeInTheDocument();
    expect(await screen.findByText('1 file uploaded.')).toBeInTheDocument();
  });

  it('downloads a material under its name', async () => {
    setup({ userTypeCd: 12, isOwner: false });
    const blob = new Blob(['pdf']);
    const download = vi.spyOn(api, 'download').mockResolvedValue({ blob, fileName: 'worksheet.pdf' });
    const save = vi.spyOn(platform, 'saveFile').mockResolvedValue({ saved: true, fileName: 'worksheet.pdf' });
    await userEvent.click(within(await rowOf('worksheet.pdf')).getByTestId('material-download'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ suggestedName: 'worksheet.pdf', data: blob }));
    expect(download).toHaveBeenCalledWith('roomFile.DOWNLOAD', { roomFileIdx: 1 });
  });

  it('does not offer a student the upload in the room view', async () => {
    setup({ userTypeCd: 12, isOwner: false });
    await screen.findAllByTestId('material-row');
    expect(screen.queryByTestId('material-upload')).not.toBeInTheDocument();
  });
});
