/*
 * The user resource's public surface: other resources import only from here.
 */
export { userRoutes } from './routes';
export { toUserDto } from './dto';
export { deleteUsers } from './removal';
export { purgeUnsubscribedUsers, USER_PURGE_JOB } from './purge';
export {
  countUsersWithStatus,
  findUserAcrossCompanies,
  findUserByLoginId,
  findUsersInCompany,
  findUsersInGroup,
  insertUser,
  type LockoutRule,
  recordFailedLogin,
  successfulLogin,
} from './repository';
