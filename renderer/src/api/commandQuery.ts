import { useMemo } from 'react';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { Limits, type CommandData, type CommandInput, type CommandName, type Page } from '@boda/contract';
import type { SendOptions } from './client';
import { commandKey, type Resource, resourceKey } from './commandKeys';
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
  return useQuery({ ...options, ...commandQueryOptions(name, input) });
}

/** Marks every query of these resources stale; the ones on screen refetch at once. */
export function invalidateResources(client: QueryClient, resources: readonly Resource[]): Promise<unknown> {
  return Promise.all(resources.map((resource) => client.invalidateQueries({ queryKey: resourceKey(resource) })));
}

export function useInvalidateResources(): (resources: readonly Resource[]) => Promise<unknown> {
  const client = useQueryClient();
  return (resources) => invalidateResources(client, resources);
}

export interface CommandMutationOptions<N extends CommandName, R> {
  /** What the command changes: every screen showing one of these resources refreshes. */
  invalidates: readonly Resource[];
  /** What `mutateAsync` resolves to (`(d) => d.result`); the whole answer without it. */
  select?: (data: CommandData<N>) => R;
  /** Per-call client options (long timeouts, upload progress). */
  send?: SendOptions;
  /**
   * The server finishes some changes after answering (a closed class leaves the live lists a moment
   * later): invalidate after the spec's follow-up delay instead of at once, when a refetch would
   * still see the old state.
   */
  settles?: boolean;
  onSuccess?: (result: R, input: CommandInput<N>) => unknown;
}

/** One command as a mutation: sends it, then invalidates the resources it changes (awaited, so callers see fresh data). */
export function useCommandMutation<N extends CommandName, R = CommandData<N>>(name: N, options: CommandMutationOptions<N, R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CommandInput<N>): Promise<R> => {
      // Without per-call options the call is exactly `send(name, input)`, as every other caller makes it.
      const data = await (options.send ? api.send(name, input, options.send) : api.send(name, input));
      return options.select ? options.select(data) : (data as R);
    },
    onSuccess: async (result, input) => {
      if (options.settles) setTimeout(() => void invalidateResources(client, options.invalidates), Limits.FOLLOW_UP_DELAY_MS);
      else await invalidateResources(client, options.invalidates);
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
