import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { QuestionBank, type QuestionBankCd } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { PdfFilesField } from '../books';
import { HOMEWORK_PDF_KINDS } from './deployForm';

const BANKS: readonly QuestionBankCd[] = [QuestionBank.FLAT, QuestionBank.PRO, QuestionBank.HOLIC_MATH];

export interface DeployPdfFieldsProps {
  bankType: QuestionBankCd | null;
  bankProblem?: string;
  onBankType(bank: QuestionBankCd): void;
}

/** New homework PDFs (manage-area 5 Books): worksheet and quick answer required, answer sheet optional, one question bank. */
export function DeployPdfFields({ bankType, bankProblem, onBankType }: DeployPdfFieldsProps) {
  const { t } = useTranslation('homework');
  return (
    <>
      <PdfFilesField name="pdfs" customNamedName="customNamed" required={HOMEWORK_PDF_KINDS} />
      <Field label={t('deploy.bank')} required validationMessage={bankProblem}>
        <RadioGroup
          layout="horizontal"
          value={bankType === null ? '' : String(bankType)}
          onChange={(_e, d) => onBankType(Number(d.value) as QuestionBankCd)}
        >
          {BANKS.map((bank) => (
            <Radio key={bank} value={String(bank)} label={t(`bank.${bank}`)} data-testid={`deploy-bank-${bank}`} />
          ))}
        </RadioGroup>
      </Field>
    </>
  );
}
