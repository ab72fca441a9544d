import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as files from './files';
import * as service from './service';
import * as users from './users';

/** RFC 6266: an ASCII fallback plus the UTF-8 name (Korean file names). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const download = rawCommand({
  ...downloads['roomFile.DOWNLOAD'],
  async handle(input, ctx, reply) {
    const file = await files.openFileDownload(ctx, input.roomFileIdx);
    await reply
      .header('content-disposition', attachment(file.name))
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      // Never rendered inline: an uploaded HTML or SVG must not run in our origin.
      .type('application/octet-stream')
      .send(file.stream);
  },
});

export function roomRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(app, runtime, {
    'room.ADD': service.addRoom,
    'room.MOD': service.modRoom,
    'room.DEL': service.delRoom,
    'room.LIST': service.listRooms,
    'room.VIEW': service.viewRoom,
    'roomTemplate.LIST': service.listTemplates,
    'roomUser.ADD': users.addRoomUser,
    'roomUser.ADD_LIST': users.addRoomUserList,
    'roomUser.DEL': users.delRoomUser,
    'roomUser.DEL_LIST': users.delRoomUserList,
    'roomUser.LIST': users.listRoomUsers,
    'roomFile.VIEW': files.viewFile,
    'roomFile.LIST': files.listFiles,
    'roomFile.ADD': files.addFiles,
    'roomFile.DEL': files.deleteFile,
  }, { raw: [download] });
}
