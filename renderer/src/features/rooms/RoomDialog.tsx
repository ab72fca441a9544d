import { useState } from 'react';
import { Button, Dropdown, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { Limits, ROOM_LEADER_TYPES, RoomCategory, type Room } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormDialog, FormField, RadioField, TextField, useSchemaForm } from '../../ui/form';
import { UserPicker } from '../../ui/UserPicker';
import { useAddRoom, useModRoom } from './mutations';
import { useRoomTemplates } from './queries';
import { useTemplateName } from './templateName';
import { defaultRoomForm, periodOf, roomFormFrom, roomFormSchema, type RoomFormValues, startLimits } from './roomForm';

const useStyles = makeStyles({
  period: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

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
  const [initial] = useState(() => (room ? roomFormFrom(room, now) : defaultRoomForm(now)));
  const initialStart = room ? initial.startDate : undefined;
  const form = useSchemaForm(roomFormSchema(now, { requireOwner: mode === 'manage', initialStart }), initial);
  const templates = useRoomTemplates(RoomCategory.RESERVED);
  const templateName = useTemplateName();
  const [leaderName, setLeaderName] = useState(room?.ownerUser.userName ?? '');
  const [pickingLeader, setPickingLeader] = useState(false);
  const add = useAddRoom();
  const mod = useModRoom();
  const limits = startLimits(now);
  const [startDate, noLimit, ownerUserIdx] = form.watch(['startDate', 'noLimit', 'ownerUserIdx']);

  const save = async (values: RoomFormValues) => {
    const common = {
      roomTitle: values.roomTitle.trim(),
      templateIdx: values.templateIdx ?? undefined,
      anyoneOpen: values.anyoneOpen,
      ...periodOf(values),
    };
    const owner = mode === 'manage' && values.ownerUserIdx !== null ? { ownerUserIdx: values.ownerUserIdx } : {};
    const saved = room
      ? await mod.mutateAsync({
          room: {
            roomCode: room.roomCode,
            ...common,
            ...(values.startDate === initialStart ? { showDatetime: undefined } : {}),
            ...owner,
          },
        })
      : await add.mutateAsync({ room: { ...common, roomCategoryCd: RoomCategory.RESERVED, ...owner } });
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title={t(room ? 'form.editTitle' : 'form.addTitle')}
      submitLabel={t('form.save')}
      testId="room-dialog"
      submitTestId="room-form-save"
      cancelTestId="room-form-cancel"
      onClose={onClose}
      onSubmit={save}
    >
      <TextField
        name="roomTitle"
        label={t('form.name')}
        required
        serverPath="room.roomTitle"
        input={{ maxLength: Limits.ROOM_NAME_MAX }}
        testId="room-form-name"
      />
      <FormField name="templateIdx" label={t('form.classType')} required serverPath="room.templateIdx">
        {({ value, onChange, onBlur, ref }) => (
          <Dropdown
            ref={ref}
            value={templateName(templates.data?.find((x) => x.templateIdx === value)?.templateName) ?? ''}
            selectedOptions={value === null ? [] : [String(value)]}
            placeholder={t('form.classTypePlaceholder')}
            onOptionSelect={(_e, d) => onChange(d.optionValue ? Number(d.optionValue) : null)}
            onBlur={onBlur}
            data-testid="room-form-class-type"
          >
            {(templates.data ?? []).map((x) => (
              <Option key={x.templateIdx} value={String(x.templateIdx)} data-testid={`room-form-class-type-${x.templateIdx}`}>
                {templateName(x.templateName)}
              </Option>
            ))}
          </Dropdown>
        )}
      </FormField>
      {mode === 'manage' ? (
        <FormField name="ownerUserIdx" label={t('form.owner')} required serverPath="room.ownerUserIdx">
          {({ ref }) => (
            <Input
              ref={ref}
              readOnly
              value={leaderName}
              placeholder={t('form.ownerPlaceholder')}
              contentAfter={
                <Button size="small" appearance="transparent" onClick={() => setPickingLeader(true)} data-testid="room-form-owner-choose">
                  {t('form.ownerChoose')}
                </Button>
              }
              onClick={() => setPickingLeader(true)}
              data-testid="room-form-owner"
            />
          )}
        </FormField>
      ) : null}
      <div className={styles.period}>
        <TextField
          name="startDate"
          label={t('form.start')}
          required
          serverPath="room.showDatetime"
          deps={['endDate']}
          input={{ type: 'date', min: limits.min, max: limits.max }}
          testId="room-form-start"
        />
        <TextField
          name="endDate"
          label={t('form.end')}
          required={!noLimit}
          serverPath="room.showEndDatetime"
          input={{ type: 'date', min: startDate, disabled: noLimit }}
          testId="room-form-end"
        />
        <CheckboxField name="noLimit" label={t('form.noLimit')} deps={['endDate']} testId="room-form-no-limit" />
      </div>
      <RadioField
        name="anyoneOpen"
        label={t('form.openType')}
        serverPath="room.anyoneOpen"
        layout="vertical"
        testId="room-form-open-type"
        onValue={(open) => form.setValue('anyoneOpen', open === 'true', { shouldDirty: true })}
        options={[
          { value: 'true', label: t('openType.anyone'), testId: 'room-form-open-anyone' },
          { value: 'false', label: t('openType.author'), testId: 'room-form-open-author' },
        ]}
      />
      {pickingLeader ? (
        <UserPicker
          title={t('form.owner')}
          userTypes={ROOM_LEADER_TYPES}
          multiple={false}
          initial={ownerUserIdx === null ? [] : [{ userIdx: ownerUserIdx, userName: leaderName, userId: '', userTypeCd: 0 }]}
          onConfirm={([leader]) => {
            setPickingLeader(false);
            if (!leader) return;
            form.setValue('ownerUserIdx', leader.userIdx, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            setLeaderName(leader.userName);
          }}
          onCancel={() => setPickingLeader(false)}
          testId="owner-picker"
        />
      ) : null}
    </FormDialog>
  );
}
