import { keepPreviousData } from '@tanstack/react-query';
import { type CommandInput, UserType } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';

/** The settlement of a range: meetings with attendees and amounts, and the range's total. */
export function useSettlement(input: CommandInput<'meetFee.LIST'>, enabled = true) {
  return useCommandQuery('meetFee.LIST', input, { placeholderData: keepPreviousData, enabled });
}

/** The leader selector's choices: teachers and open teachers of the company (manage area). */
export function useLeaders() {
  return useCommandQuery(
    'user.LIST',
    { userTypeCdList: [UserType.TEACHER, UserType.OPEN_TEACHER], paging: false, order: 'userName' },
    { select: (d) => d.resultPage.content, staleTime: 60_000 },
  );
}
