import { BrandingImage } from '../api/branding';
import { SERVICE_TYPE_HEADER } from '../enums';

/*
 * The document's prose (info.description, Markdown): how to call any command, and the class-client
 * API in short for vendors (the root README's "Class-client API" section has the full story).
 */

export const HOW_TO_CALL = `Every request goes to this server's origin (the document's \`servers\` entry is relative to it).

**Commands share paths.** A resource has one path (\`/boda/room\`) and the operation is chosen by \`command\`:
a query parameter for GET, a body field for POST. This document gives each command its own path key
\`<path>#<command>\` (e.g. \`/boda/memo#LIST\`): the fragment is never sent by HTTP clients, so the request
goes to \`/boda/memo\` with the required \`command\` parameter each operation declares as a constant.
In multipart bodies \`command\` must come before the first file.

**Encodings.** GET commands take query parameters (a list repeats its name: \`a=1&a=2\`); POST commands
take JSON, form (\`application/x-www-form-urlencoded\`) or multipart bodies as each operation says; in form
and multipart bodies nested objects travel as JSON text. Integers and booleans may be sent as text
(\`"12"\`, \`"true"\`), the way query strings and forms carry them.

**Signing in.** \`POST /open/login/loginBoda\` answers a token pair; send \`Authorization: Bearer <access_token>\`
and \`${SERVICE_TYPE_HEADER}: SERVICE\` (the service area) or \`MANAGE\` (the manage area; only for callers
with the manage-access bit) on every signed-in command. Renew with \`POST /open/login/token\`
(\`grant_type=refresh_token\`). \`x-boda-access\` on each operation is the declared access the server checks
before the command runs: area, permission bits, user types and company functions.

**Envelope.** Every answer except downloads is JSON \`{success, errorCode, message, data, details}\`.
On success \`success\` is true, \`errorCode\` null and \`data\` holds the result (\`result\`, \`resultList\` or
\`resultPage\`). A refusal has \`success\` false and a catalogue code \`WB-{status}-{number}\` whose status part
is the HTTP status; invalid input (WB-400-212) lists the fields in \`details\` (\`{path, message}\`). A
WB-402-001 answer means the company's settings changed: renew the token and reload. Downloads answer the
file's bytes; their refusals are envelopes too.

**Branding images** are bytes outside the registry: \`GET /open/company/branding?command=<kind>&companyId=<id>\`
with kind one of ${BrandingImage.join(', ')}.`;

export const CLASS_CLIENT_GUIDE = `The native class client is started by the desktop app or the local agent with a command line built from a
join ticket the server signed (\`--room --meet --title --join-mode --join-token --user-idx --user-id --user-name
--user-type --server --lang\`). It reports the class back to \`POST /open/classClient\` (JSON body, no session),
operations \`classClient.*\`:

- \`JOIN\` with the \`joinToken\` from the command line (single use, valid 10 minutes) answers an \`attendeeToken\`
  and \`heartbeatSec\`;
- \`HEARTBEAT\` with the \`attendeeToken\` every \`heartbeatSec\` (\`meet.live\` false: the class ended, close the client);
- \`LEAVE\` when the client closes; \`START\` and \`END\` by the leader only.

A client not heard from for 90 s counts as gone; its next HEARTBEAT starts a new session. A web classroom
speaks the same API: it reads the join ticket from its URL fragment (\`#ticket=\`), verifies it with the key
at \`GET /open/app/agentKey\` and sends the ticket's \`join.joinToken\` to \`JOIN\`.
\`GET /open/meet?command=OPEN_VIEW&meetCode=...\` answers the class state without a token.`;
