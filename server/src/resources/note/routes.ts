import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import { sendPageImage, sendPages } from './downloads';
import * as inspect from './inspect';
import * as read from './read';
import * as solve from './solve';
import { configuredValidator } from './validator';

const noteDownloads = [
  rawCommand({ ...downloads['noteFile.PAGE_IMAGE'], handle: (input, ctx, reply) => sendPageImage(ctx, input, reply) }),
  rawCommand({
    ...downloads['noteFile.DOWNLOAD_PAGE'],
    handle: (input, ctx, reply) => sendPages(ctx, input.noteIdx, input.pageList, input.format, reply),
  }),
  rawCommand({ ...downloads['noteFile.DOWNLOAD_PDF'], handle: (input, ctx, reply) => sendPages(ctx, input.noteIdx, null, 'pdf', reply) }),
];

export function noteRoutes(app: FastifyInstance, runtime: Runtime): void {
  // A validator the environment names but nobody registered stops the start, not the first submission.
  configuredValidator();
  registerCommands(
    app,
    runtime,
    {
      'note.LIST': read.list,
      'note.VIEW': read.view,
      'note.LIST_AGENDA': read.listAgenda,
      'note.NOTE_JSON': read.noteJson,
      'note.NOTE_PDF_INFO': read.pdfInfo,
      'note.MOD_REVIEW': inspect.modReview,
      'note.MOD_SOLUTION': inspect.modSolution,
      'note.MOD_STATUS': inspect.modStatus,
      'note.CHECK': inspect.check,
      'note.RECALL': inspect.recall,
      // The student writing their homework: saving and submitting (graded by ./review.ts).
      'note.SAVE': solve.save,
      'note.SUBMIT': solve.submit,
      'logNote.LIST': read.logList,
    },
    { raw: noteDownloads },
  );
}
