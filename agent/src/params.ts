import { execParamsSchema, type ExecParams } from '@boda/contract/launch';

/**
 * Turns verified exec parameters into the class client's argument array.
 *
 * Every value goes out as a single `--name=value` element: with `shell: false` nothing is parsed by a
 * shell, and the `=` form means a value starting with '-' can never be read as another switch by the
 * client's own parser. The order is fixed so the client (and tests) see a stable command line.
 */
export function buildExecArgs(input: ExecParams): string[] {
  // Re-validate: callers pass ticket claims, but this is the last gate before a process starts.
  const p = execParamsSchema.parse(input);
  const args = [
    `--room=${p.room.roomCode}`,
    ...(p.room.meetCode !== undefined ? [`--meet=${p.room.meetCode}`] : []),
    ...(p.room.title !== undefined ? [`--title=${p.room.title}`] : []),
    `--join-mode=${p.join.mode}`,
    `--join-token=${p.join.joinToken}`,
    `--user-idx=${p.user.userIdx}`,
    `--user-id=${p.user.userId}`,
    `--user-name=${p.user.userName}`,
    `--user-type=${p.user.userTypeCd}`,
    `--server=${p.server.url}`,
    `--lang=${p.language}`,
  ];
  return args;
}
