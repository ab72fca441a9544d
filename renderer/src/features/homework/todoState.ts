import { TaskStatus, type TodoTask } from '@boda/contract';

/** What a student's row offers (service-area 4 "Homework for a student"). */
export type TodoAction = 'start' | 'continue' | 'submitted' | 'preparing' | 'removed';

export function todoActionOf(task: Pick<TodoTask, 'deleteYn' | 'textbook' | 'taskUser'>): TodoAction {
  if (task.deleteYn === 1) return 'removed';
  if (task.taskUser.taskStatus === TaskStatus.SUBMITTED) return 'submitted';
  // The textbook of a deploy from new PDFs is still being made: starting would be refused (WB-409-002).
  if (!task.textbook.ready) return 'preparing';
  return task.taskUser.taskStatus === TaskStatus.IN_PROGRESS ? 'continue' : 'start';
}

/** Only these can be pressed; the others show why not on a disabled button. */
export const startable = (action: TodoAction) => action === 'start' || action === 'continue';
