import { useCommandMutation } from '../../api/commandQuery';

export function useCreateFeed() {
  return useCommandMutation('calendar.feed.CREATE', { invalidates: ['calendar'], select: (d) => d.result });
}

export function useRevokeFeed() {
  return useCommandMutation('calendar.feed.REVOKE', { invalidates: ['calendar'], select: (d) => d.result });
}
