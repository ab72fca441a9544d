import type { Resource } from '../../api/commandKeys';
import { useCommandMutation } from '../../api/commandQuery';

/** A deploy from new PDFs registers a textbook too: the book lists refresh with the task lists. */
const TASK_VIEWS: readonly Resource[] = ['task', 'taskUser'];
const DEPLOY_VIEWS: readonly Resource[] = ['task', 'taskUser', 'textbook', 'book'];

/** Deploys upload up to 300 MB of PDFs: they may take a while and report the upload's progress (0 to 1). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function useDeployOnBook() {
  return useCommandMutation('task.ADD', { invalidates: DEPLOY_VIEWS, select: (d) => d.result });
}

export function useDeployFromPdfs(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('task.ADD_DEPLOY', {
    invalidates: DEPLOY_VIEWS,
    select: (d) => d.result,
    send: { onUploadProgress, timeoutMs: UPLOAD_TIMEOUT_MS },
  });
}

export function useDeleteTask() {
  return useCommandMutation('task.DELETE', { invalidates: TASK_VIEWS, select: (d) => d.result });
}

export function useSendHurry() {
  return useCommandMutation('task.SEND_HURRY', { invalidates: ['taskUser'], select: (d) => d.result });
}

export function useStartTask() {
  return useCommandMutation('task.START', { invalidates: ['task', 'note'], select: (d) => d.result });
}
