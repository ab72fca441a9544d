import { useCommandMutation } from '../../api/commandQuery';

export function useCreateFeed() {
  return useCommandMutation('calendar.feed.CREATE', { select: (d) => d.result });
}

export function useRevokeFeed() {
  return useCommandMutation('calendar.feed.REVOKE', { select: (d) => d.result });
}
