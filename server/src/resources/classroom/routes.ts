import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import { sendAttachment } from '../../http/download';
import type { Runtime } from '../../runtime';
import { registerAbandonedMeetSweep } from '../meet';
import { ClassroomHub } from './hub';
import { writeTranscript } from './lifecycle';
import * as service from './service';
import { registerClassroomSocket } from './socket';

/** The web classroom: its signaling socket on the app's server and its chat-file commands. */
export function classroomRoutes(app: FastifyInstance, runtime: Runtime): void {
  const hub = new ClassroomHub(runtime);
  hub.onEnded = (meetIdx) => writeTranscript(runtime, meetIdx);
  // A class everyone left without ending it ends by itself; its chat is kept as for any class.
  registerAbandonedMeetSweep(runtime, (meetIdx) => writeTranscript(runtime, meetIdx));
  const download = rawCommand({
    ...downloads['classroom.CHAT_FILE_DOWNLOAD'],
    async handle(input, ctx, reply) {
      await sendAttachment(reply, (range) => service.openChatFile(ctx, input, range));
    },
  });
  registerCommands(app, runtime, { 'classroom.CHAT_FILE': (input, ctx) => service.chatFile(input, ctx, hub) }, { raw: [download] });
  registerClassroomSocket(app, runtime, hub);
}
