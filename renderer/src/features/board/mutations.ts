import { useCommandMutation } from '../../api/commandQuery';

export function useSavePost() {
  return useCommandMutation('board.post.SAVE', { invalidates: ['board'], select: (d) => d.result });
}

export function useRemovePost() {
  return useCommandMutation('board.post.REMOVE', { invalidates: ['board'], select: (d) => d.result });
}
