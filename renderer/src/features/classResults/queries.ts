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

/** A class's recordings; asked for only with the record download permission. */
export function useRecordVideos(meetCode: string, allowed: boolean) {
  return useCommandQuery('recordVideo.LIST_ROOM', { meetCode }, { select: (d) => d.resultList, enabled: allowed && meetCode !== '' });
}

/** A class's chat files; asked for only with the record download permission. */
export function useRecordChats(meetCode: string, allowed: boolean) {
  return useCommandQuery('recordChat.LIST_ROOM', { meetCode }, { select: (d) => d.resultList, enabled: allowed && meetCode !== '' });
}

/** The player's address (a ticket valid for hours): asked for once per opened player. */
export function usePlayUrl(recordIdx: number) {
  return useCommandQuery('recordVideo.PLAY_URL', { recordIdx }, { select: (d) => d.result, staleTime: 60 * 60 * 1000, gcTime: 0 });
}

/** The company's recordings (manage log/recordLog). */
export function useRecordLog(params: CommandInput<'recordVideo.LIST'>) {
  return useCommandQuery('recordVideo.LIST', params, { select: (d) => d.resultPage, placeholderData: keepPreviousData });
}

/** An export's progress, polled every half second until it is done or failed. */
export function useExportStatus(exportIdx: number | null) {
  return useCommandQuery(
    'logMeetExcel.EXPORT_STATUS',
    { exportIdx: exportIdx ?? 0 },
    {
      select: (d) => d.result,
      enabled: exportIdx !== null,
      refetchInterval: (query) => {
        const status = query.state.data?.result.status;
        return status === 'done' || status === 'failed' ? false : 500;
      },
    },
  );
}
