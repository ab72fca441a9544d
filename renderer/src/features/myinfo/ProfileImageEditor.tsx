import { useEffect, useRef, useState } from 'react';
import { Button, Field, makeStyles, Slider, tokens } from '@fluentui/react-components';
import { Limits, PROFILE_IMAGE_RULES, acceptAttribute, checkUploads } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { errorText, handleApiError, showErrorPopup, notify } from '../../ui/feedback';
import { useUploadProfile } from '../users';
import { cropToProfilePng } from './cropImage';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  preview: {
    width: `${Limits.PROFILE_IMAGE_PX}px`,
    height: `${Limits.PROFILE_IMAGE_PX}px`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Pick a png/jpg, zoom the centred square, save it as a 200x200 PNG. */
export function ProfileImageEditor({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation('myinfo');
  const styles = useStyles();
  const upload = useUploadProfile();
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [zoom, setZoom] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!bitmap || !canvas.current) return;
    const size = Limits.PROFILE_IMAGE_PX;
    const side = Math.min(bitmap.width, bitmap.height) / zoom;
    canvas.current.getContext('2d')?.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  }, [bitmap, zoom]);

  const choose = async (files: FileList | null) => {
    const picked = files ? Array.from(files) : [];
    const checked = checkUploads(picked, PROFILE_IMAGE_RULES);
    if (checked.error) {
      showErrorPopup({ type: 'WARNING', code: checked.error.code, message: errorText(checked.error.code) ?? undefined });
      return;
    }
    const file = checked.accepted[0];
    if (!file) return;
    try {
      setBitmap(await createImageBitmap(file));
      setZoom(1);
    } catch {
      notify.error(t('profile.unreadable'));
    }
  };

  const save = async () => {
    if (!bitmap) return;
    try {
      const png = await cropToProfilePng(bitmap, zoom);
      await upload.mutateAsync({ userIdx, uploadFile: new File([png], 'profile.png', { type: 'image/png' }) });
      notify.success(t('profile.saved'));
      setBitmap(null);
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <div className={styles.root} data-testid="profile-editor">
      <input
        type="file"
        aria-label={t('profile.choose')}
        accept={acceptAttribute(PROFILE_IMAGE_RULES)}
        onChange={(e) => void choose(e.target.files)}
        data-testid="profile-file"
      />
      {bitmap && (
        <>
          <canvas
            ref={canvas}
            className={styles.preview}
            width={Limits.PROFILE_IMAGE_PX}
            height={Limits.PROFILE_IMAGE_PX}
            data-testid="profile-preview"
          />
          <Field label={t('profile.zoom')}>
            <Slider min={1} max={3} step={0.1} value={zoom} onChange={(_e, d) => setZoom(d.value)} />
          </Field>
          <div className={styles.row}>
            <Button appearance="primary" disabled={upload.isPending} onClick={() => void save()} data-testid="profile-save">
              {t('profile.save')}
            </Button>
            <Button onClick={() => setBitmap(null)}>{t('profile.cancel')}</Button>
          </div>
        </>
      )}
    </div>
  );
}
