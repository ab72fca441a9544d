import { downloads, MessageType } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { attachmentDisposition } from '../../http/download';
import type { Runtime } from '../../runtime';
import * as service from './service';

const send = service.boxHandlers(MessageType.SEND);
const recv = service.boxHandlers(MessageType.RECV);

const downloadFile = rawCommand({
  ...downloads['message.DOWNLOAD_FILE'],
  async handle(input, ctx, reply) {
    const { file, stored } = await service.openFile(ctx, input.fileIdx);
    return (
      reply
        .header('content-disposition', attachmentDisposition(file.orgFileName))
        .header('content-length', String(stored.size))
        .header('x-content-type-options', 'nosniff')
        // Never rendered inline: an uploaded HTML or SVG must not run in our origin.
        .type('application/octet-stream')
        .send(stored.stream)
    );
  },
});

export function messageRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'message.SAVE': service.saveMessage,
      'message.GET_FILE': service.getFiles,
      'message.EXIST_NEW': service.existNew,
      'message.send.GET': send.get,
      'message.send.LIST': send.list,
      'message.send.REMOVE': send.remove,
      'message.send.REMOVE_LIST': send.removeList,
      'message.recv.GET': recv.get,
      'message.recv.LIST': recv.list,
      'message.recv.REMOVE': recv.remove,
      'message.recv.REMOVE_LIST': recv.removeList,
    },
    { raw: [downloadFile] },
  );
}
