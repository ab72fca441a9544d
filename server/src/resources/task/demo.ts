import { NoteStatus } from '@boda/contract';
import { eq } from 'drizzle-orm';
import type { SolvableNote } from '../../auth/policies';
import { inCompanyRow } from '../../db/scoped';
import { notes, tasks, taskUsers } from '../../db/schema';
import type { Runtime } from '../../runtime';
import { adoptProposedAnswers } from '../book';
import { type Deployment, insertTask } from './deploy';
import { saveNote, submitNote } from '../note';
import { startTask } from './start';

/*
 * The demo homework: deployed by the demo teacher on the demo textbook (its quick answer's proposal
 * adopted as its answers, as a deploy with auto review does) to the demo students, through the same
 * functions the commands use: one note submitted and auto-reviewed, one in progress with ink and
 * answers, one completed with the teacher's comment, the rest not started.
 */

const DAY_MS = 86_400_000;

function demoInk(seed: number) {
  const points: Array<[number, number, number]> = [];
  for (let i = 0; i <= 20; i += 1) points.push([0.2 + i * 0.02, 0.3 + 0.05 * Math.sin(i / 3 + seed), 0.5]);
  return { strokes: [{ tool: 'pen' as const, color: '#1565c0', size: 0.004, points }] };
}

export interface DemoTaskPlan {
  deployment: Deployment;
  textbookIdx: number;
  /** The assignees in order: submitted, in progress, completed, then not started. */
  studentIdxs: number[];
}

async function solvableOf(runtime: Runtime, taskIdx: number, userIdx: number, noteIdx: number): Promise<SolvableNote> {
  const db = runtime.database.db;
  const [note] = await db.select().from(notes).where(eq(notes.noteIdx, noteIdx));
  const [task] = await db.select().from(tasks).where(eq(tasks.taskIdx, taskIdx));
  const [taskUser] = (await db.select().from(taskUsers).where(eq(taskUsers.taskIdx, taskIdx))).filter((u) => u.userIdx === userIdx);
  return { note: inCompanyRow(note!), task: inCompanyRow(task!), taskUser: taskUser! };
}

async function solve(runtime: Runtime, taskIdx: number, userIdx: number, answers: string[], submit: boolean): Promise<number> {
  const db = runtime.database.db;
  const now = runtime.clock();
  const [task] = await db.select().from(tasks).where(eq(tasks.taskIdx, taskIdx));
  const [taskUser] = (await db.select().from(taskUsers).where(eq(taskUsers.taskIdx, taskIdx))).filter((u) => u.userIdx === userIdx);
  const { noteIdx } = await startTask(db, now, inCompanyRow(task!), taskUser!.taskUserIdx);
  const [note] = await db.select().from(notes).where(eq(notes.noteIdx, noteIdx));
  await saveNote(db, now, inCompanyRow(note!), {
    pageList: [{ agendaNo: 1, pageNo: 1, ink: demoInk(userIdx), seq: 1 }],
    solutionList: answers.map((answer, i) => ({ solutionNo: i + 1, answer, seq: 1 })),
    spentSec: 300,
  });
  if (submit) await submitNote(db, now, await solvableOf(runtime, taskIdx, userIdx, noteIdx), 120, null);
  return noteIdx;
}

export async function seedDemoTask(runtime: Runtime, plan: DemoTaskPlan): Promise<number> {
  const db = runtime.database.db;
  const textbook = await adoptProposedAnswers(db, plan.textbookIdx);
  if (!textbook) throw new Error(`demo textbook ${plan.textbookIdx} is not there`);
  const now = runtime.clock();
  const deployment = {
    ...plan.deployment,
    task: { ...plan.deployment.task, submitLimitDatetime: new Date(now.getTime() + 2 * DAY_MS).toISOString() },
  };
  const taskIdx = await insertTask(db, now, deployment, textbook);
  const [submitted, inProgress, completed] = plan.studentIdxs;
  if (submitted) await solve(runtime, taskIdx, submitted, ['3', '2', '12'], true);
  if (inProgress) await solve(runtime, taskIdx, inProgress, ['3'], false);
  if (completed) {
    const noteIdx = await solve(runtime, taskIdx, completed, ['3', '2,4', '12'], true);
    // Completing is the note resource's (note.MOD_STATUS); the demo writes its outcome.
    await db
      .update(notes)
      .set({
        noteStatus: NoteStatus.COMPLETED,
        confirmComment: 'Well done: every answer is right.',
        confirmUserIdx: plan.deployment.teacher.userIdx,
        confirmDatetime: now,
      })
      .where(eq(notes.noteIdx, noteIdx));
  }
  return taskIdx;
}
