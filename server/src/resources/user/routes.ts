import { downloads } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { rawCommand, registerCommands } from '../../http/dispatch';
import type { Runtime } from '../../runtime';
import * as admin from './admin-service';
import { registerUserImport } from './excel/job';
import * as excel from './excel/service';
import { modifyPassword } from './password-service';
import { registerUserPurge } from './purge';
import * as profile from './profile-service';
import * as service from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const profileSpec = downloads['user.DOWNLOAD_PROFILE'];
const sampleSpec = downloads['userExcel.SAMPLE_USER_ADD'];

const rawCommands = [
  rawCommand({
    ...profileSpec,
    async handle(input, ctx, reply) {
      const image = await profile.profileImage(ctx, input.userIdx);
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('last-modified', image.regDatetime.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .type(image.mime)
        .send(image.bytes);
    },
  }),
  rawCommand({
    ...sampleSpec,
    async handle(_input, _ctx, reply) {
      const bytes = await excel.sampleSpreadsheet();
      return reply.header('content-disposition', 'attachment; filename="user-sample.xlsx"').type(XLSX).send(bytes);
    },
  }),
];

export function userRoutes(app: FastifyInstance, runtime: Runtime): void {
  registerCommands(
    app,
    runtime,
    {
      'user.GET_ME': service.getMe,
      'user.GET': service.getUser,
      'user.GET_USER_ID': service.getUserById,
      'user.LIST': service.listUsers,
      'user.EXIST_USER_ID': service.existUserId,
      'user.SAVE': admin.saveUser,
      'user.MODIFY_PWD': modifyPassword,
      'user.MODIFY_STATUS_MULTI': admin.modifyStatusMulti,
      'user.MODIFY_MULTI_UNLOCK': admin.unlockMulti,
      'user.REMOVE_MULTI': admin.removeMulti,
      'user.MODIFY_GROUP': admin.modifyGroup,
      'user.MODIFY_NAME': service.modifyName,
      'user.UPLOAD_PROFILE': profile.uploadProfile,
      'user.RESET_PROFILE': profile.resetProfile,
      'userExcel.ADD_USER': excel.addUsersFromExcel,
      'userExcel.IMPORT_PROGRESS': excel.importProgress,
    },
    { raw: rawCommands },
  );
  registerUserPurge(runtime);
  registerUserImport(runtime);
}
