import { keepPreviousData } from '@tanstack/react-query';
import { type CommandInput, Limits, RoomCategory, RoomFileType } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';

type RoomListInput = CommandInput<'room.LIST'>;

/** Card state refreshes on its own: elapsed time ticks locally, participants come from here. */
const LIVE_REFETCH_MS = 15_000;

export function useRoomList(input: RoomListInput, options: { live?: boolean; enabled?: boolean } = {}) {
  return useCommandQuery('room.LIST', input, {
    select: (d) => d.resultPage,
    placeholderData: keepPreviousData,
    refetchInterval: options.live ? LIVE_REFETCH_MS : false,
    refetchOnWindowFocus: true,
    enabled: options.enabled ?? true,
  });
}

export function useRoom(roomCode: string | null) {
  return useCommandQuery(
    'room.VIEW',
    { roomCode: roomCode ?? '' },
    { select: (d) => d.result, enabled: roomCode !== null && roomCode !== '' },
  );
}

export function useRoomUsers(roomCode: string | null) {
  return useCommandQuery(
    'roomUser.LIST',
    { roomCode: roomCode ?? '', paging: false, size: Limits.PICKER_PAGE_SIZE },
    {
      select: (d) => d.resultList,
      enabled: roomCode !== null && roomCode !== '',
      refetchOnReconnect: true,
    },
  );
}

export function useRoomTemplates(roomCategoryCd: number = RoomCategory.RESERVED, enabled = true) {
  return useCommandQuery('roomTemplate.LIST', { roomCategoryCd }, { select: (d) => d.resultList, enabled, staleTime: 5 * 60_000 });
}

/** A room's reference materials; with a meetCode, that class's only (class results list fileTypeCd 1). */
export function useRoomFiles(roomCode: string, meetCode?: string) {
  return useCommandQuery(
    'roomFile.LIST',
    { roomCode, meetCode, fileTypeCd: RoomFileType.REFERENCE },
    { select: (d) => d.resultList, enabled: roomCode !== '' && meetCode !== '' },
  );
}
