import { keepPreviousData } from '@tanstack/react-query';
import { type CommandInput, NoteListType } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';

export function useClassResultList(params: CommandInput<'logMeet.LIST'>) {
  return useCommandQuery('logMeet.LIST', params, { select: (d) => d.resultPage, placeholderData: keepPreviousData });
}

/** One class: its description and what the caller may do with it. */
export function useClassResult(meetCode: string) {
  return useCommandQuery('logMeet.VIEW', { meetCode }, { select: (d) => d.result, enabled: meetCode !== '' });
}

/** The attendees with each join and leave (a student: their own entry only). */
export function useClassAttendees(meetCode: string) {
  return useCommandQuery('logMeetUser.LIST', { meetCode }, { select: (d) => d.resultList, enabled: meetCode !== '' });
}

/** The class notes of the meeting, newest submission first. */
export function useClassNotes(meetCode: string) {
  return useCommandQuery(
    'note.LIST',
    { searchType: NoteListType.MEET, meetCode, page: 1, size: 50, order: 'noteSubmitDatetime,DESC' },
    { select: (d) => d.resultPage.content, enabled: meetCode !== '' },
  );
}
