import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { QuestionBank, type QuestionBankCd } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type ChosenPdf, choosePdfs, type FileCheck, PdfFilesField } from '../books';

const BANKS: readonly QuestionBankCd[] = [QuestionBank.FLAT, QuestionBank.PRO, QuestionBank.HOLIC_MATH];

export interface DeployPdfFieldsProps {
  pdfs: ChosenPdf[];
  customNamed: boolean;
  check: FileCheck | null;
  bankType: QuestionBankCd | null;
  bankProblem?: string;
  onPdfs(next: ChosenPdf[]): void;
  onCustomNamed(on: boolean): void;
  onBankType(bank: QuestionBankCd): void;
}

/** New homework PDFs (manage-area 5 Books): worksheet and quick answer required, answer sheet optional, one question bank. */
export function DeployPdfFields({
  pdfs,
  customNamed,
  check,
  bankType,
  bankProblem,
  onPdfs,
  onCustomNamed,
  onBankType,
}: DeployPdfFieldsProps) {
  const { t } = useTranslation('homework');
  return (
    <>
      <PdfFilesField
        pdfs={pdfs}
        customNamed={customNamed}
        check={check}
        onFiles={(files) => onPdfs(choosePdfs(files, pdfs))}
        onCustomNamed={onCustomNamed}
        onKind={(fileName, kind) => onPdfs(pdfs.map((p) => (p.file.name === fileName ? { ...p, kind } : p)))}
      />
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
