import { useCallback, useEffect, useMemo } from 'react';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { Limits, type CommandData, type CommandInput, type CommandName, type Page } from '@boda/contract';
import type { SendOptions } from './client';
import { commandKey, type Resource, resourceUseOf, stalenessAfter } from './commandKeys';
import { api } from './index';

export type CommandQueryOptions<N extends CommandName, S> = Omit<UseQueryOptions<CommandData<N>, Error, S>, 'queryKey' | 'queryFn'>;

/** Key and fetcher of a command, for `useQuery`, `fetchQuery` and `prefetchQuery` alike. */
export function commandQueryOptions<N extends CommandName>(name: N, input: CommandInput<N>) {
  return { queryKey: commandKey(name, input), queryFn: () => api.send(name, input) };
}

/**
 * A command's answer through the cache under `[resource, command, input]`. `select` picks what the
 * screen needs (`(d) => d.resultPage`); the cache keeps the whole answer, shared by every screen.
 */
export function useCommandQuery<N extends CommandName, S = CommandData<N>>(
  name: N,
  input: CommandInput<N>,
  options: CommandQueryOptions<N, S> = {},
) {
  const query = useQuery({ ...options, ...commandQueryOptions(name, input) });
  useRefreshAfterRead(name, query.dataUpdatedAt);
  return query;
}

/** A read the contract declares as a change (opening a received message marks it read) refreshes what it changes once answered. */
function useRefreshAfterRead(name: CommandName, answeredAt: number) {
  const client = useQueryClient();
  useEffect(() => {
    if (answeredAt > 0 && resourceUseOf(name).kind === 'change') void refreshAfter(client, name);
  }, [client, name, answeredAt]);
}

/**
 * After `name` succeeded: marks stale what the contract says it changes (the ones on screen refetch at
 * once), but not the reads it keeps nor the command's own queries (a read that marks something, such as
 * opening a received message, does not read itself again). A change the server settles later refreshes
 * after the follow-up delay instead, without waiting.
 */
export function refreshAfter(client: QueryClient, name: CommandName): Promise<unknown> {
  const { resources, keeps, settles } = stalenessAfter(name);
  if (resources.length === 0) return Promise.resolve();
  const refresh = () =>
    client.invalidateQueries({
      predicate: ({ queryKey: [resource, command] }) =>
        resources.includes(resource as Resource) && command !== name && !keeps.includes(command as string),
    });
  if (!settles) return refresh();
  setTimeout(() => void refresh(), Limits.FOLLOW_UP_DELAY_MS);
  return Promise.resolve();
}

/** `refreshAfter` for hooks that send a command themselves (joins, autosave) or find its screens stale (a refusal). */
export function useRefreshAfter(): (name: CommandName) => Promise<unknown> {
  const client = useQueryClient();
  return useCallback((name) => refreshAfter(client, name), [client]);
}

export interface CommandMutationOptions<N extends CommandName, R> {
  /** What `mutateAsync` resolves to (`(d) => d.result`); the whole answer without it. */
  select?: (data: CommandData<N>) => R;
  /** Per-call client options (long timeouts, upload progress). */
  send?: SendOptions;
  onSuccess?: (result: R, input: CommandInput<N>) => unknown;
}

/**
 * One command as a mutation: sends it, then refreshes what the contract says it changes (awaited, so
 * callers see fresh data); `onSuccess` runs after that.
 */
export function useCommandMutation<N extends CommandName, R = CommandData<N>>(name: N, options: CommandMutationOptions<N, R> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CommandInput<N>): Promise<R> => {
      // Without per-call options the call is exactly `send(name, input)`, as every other caller makes it.
      const data = await (options.send ? api.send(name, input, options.send) : api.send(name, input));
      return options.select ? options.select(data) : (data as R);
    },
    onSuccess: async (result, input) => {
      await refreshAfter(client, name);
      await options.onSuccess?.(result, input);
    },
  });
}

/** Commands answering a `resultPage` for a `page` input: the ones `useCommandPages` can page through. */
export type PagedCommandName = {
  [N in CommandName]: CommandData<N> extends { resultPage: Page<unknown> }
    ? CommandInput<N> extends { page?: unknown }
      ? N
      : never
    : never;
}[CommandName];
type PageItem<N extends PagedCommandName> = CommandData<N> extends { resultPage: Page<infer T> } ? T : never;

/**
 * Server pages of a list, loaded one after another (`fetchNextPage` as the user scrolls), keyed
 * under the command like any query so invalidating the resource refreshes them too.
 */
export function useCommandPages<N extends PagedCommandName>(
  name: N,
  input: Omit<CommandInput<N>, 'page'>,
  options: { enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({
    queryKey: [...commandKey(name, input as CommandInput<N>), 'pages'],
    queryFn: async ({ pageParam }) =>
      (await api.send(name, { ...input, page: pageParam } as CommandInput<N>)) as { resultPage: Page<PageItem<N>> },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.resultPage.last || last.resultPage.content.length === 0 ? undefined : last.resultPage.page + 1),
    enabled: options.enabled ?? true,
  });
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((p) => p.resultPage.content) ?? [], [pages]);
  const total = pages?.[0]?.resultPage.total ?? 0;
  return { ...query, items, total };
}
