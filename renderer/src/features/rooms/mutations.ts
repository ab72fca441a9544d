import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { api } from '../../api';
import { roomKeys } from './queries';

/** One hook per command; each invalidates the rooms feature's keys (lists, details, attendees). */
function useRoomMutation<I, R>(run: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: roomKeys.all }),
  });
}

export function useAddRoom() {
  return useRoomMutation(async (input: CommandInput<'room.ADD'>) => (await api.send('room.ADD', input)).result);
}

export function useModRoom() {
  return useRoomMutation(async (input: CommandInput<'room.MOD'>) => (await api.send('room.MOD', input)).result);
}

export function useDelRoom() {
  return useRoomMutation(async (roomCode: string) => (await api.send('room.DEL', { roomCode })).result);
}

export function useAddRoomUsers() {
  return useRoomMutation(async (input: CommandInput<'roomUser.ADD_LIST'>) => (await api.send('roomUser.ADD_LIST', input)).result);
}

export function useDelRoomUsers() {
  return useRoomMutation(async (input: CommandInput<'roomUser.DEL_LIST'>) => (await api.send('roomUser.DEL_LIST', input)).result);
}

/** Registers the signed-in user for a reserved room after an invite join (service-area 2.4). */
export function useRegisterRoomUser() {
  return useRoomMutation(async (input: CommandInput<'roomUser.ADD'>) => (await api.send('roomUser.ADD', input)).result);
}

export function useCloseClass() {
  return useRoomMutation(async (input: { roomCode: string; meetCode: string }) => (await api.send('roomJoin.CLOSE', { ...input, remove: false })).result);
}
