import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SiteOperator } from '@boda/contract';
import { mockApi } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const operator = (values: Partial<SiteOperator>): SiteOperator => ({
  operatorName: null,
  representative: null,
  businessNumber: null,
  address: null,
  phone: null,
  email: null,
  privacyOfficer: null,
  ...values,
});

describe('legal pages', () => {
  it('names the operating company the deployment configured, and marks what it did not', async () => {
    mockApi({ 'app.SITE_OPERATOR': () => ({ result: operator({ operatorName: '보다에듀 주식회사', phone: '1588-1234' }) }) });
    renderApp('/terms/policy');
    const page = await screen.findByTestId('terms-policy');
    expect(page).toHaveAttribute('lang', 'ko');
    expect(await screen.findAllByText('보다에듀 주식회사')).not.toHaveLength(0);
    const footer = screen.getByTestId('terms-operator');
    expect(footer).toHaveTextContent('보다에듀 주식회사');
    expect(footer).toHaveTextContent('1588-1234');
    expect(footer.querySelector('[data-placeholder="representative"]')).toHaveTextContent('[대표자]');
    expect(page).toHaveTextContent('개인정보 보호책임자: [개인정보 보호책임자]');
    // The retention the product applies (records 6 months, recordings 1 month) is what the policy states.
    expect(page).toHaveTextContent('접속 기록과 수업(방) 기록: 6개월');
    expect(page).toHaveTextContent('수업 녹화 영상과 채팅 파일: 1개월');
  });

  it('states the service terms of the spec: advance monthly payment, half month from the 16th, 7-day refund, 3x outage', async () => {
    mockApi({ 'app.SITE_OPERATOR': () => ({ result: operator({}) }) });
    renderApp('/terms/service');
    const page = await screen.findByTestId('terms-service');
    expect(page).toHaveTextContent('16일 이후에 시작하면 그 달 요금의 절반');
    expect(page).toHaveTextContent('7일 안에 서비스를 이용하지 않았다면 전액 환불');
    expect(page).toHaveTextContent('장애 시간의 세 배');
    expect(page).toHaveTextContent('2명은 20%, 3명 이상은 30%');
    expect(page).toHaveTextContent('매월 마지막 토요일 0시부터 4시까지');
    expect(page.querySelector('[data-placeholder="operatorName"]')).toHaveTextContent('[운영사명]');
  });

  it('shows the marketing consent as optional', async () => {
    mockApi({ 'app.SITE_OPERATOR': () => ({ result: operator({ email: 'help@example.kr' }) }) });
    renderApp('/terms/marketing');
    const page = await screen.findByTestId('terms-marketing');
    expect(page).toHaveTextContent('선택 사항');
    expect(await screen.findByText('help@example.kr')).toBeInTheDocument();
  });
});
