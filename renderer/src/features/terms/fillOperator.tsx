import type { ReactNode } from 'react';
import type { SiteOperator } from '@boda/contract';

/** What a page shows for a value the deployment has not configured (README "Configuration": SITE_OPERATOR_*). */
export const OPERATOR_PLACEHOLDERS: Record<keyof SiteOperator, string> = {
  operatorName: '운영사명',
  representative: '대표자',
  businessNumber: '사업자등록번호',
  address: '주소',
  phone: '고객센터 전화번호',
  email: '고객센터 이메일',
  privacyOfficer: '개인정보 보호책임자',
};

const isField = (name: string): name is keyof SiteOperator => name in OPERATOR_PLACEHOLDERS;

/**
 * The text with each `{field}` replaced by the configured value, or by a marked placeholder
 * (`[운영사명]`, data-placeholder) where the operator has not set it yet.
 */
export function fillOperator(text: string, operator: SiteOperator | undefined): ReactNode[] {
  return text.split(/(\{[a-zA-Z]+\})/).map((part, i) => {
    const name = part.slice(1, -1);
    if (!part.startsWith('{') || !isField(name)) return part;
    const value = operator?.[name];
    return value ? (
      <span key={i}>{value}</span>
    ) : (
      <span key={i} data-placeholder={name}>
        [{OPERATOR_PLACEHOLDERS[name]}]
      </span>
    );
  });
}
