import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { platform } from '../../platform';
import { handleApiError } from '../../ui/feedback';

/** Downloads the sample spreadsheet (SAMPLE_USER_ADD) through the platform's save. */
export function SampleDownloadButton() {
  const { t } = useTranslation('users');
  const download = async () => {
    try {
      const file = await api.download('userExcel.SAMPLE_USER_ADD', {});
      await platform.saveFile({
        suggestedName: file.fileName ?? 'user-sample.xlsx',
        data: file.blob,
        filters: [{ name: 'Excel', extensions: ['xlsx'] }],
      });
    } catch (error) {
      handleApiError(error);
    }
  };
  return (
    <Button icon={<ArrowDownloadRegular />} onClick={() => void download()} data-testid="user-sample-download">
      {t('import.sample')}
    </Button>
  );
}
