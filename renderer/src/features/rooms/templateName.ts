import { defaultRoomTemplateKey } from '@boda/contract';
import { useTranslation } from 'react-i18next';

/** A template's name as shown; a name that is there stays a string (a Fluent Option's text must be one). */
export interface TemplateNameOf {
  (templateName: string): string;
  (templateName: string | null | undefined): string | undefined;
}

/**
 * A class type's name as every screen shows it. The server stores a company's default class types in
 * English, as the company's data (contract DEFAULT_ROOM_TEMPLATES): one still named exactly so is shown in
 * the user's language, and a name an operator chose as they typed it. Undefined for a room without one.
 */
export function useTemplateName(): TemplateNameOf {
  const { t } = useTranslation('rooms');
  function templateNameOf(templateName: string): string;
  function templateNameOf(templateName: string | null | undefined): string | undefined;
  function templateNameOf(templateName: string | null | undefined): string | undefined {
    if (templateName === null || templateName === undefined) return undefined;
    const key = defaultRoomTemplateKey(templateName);
    return key ? t(`template.${key}`) : templateName;
  }
  return templateNameOf;
}
