import { type Group, groupNameSchema, Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../ui/feedback';
import { FormDialog, TextField, useSchemaForm } from '../../ui/form';
import { useSaveGroup } from './mutations';

const groupFormSchema = z.object({ groupName: groupNameSchema });

export interface GroupFormDialogProps {
  /** Rename this group; otherwise register a new one under `upGroupIdx` (0: the company root). */
  group?: Group;
  upGroupIdx?: number;
  onClose(): void;
}

/** Register or rename a group: 2 to 32 characters of letters, digits, Korean, spaces and . @ _ - (input max 20). */
export function GroupFormDialog({ group, upGroupIdx = 0, onClose }: GroupFormDialogProps) {
  const { t } = useTranslation('users');
  const save = useSaveGroup();
  const form = useSchemaForm(groupFormSchema, { groupName: group?.groupName ?? '' });
  return (
    <FormDialog
      form={form}
      title={group ? t('group.renameTitle') : t('group.registerTitle')}
      testId="group-form"
      onClose={onClose}
      onSubmit={async ({ groupName }) => {
        await save.mutateAsync(group ? { groupIdx: group.groupIdx, groupName } : { upGroupIdx, groupName });
        notify.success(t('group.saved'));
        onClose();
      }}
    >
      <TextField
        name="groupName"
        label={t('group.name')}
        required
        input={{ maxLength: Limits.GROUP_NAME_INPUT_MAX }}
        testId="group-form-name"
      />
    </FormDialog>
  );
}
