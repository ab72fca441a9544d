import { useState } from 'react';
import { Body1, Button, Checkbox, Dropdown, makeStyles, Option, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { NoteAgenda, NoteSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../ui/feedback';
import { useCheckPage } from './mutations';
import { NotePageCard } from './NotePageCard';
import { NotePageViewer } from './NotePageViewer';
import { NOTE_COLUMN_CHOICES, type NoteColumns, readNoteColumns, saveNoteColumns } from './noteStorage';
import { type PageKey, useNoteDownload } from './useNoteDownload';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
  columns: { minWidth: '120px' },
  agenda: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  agendaHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

const keyOf = (p: PageKey) => `${p.agendaNo}:${p.pageNo}`;

export interface NotePageGridProps {
  note: NoteSummary;
  agendas: NoteAgenda[] | undefined;
  canCheck: boolean;
  canDownload: boolean;
}

/**
 * The note's pages per agenda in 1-4 columns (default 2, remembered), selected one by one or per
 * agenda, downloaded as PDF or zip; a card opens the page large; teachers mark pages checked.
 */
export function NotePageGrid({ note, agendas, canCheck, canDownload }: NotePageGridProps) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [columns, setColumns] = useState<NoteColumns>(readNoteColumns);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<number | null>(null);
  const download = useNoteDownload(note);
  const check = useCheckPage();
  const pages = (agendas ?? []).flatMap((a) => a.pageList);
  const chosen = pages.filter((p) => selected.has(keyOf(p))).map((p) => ({ agendaNo: p.agendaNo, pageNo: p.pageNo }));

  const chooseColumns = (value: NoteColumns) => {
    setColumns(value);
    saveNoteColumns(value);
  };
  const toggle = (keys: string[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys)
      if (on) next.add(key);
      else next.delete(key);
    setSelected(next);
  };
  const setCheck = (page: PageKey, value: boolean) =>
    check.mutateAsync({ noteIdx: note.noteIdx, agendaNo: page.agendaNo, pageNo: page.pageNo, check: value ? 1 : 0 }).catch(handleApiError);

  return (
    <section className={styles.root} data-testid="note-pages" data-columns={columns}>
      <div className={styles.toolbar}>
        <Subtitle2 as="h3">{t('pages.title', { count: pages.length })}</Subtitle2>
        <span className={styles.spacer} />
        <Dropdown
          className={styles.columns}
          aria-label={t('pages.columnsLabel')}
          value={t('pages.columns', { count: columns })}
          selectedOptions={[String(columns)]}
          onOptionSelect={(_e, d) => chooseColumns(Number(d.optionValue) as NoteColumns)}
          data-testid="note-columns"
        >
          {NOTE_COLUMN_CHOICES.map((n) => (
            <Option key={n} value={String(n)} text={t('pages.columns', { count: n })} data-testid={`note-columns-${n}`}>
              {t('pages.columns', { count: n })}
            </Option>
          ))}
        </Dropdown>
        {canDownload && (
          <>
            <Button
              appearance="primary"
              icon={<ArrowDownloadRegular />}
              disabled={chosen.length === 0 || download.busy}
              onClick={() => download.download(chosen)}
              data-testid="note-download"
            >
              {t('download.button', { count: chosen.length })}
            </Button>
            {!download.remembered.ask && (
              <Button
                appearance="subtle"
                disabled={chosen.length === 0 || download.busy}
                onClick={() => download.chooseAndDownload(chosen)}
                data-testid="note-download-choose"
              >
                {t('download.choose', { type: t(`download.${download.remembered.type}`) })}
              </Button>
            )}
          </>
        )}
      </div>
      {agendas === undefined && <Spinner size="tiny" label={tc('loading')} />}
      {agendas?.length === 0 && <Body1 className={styles.muted}>{t('pages.empty')}</Body1>}
      {agendas?.map((agenda) => {
        const keys = agenda.pageList.map(keyOf);
        const all = keys.length > 0 && keys.every((k) => selected.has(k));
        const some = keys.some((k) => selected.has(k));
        return (
          <div key={agenda.agendaNo} className={styles.agenda} data-testid="note-agenda" data-agenda={agenda.agendaNo}>
            <div className={styles.agendaHead}>
              <Checkbox
                checked={all ? true : some ? 'mixed' : false}
                onChange={() => toggle(keys, !all)}
                label={t('pages.selectAgenda', { name: agenda.agendaName || t('pages.agendaNo', { no: agenda.agendaNo }) })}
                data-testid="note-agenda-select"
              />
            </div>
            <div className={styles.grid} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
              {agenda.pageList.map((page) => (
                <NotePageCard
                  key={keyOf(page)}
                  noteIdx={note.noteIdx}
                  page={page}
                  selected={selected.has(keyOf(page))}
                  onSelect={(on) => toggle([keyOf(page)], on)}
                  onOpen={() => setOpened(pages.indexOf(page))}
                  onCheck={canCheck ? (value) => void setCheck(page, value) : undefined}
                />
              ))}
            </div>
          </div>
        );
      })}
      {opened !== null && pages[opened] && (
        <NotePageViewer noteIdx={note.noteIdx} pages={pages} index={opened} onIndex={setOpened} onClose={() => setOpened(null)} />
      )}
      {download.dialog}
    </section>
  );
}
