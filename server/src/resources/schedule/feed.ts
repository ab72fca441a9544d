import {
  CALENDAR_FEED_PREFIX,
  type CalendarEvent,
  type DefaultRoomTemplateKey,
  defaultRoomTemplateKey,
  type Language,
  UserStatus,
} from '@boda/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import ical from 'ical-generator';
import { hashToken } from '../../auth/opaque';
import { createRateLimiter } from '../../auth/rate-limit';
import type { Runtime } from '../../runtime';
import * as repo from './repository';
import { classesOf, defaultSearchType, toEvent } from './service';

const DAY_MS = 86_400_000;
/** What a calendar app gets: the last month and the coming year, at most this many classes. */
const FEED_PAST_DAYS = 31;
const FEED_FUTURE_DAYS = 366;
const FEED_MAX_EVENTS = 500;
/*
 * Calendar apps poll every few minutes to hours, and one provider (Google, Microsoft) fetches many
 * users' feeds from the same addresses: a feed is limited per token, and misses (guessing) per address.
 */
const FEED_RATE_PER_MINUTE = 30;
const MISSES_PER_MINUTE = 20;
const TOKEN_FILE = /^([A-Za-z0-9_-]{32,64})\.ics$/;

/** The app's address of a class: its room page, where the leader and attendees join. */
function classLink(origin: string, companyId: string, roomCode: string): string {
  return `${origin}/${encodeURIComponent(companyId)}/room/view?roomCode=${encodeURIComponent(roomCode)}&meetCode=0`;
}

/** The feed's own words in its owner's language (the server writes them; the app's are in the renderer). */
const FEED_WORDS: Record<Language, { noEndDate: string; template: Record<DefaultRoomTemplateKey, string> }> = {
  en: {
    noEndDate: 'No end date',
    template: { regular: 'Regular class', tutoring: 'Tutoring', instant: 'Instant class', homework: 'Homework' },
  },
  ko: {
    noEndDate: '종료일 없음',
    template: { regular: '정규 수업', tutoring: '과외', instant: '즉석 수업', homework: '과제' },
  },
};

/**
 * An iCalendar document of the classes, in `language` (a company's untouched default class type by its
 * name there, as the app shows it: rooms/templateName.ts); a class without an end shows as its first day.
 */
export function buildFeed(
  events: CalendarEvent[],
  options: { name: string; origin: string; companyId: string; now: Date; language: Language },
): string {
  const words = FEED_WORDS[options.language];
  const templateName = (name: string) => {
    const key = defaultRoomTemplateKey(name);
    return key ? words.template[key] : name;
  };
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Boda Classroom', product: 'schedule', language: options.language.toUpperCase() },
  });
  for (const event of events) {
    const start = new Date(event.startDatetime);
    const end = event.noLimit ? new Date(start.getTime() + DAY_MS) : new Date(event.endDatetime);
    const url = classLink(options.origin, options.companyId, event.roomCode);
    const lines = [
      event.templateName ? templateName(event.templateName) : null,
      event.leaderName,
      event.noLimit ? words.noEndDate : null,
      url,
    ].filter(Boolean);
    calendar.createEvent({
      id: `${event.roomCode}@boda-classroom`,
      start,
      end,
      stamp: options.now,
      summary: event.roomTitle,
      description: lines.join('\n'),
      url,
    });
  }
  return calendar.toString();
}

/**
 * GET /open/calendar/<token>.ics: the private feed, outside the command dispatcher (calendar apps
 * send no headers and read no envelopes). Unknown, revoked or malformed tokens and users who left
 * answer a plain 404, so a guess learns nothing.
 */
export function registerCalendarFeed(app: FastifyInstance, runtime: Runtime): void {
  const now = () => runtime.clock().getTime();
  const perFeed = createRateLimiter(runtime.database.db, { name: 'calendarFeed', limit: FEED_RATE_PER_MINUTE, windowMs: 60_000 }, now);
  const misses = createRateLimiter(runtime.database.db, { name: 'calendarFeedMiss', limit: MISSES_PER_MINUTE, windowMs: 60_000 }, now);
  const tooMany = (reply: FastifyReply) => reply.code(429).type('text/plain; charset=utf-8').send('Too many requests');
  app.get<{ Params: { file: string } }>(`${CALENDAR_FEED_PREFIX}:file`, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (await misses.isExhausted(req.ip)) return tooMany(reply);
    const token = TOKEN_FILE.exec(req.params.file)?.[1];
    const tokenHash = token ? hashToken(token) : null;
    const owner = tokenHash ? await repo.findFeedOwnerByHashAcrossCompanies(runtime.database.db, tokenHash) : null;
    if (!tokenHash || !owner || owner.userStatusCd !== UserStatus.USE) {
      await misses.hit(req.ip);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!(await perFeed.hit(tokenHash))) return tooMany(reply);
    const at = runtime.clock();
    const { rows } = await classesOf(runtime.database.db, owner, defaultSearchType(owner.userTypeCd), {
      from: new Date(at.getTime() - FEED_PAST_DAYS * DAY_MS),
      to: new Date(at.getTime() + FEED_FUTURE_DAYS * DAY_MS),
      limit: FEED_MAX_EVENTS,
      offset: 0,
    });
    const body = buildFeed(
      rows.map((row) => toEvent(row, owner.userIdx)),
      // PUBLIC_ORIGIN, as every link we hand out: never the request's Host, which the caller chooses.
      {
        name: owner.companyName,
        origin: runtime.settings.publicOrigin,
        companyId: owner.companyId,
        now: at,
        language: owner.language === 'ko' ? 'ko' : 'en',
      },
    );
    return reply.code(200).type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="schedule.ics"').send(body);
  });
}
