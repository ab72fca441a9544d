import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import { convertBook } from './conversion';
import { BOOK_CONVERT_JOB } from './register';
import * as service from './service';
import * as textbook from './textbook';

// The answer download is the quick answer; the commentary is the answer sheet (정답지, with explanations).
const bookDownloads = [
  rawCommand({
    ...downloads['bookFile.DOWNLOAD_PAGE'],
    handle: (input, ctx, reply) =>
      sendAttachment(reply, (range) => service.openPage(ctx, input.bookIdx, input.pageNo, input.thumbnail, range)),
  }),
  rawCommand({
    ...downloads['bookFile.DOWNLOAD_ANSWER'],
    handle: (input, ctx, reply) => sendAttachment(reply, (range) => service.openSource(ctx, input.bookIdx, 'quickAnswer', range)),
  }),
  rawCommand({
    ...downloads['bookFile.DOWNLOAD_COMMENTARY'],
    handle: (input, ctx, reply) => sendAttachment(reply, (range) => service.openSource(ctx, input.bookIdx, 'answerSheet', range)),
  }),
  rawCommand({
    ...downloads['textbookFile.DOWNLOAD_PAGE'],
    handle: (input, ctx, reply) =>
      sendAttachment(reply, (range) => service.openPage(ctx, input.textbookIdx, input.pageNo, input.thumbnail, range)),
  }),
  rawCommand({
    ...downloads['textbookFile.DOWNLOAD_ANSWER'],
    handle: (input, ctx, reply) => sendAttachment(reply, (range) => service.openSource(ctx, input.textbookIdx, 'quickAnswer', range)),
  }),
  rawCommand({
    ...downloads['textbookFile.DOWNLOAD_COMMENTARY'],
    handle: (input, ctx, reply) => sendAttachment(reply, (range) => service.openSource(ctx, input.textbookIdx, 'answerSheet', range)),
  }),
];

export function bookRoutes(app: FastifyInstance, runtime: Runtime): void {
  runtime.jobs.registry.register(BOOK_CONVERT_JOB, (payload, ctx) => convertBook(runtime, payload, ctx), {
    backoffMs: 2_000,
    conversion: true,
  });
  registerCommands(
    app,
    runtime,
    {
      'book.VIEW': service.view,
      'book.VIEW_WITH_PAGE': service.viewWithPage,
      'book.LIST': service.list,
      'book.DEL': service.remove,
      'book.CONVERSION': service.conversion,
      'book.RETRY_CONVERSION': service.retryConversion,
      'bookSave.ADD': service.add,
      'bookSave.ADD_IMAGES': service.addImages,
      'bookSave.MOD': service.modify,
      'bookSave.DUP': service.duplicate,
      'bookChapter.SAVE': service.saveChapters,
      'textbook.VIEW': textbook.view,
      'textbook.LIST_PAGE': textbook.listPage,
      'textbook.LIST': textbook.list,
      'textbook.ADD': textbook.add,
      'textbook.MOD_ANSWER': textbook.modAnswer,
      'textbook.ANSWER_PROPOSAL': textbook.answerProposal,
      'textbook.DEL': textbook.remove,
      'textbook.LIST_FILE': textbook.listFile,
    },
    { raw: bookDownloads },
  );
}
