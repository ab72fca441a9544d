import { RoomCategory } from '../enums';

/**
 * The class types (room templates) a company starts with. The server stores them as the company's own
 * rows on first use, in English (data, in no user's language), and an operator may rename them. The
 * renderer shows a name that is still exactly its default in the user's language (i18n key
 * `rooms:template.<key>`) and any other name as stored: the stored text is the only mark of an untouched
 * default, so these texts must never change, or the companies seeded with the old ones lose it.
 */
export const DEFAULT_ROOM_TEMPLATES = [
  {
    key: 'regular',
    roomCategoryCd: RoomCategory.RESERVED,
    templateName: 'Regular class',
    description: 'Lecture with shared notes',
    optionString: 'CPS_NOTE_SAVE_812=1,1,6',
  },
  {
    key: 'tutoring',
    roomCategoryCd: RoomCategory.RESERVED,
    templateName: 'Tutoring',
    description: 'Small group or one-to-one',
    optionString: 'CPS_NOTE_SAVE_812=1,1,2',
  },
  {
    key: 'instant',
    roomCategoryCd: RoomCategory.INSTANT,
    templateName: 'Instant class',
    description: 'Opened on the spot',
    optionString: 'CPS_NOTE_SAVE_812=1,1,2',
  },
  {
    key: 'homework',
    roomCategoryCd: RoomCategory.TASK,
    templateName: 'Homework',
    description: 'Homework notes',
    optionString: 'CPS_NOTE_SAVE_812=1,1,6',
  },
] as const;

export type DefaultRoomTemplateKey = (typeof DEFAULT_ROOM_TEMPLATES)[number]['key'];

const KEY_BY_NAME: ReadonlyMap<string, DefaultRoomTemplateKey> = new Map(DEFAULT_ROOM_TEMPLATES.map((t) => [t.templateName, t.key]));

/** The default class type a template name is still exactly the name of; null for a name an operator chose. */
export function defaultRoomTemplateKey(templateName: string): DefaultRoomTemplateKey | null {
  return KEY_BY_NAME.get(templateName) ?? null;
}
