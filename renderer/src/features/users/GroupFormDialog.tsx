import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { type Group, Limits, validateGroupName } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { handleApiError, notify } from '../../ui/feedback';
import { useSaveGroup } from './mutations';

export interface GroupFormDialogProps {
  /** Rename this group; otherwise register a new one under `upGroupIdx` (0: the company root). */
  group?: Group;
  upGroupIdx?: number;
  onClose(): void;
}

/** Register or rename a group: 2 to 32 characters of letters, digits, Korean, spaces and . @ _ - (input max 20). */
export function GroupFormDialog({ group, upGroupIdx = 0, onClose }: GroupFormDialogProps) {
  const { t } = useTranslation('users');
  const { t: tv } = useTranslation('validation');
  const { t: tc } = useTranslation('common');
  const save = useSaveGroup();
  const [name, setName] = useState(group?.groupName ?? '');
  const [localError, setError] = useState<string | undefined>(undefined);
  const error = localError ?? fieldErrorFor(save.error, 'groupName');

  const submit = async () => {
    const issue = validateGroupName(name);
    setError(issue ? tv(issue.key) : undefined);
    if (issue) return;
    try {
      await save.mutateAsync(group ? { groupIdx: group.groupIdx, groupName: name } : { upGroupIdx, groupName: name });
      notify.success(t('group.saved'));
      onClose();
    } catch (e) {
      if (!fieldErrorsCover(e, ['groupName'])) handleApiError(e);
    }
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="group-form">
        <DialogBody>
          <DialogTitle>{group ? t('group.renameTitle') : t('group.registerTitle')}</DialogTitle>
          <DialogContent>
            <Field label={t('group.name')} required validationMessage={error} validationState={error ? 'error' : 'none'}>
              <Input
                value={name}
                maxLength={Limits.GROUP_NAME_INPUT_MAX}
                onChange={(_e, d) => setName(d.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void submit();
                }}
                data-testid="group-form-name"
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{tc('actions.cancel')}</Button>
            <Button appearance="primary" disabled={save.isPending} onClick={() => void submit()} data-testid="group-form-save">
              {tc('actions.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
