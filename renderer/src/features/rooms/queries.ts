import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CommandInput, Limits, RoomCategory, ROOM_ATTENDEE_TYPES, ROOM_LEADER_TYPES } from '@boda/contract';
import { api } from '../../api';

type RoomListInput = CommandInput<'room.LIST'>;

/** Query keys of the rooms feature; mutations invalidate `roomKeys.all`. */
export const roomKeys = {
  all: ['rooms'] as const,
  lists: () => [...roomKeys.all, 'list'] as const,
  list: (input: RoomListInput) => [...roomKeys.lists(), input] as const,
  detail: (roomCode: string) => [...roomKeys.all, 'detail', roomCode] as const,
  users: (roomCode: string) => [...roomKeys.all, 'users', roomCode] as const,
  templates: (roomCategoryCd: number) => [...roomKeys.all, 'templates', roomCategoryCd] as const,
  candidates: (types: readonly number[]) => [...roomKeys.all, 'candidates', ...types] as const,
};

/** Card state refreshes on its own: elapsed time ticks locally, participants come from here. */
const LIVE_REFETCH_MS = 15_000;

export function useRoomList(input: RoomListInput, options: { live?: boolean } = {}) {
  return useQuery({
    queryKey: roomKeys.list(input),
    queryFn: async () => (await api.send('room.LIST', input)).resultPage,
    placeholderData: keepPreviousData,
    refetchInterval: options.live ? LIVE_REFETCH_MS : false,
    refetchOnWindowFocus: true,
  });
}

export function useRoom(roomCode: string | null) {
  return useQuery({
    queryKey: roomKeys.detail(roomCode ?? ''),
    queryFn: async () => (await api.send('room.VIEW', { roomCode: roomCode ?? '' })).result,
    enabled: roomCode !== null && roomCode !== '',
  });
}

export function useRoomUsers(roomCode: string | null) {
  return useQuery({
    queryKey: roomKeys.users(roomCode ?? ''),
    queryFn: async () => (await api.send('roomUser.LIST', { roomCode: roomCode ?? '', paging: false, size: Limits.PICKER_PAGE_SIZE })).resultList,
    enabled: roomCode !== null && roomCode !== '',
    refetchOnReconnect: true,
  });
}

export function useRoomTemplates(roomCategoryCd: number = RoomCategory.RESERVED, enabled = true) {
  return useQuery({
    queryKey: roomKeys.templates(roomCategoryCd),
    queryFn: async () => (await api.send('roomTemplate.LIST', { roomCategoryCd })).resultList,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Attendee candidates (teachers, students, open teachers) or leader candidates (teacher types): the contract's room rules. */
export const ATTENDEE_CANDIDATE_TYPES = ROOM_ATTENDEE_TYPES;
export const LEADER_CANDIDATE_TYPES = ROOM_LEADER_TYPES;

export function useCandidates(types: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: roomKeys.candidates(types),
    queryFn: async () =>
      (await api.send('user.LIST', { page: 1, size: Limits.PICKER_PAGE_SIZE, userTypeCdList: [...types], order: 'userName' })).resultPage.content,
    enabled,
    refetchOnReconnect: true,
  });
}
