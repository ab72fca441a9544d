import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Limits, ROOM_LEADER_TYPES, RoomCategory, type Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../ui/feedback';
import { useAddRoom, useModRoom } from './mutations';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { UserPicker } from '../../ui/UserPicker';
import { useRoomTemplates } from './queries';
import {
  defaultRoomForm,
  periodOf,
  roomFormFrom,
  type RoomFormErrors,
  type RoomFormValues,
  startLimits,
  validateRoomForm,
} from './roomForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  period: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/** Where room.ADD / room.MOD name each field of the form (server field errors come back under these paths). */
const SERVER_PATHS: Partial<Record<keyof RoomFormValues, string>> = {
  roomTitle: 'room.roomTitle',
  templateIdx: 'room.templateIdx',
  ownerUserIdx: 'room.ownerUserIdx',
  startDate: 'room.showDatetime',
  endDate: 'room.showEndDatetime',
  anyoneOpen: 'room.anyoneOpen',
};

export interface RoomDialogProps {
  open: boolean;
  /** The manage area names the responsible teacher (required there). */
  mode: 'service' | 'manage';
  /** Edit this room; create when absent. */
  room?: Room;
  onClose: () => void;
  onSaved?: (room: Room) => void;
}

/** Register or edit a regular room with the spec's rules (name 50, class type, period, no limit). */
export function RoomDialog(props: RoomDialogProps) {
  // Remounted per opening so the form starts from the room (or the defaults) each time.
  return props.open ? <RoomDialogForm {...props} /> : null;
}

function RoomDialogForm({ mode, room, onClose, onSaved }: RoomDialogProps) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const [now] = useState(() => new Date());
  const [values, setValues] = useState<RoomFormValues>(() => (room ? roomFormFrom(room, now) : defaultRoomForm(now)));
  const [initialStart] = useState(() => (room ? values.startDate : undefined));
  const [errors, setErrors] = useState<RoomFormErrors>({});
  const templates = useRoomTemplates(RoomCategory.RESERVED);
  const [leaderName, setLeaderName] = useState(room?.ownerUser.userName ?? '');
  const [pickingLeader, setPickingLeader] = useState(false);
  const add = useAddRoom();
  const mod = useModRoom();
  const limits = startLimits(now);
  const set = <K extends keyof RoomFormValues>(key: K, value: RoomFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const saveError = room ? mod.error : add.error;
  const message = (field: keyof RoomFormValues) => {
    const serverPath = SERVER_PATHS[field];
    return errors[field] ? t(errors[field] ?? '') : serverPath ? fieldErrorFor(saveError, serverPath) : undefined;
  };

  const save = async () => {
    const found = validateRoomForm(values, now, { requireOwner: mode === 'manage', initialStart });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const period = periodOf(values);
    const common = {
      roomTitle: values.roomTitle.trim(),
      templateIdx: values.templateIdx ?? undefined,
      anyoneOpen: values.anyoneOpen,
      ...period,
    };
    try {
      const saved = room
        ? await mod.mutateAsync({
            room: {
              roomCode: room.roomCode,
              ...common,
              ...(values.startDate === initialStart ? { showDatetime: undefined } : {}),
              ...(mode === 'manage' && values.ownerUserIdx !== null ? { ownerUserIdx: values.ownerUserIdx } : {}),
            },
          })
        : await add.mutateAsync({
            room: {
              ...common,
              roomCategoryCd: RoomCategory.RESERVED,
              ...(mode === 'manage' && values.ownerUserIdx !== null ? { ownerUserIdx: values.ownerUserIdx } : {}),
            },
          });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (!fieldErrorsCover(error, Object.values(SERVER_PATHS))) handleApiError(error);
    }
  };

  const templateName = templates.data?.find((x) => x.templateIdx === values.templateIdx)?.templateName ?? '';

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="room-dialog">
        <DialogBody>
          <DialogTitle>{t(room ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('form.name')} required validationMessage={message('roomTitle')}>
              <Input
                value={values.roomTitle}
                maxLength={Limits.ROOM_NAME_MAX}
                onChange={(_e, d) => set('roomTitle', d.value)}
                data-testid="room-form-name"
              />
            </Field>
            <Field label={t('form.classType')} required validationMessage={message('templateIdx')}>
              <Dropdown
                value={templateName}
                selectedOptions={values.templateIdx === null ? [] : [String(values.templateIdx)]}
                placeholder={t('form.classTypePlaceholder')}
                onOptionSelect={(_e, d) => set('templateIdx', d.optionValue ? Number(d.optionValue) : null)}
                data-testid="room-form-class-type"
              >
                {(templates.data ?? []).map((x) => (
                  <Option key={x.templateIdx} value={String(x.templateIdx)} data-testid={`room-form-class-type-${x.templateIdx}`}>
                    {x.templateName}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {mode === 'manage' ? (
              <Field label={t('form.owner')} required validationMessage={message('ownerUserIdx')}>
                <Input
                  readOnly
                  value={leaderName}
                  placeholder={t('form.ownerPlaceholder')}
                  contentAfter={
                    <Button
                      size="small"
                      appearance="transparent"
                      onClick={() => setPickingLeader(true)}
                      data-testid="room-form-owner-choose"
                    >
                      {t('form.ownerChoose')}
                    </Button>
                  }
                  onClick={() => setPickingLeader(true)}
                  data-testid="room-form-owner"
                />
              </Field>
            ) : null}
            <div className={styles.period}>
              <Field label={t('form.start')} required validationMessage={message('startDate')}>
                <Input
                  type="date"
                  value={values.startDate}
                  min={limits.min}
                  max={limits.max}
                  onChange={(_e, d) => set('startDate', d.value)}
                  data-testid="room-form-start"
                />
              </Field>
              <Field label={t('form.end')} required={!values.noLimit} validationMessage={message('endDate')}>
                <Input
                  type="date"
                  value={values.endDate}
                  min={values.startDate}
                  disabled={values.noLimit}
                  onChange={(_e, d) => set('endDate', d.value)}
                  data-testid="room-form-end"
                />
              </Field>
              <Checkbox
                checked={values.noLimit}
                label={t('form.noLimit')}
                onChange={(_e, d) => set('noLimit', d.checked === true)}
                data-testid="room-form-no-limit"
              />
            </div>
            <Field label={t('form.openType')} validationMessage={message('anyoneOpen')}>
              <RadioGroup
                value={values.anyoneOpen ? 'anyone' : 'author'}
                onChange={(_e, d) => set('anyoneOpen', d.value === 'anyone')}
                data-testid="room-form-open-type"
              >
                <Radio value="anyone" label={t('openType.anyone')} data-testid="room-form-open-anyone" />
                <Radio value="author" label={t('openType.author')} data-testid="room-form-open-author" />
              </RadioGroup>
            </Field>
            {pickingLeader ? (
              <UserPicker
                title={t('form.owner')}
                userTypes={ROOM_LEADER_TYPES}
                multiple={false}
                initial={
                  values.ownerUserIdx === null ? [] : [{ userIdx: values.ownerUserIdx, userName: leaderName, userId: '', userTypeCd: 0 }]
                }
                onConfirm={([leader]) => {
                  setPickingLeader(false);
                  if (!leader) return;
                  set('ownerUserIdx', leader.userIdx);
                  setLeaderName(leader.userName);
                }}
                onCancel={() => setPickingLeader(false)}
                testId="owner-picker"
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} data-testid="room-form-cancel">
              {t('common:actions.cancel')}
            </Button>
            <Button appearance="primary" disabled={add.isPending || mod.isPending} onClick={() => void save()} data-testid="room-form-save">
              {t('form.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
