import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandInput, User } from '@boda/contract';
import { toPage } from '@boda/contract';
import { bodaSetting, demoCfg, demoCompany, makeUser, mockApi, signIn } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const users: User[] = [
  makeUser({ userIdx: 21, userId: 'student1', userName: 'Student Han', userTypeCd: 12, locked: true, regDatetime: '2024-03-05T01:02:00Z' }),
  makeUser({ userIdx: 22, userId: 'student2', userName: 'Student Yoon', userTypeCd: 12 }),
  makeUser({ userIdx: 23, userId: 'student3', userName: 'Student Kang', userTypeCd: 12 }),
];

function setup() {
  const lists: Array<CommandInput<'user.LIST'>> = [];
  const statusCalls: Array<CommandInput<'user.MODIFY_STATUS_MULTI'>> = [];
  const api = mockApi({
    'user.GET_ME': () => ({ result: makeUser({ userIdx: 1, userTypeCd: 5 }) }),
    'company.BRANDING_INFO': () => ({ result: { title: '', description: '', keywords: '', images: [] } }),
    'company.loginInfo': () => ({
      result: { company: demoCompany, cfg: demoCfg, bodaSetting, branding: { title: '', description: '', keywords: '', images: [] } },
    }),
    'message.EXIST_NEW': () => ({ result: { exists: false, count: 0 } }),
    'group.LIST': () => ({ resultList: [] }),
    'user.LIST': (input) => {
      lists.push(input);
      return { resultPage: toPage(users, 2, 30, 33) };
    },
    'user.EXIST_USER_ID': (input) => ({ result: { exists: input.userId === 'student1' } }),
    'user.MODIFY_STATUS_MULTI': (input) => {
      statusCalls.push(input);
      return { result: { count: 2 } };
    },
  });
  signIn({ user: { userIdx: 1, userTypeCd: 5 } });
  return { api, lists, statusCalls };
}

describe('UserListPage', () => {
  it('lists users with numbers counting down from the total, lock badges and the registration time', async () => {
    const { lists } = setup();
    renderApp('/demo/manage/user/list?page=2&status=3&searchKeyword=stu');
    const rows = await screen.findAllByTestId('user-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('3')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('user-row-lock')).toHaveTextContent('Locked');
    expect(lists.at(-1)).toMatchObject({ page: 2, size: 30, searchKeyword: 'stu', userStatusCdList: [1, 2] });
    expect(screen.getByTestId('user-total')).toHaveTextContent('33 users');
  });

  it("the import dialog's file button is named by its field's label and its own text, and described by the hint (axe: label)", async () => {
    setup();
    renderApp('/demo/manage/user/list');
    await userEvent.click(await screen.findByTestId('user-import'));
    const file = await screen.findByTestId('import-file-button');
    expect(file).toHaveAccessibleName(/^Spreadsheet\W*Choose files$/);
    expect(screen.getByLabelText(/Spreadsheet/)).toBe(file);
    expect(file).toHaveAttribute('aria-describedby');
  });

  it('keeps at least one status in the filter', async () => {
    setup();
    const { router } = renderApp('/demo/manage/user/list?status=1');
    await userEvent.click(await screen.findByTestId('user-status-filter-use'));
    expect(router.state.location.search).toBe('?status=1');
    await userEvent.click(screen.getByTestId('user-status-filter-out'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=5'));
  });

  it('deactivates the selected users after a confirmation naming the first and counting the others', async () => {
    const { statusCalls } = setup();
    renderApp('/demo/manage/user/list');
    const rows = await screen.findAllByTestId('user-row');
    await userEvent.click(within(rows[0]).getByRole('checkbox'));
    await userEvent.click(within(rows[2]).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('user-bulk-menu'));
    await userEvent.click(await screen.findByTestId('user-bulk-deactivate'));
    expect(await screen.findByTestId('user-bulk-confirm-message')).toHaveTextContent('Deactivate Student Han and 1 other user?');
    await userEvent.click(screen.getByTestId('user-bulk-confirm-confirm'));
    await waitFor(() => expect(statusCalls).toEqual([{ userIdxList: [21, 23], userStatusCd: 2 }]));
  });

  it('the register form insists on the ID duplicate check and the password policy', async () => {
    setup();
    renderApp('/demo/manage/user/list');
    await userEvent.click(await screen.findByTestId('user-register'));
    const form = await screen.findByTestId('user-form');
    await userEvent.type(within(form).getByTestId('user-form-userId'), 'student1');
    await userEvent.type(within(form).getByTestId('user-form-userName'), 'New Kid');
    await userEvent.type(within(form).getByTestId('user-form-phone'), '010-12a34');
    await userEvent.click(within(form).getByTestId('user-form-save'));
    expect(await within(form).findByText('Check the ID for duplicates first.')).toBeInTheDocument();
    expect(within(form).getByTestId('user-form-phone')).toHaveValue('0101234');
    await userEvent.click(within(form).getByTestId('user-form-check-id'));
    expect(await within(form).findByText('This ID is already in use.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByTestId('user-form-userId'));
    await userEvent.type(within(form).getByTestId('user-form-userId'), 'newkid');
    await userEvent.click(within(form).getByTestId('user-form-check-id'));
    expect(await within(form).findByTestId('user-form-id-available')).toBeInTheDocument();
    await userEvent.type(within(form).getByTestId('user-form-password'), 'simple');
    await userEvent.click(within(form).getByTestId('user-form-save'));
    expect(
      await within(form).findByText('Use 6 to 20 characters with a letter and a digit or special character.', { exact: false }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
