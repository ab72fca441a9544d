import { useCommandMutation } from '../../api/commandQuery';

export function useSavePost() {
  return useCommandMutation('board.post.SAVE', { select: (d) => d.result });
}

export function useRemovePost() {
  return useCommandMutation('board.post.REMOVE', { select: (d) => d.result });
}
