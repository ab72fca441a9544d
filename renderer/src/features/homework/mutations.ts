import { useCommandMutation } from '../../api/commandQuery';

/** One hook per command; a deploy from new PDFs registers a textbook too, so the contract has the book lists refresh with the task lists. */

/** Deploys upload up to 300 MB of PDFs: they may take a while and report the upload's progress (0 to 1). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export function useDeployOnBook() {
  return useCommandMutation('task.ADD', { select: (d) => d.result });
}

export function useDeployFromPdfs(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('task.ADD_DEPLOY', {
    select: (d) => d.result,
    send: { onUploadProgress, timeoutMs: UPLOAD_TIMEOUT_MS },
  });
}

export function useDeleteTask() {
  return useCommandMutation('task.DELETE', { select: (d) => d.result });
}

export function useSendHurry() {
  return useCommandMutation('task.SEND_HURRY', { select: (d) => d.result });
}

export function useStartTask() {
  return useCommandMutation('task.START', { select: (d) => d.result });
}
