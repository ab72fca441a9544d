import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCompany, mockApi } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

describe('company finder', () => {
  it('searches once after typing settles (300 ms) and links each result to its login page', async () => {
    const send = mockApi({ 'company.LIST_NORMAL': () => ({ resultList: [demoCompany] }) });
    renderApp('/');
    await userEvent.type(await screen.findByTestId('company-search'), 'dem');
    const link = await screen.findByTestId('company-result-demo');
    expect(link).toHaveAttribute('href', '/demo');
    expect(link).toHaveTextContent('Demo Academy');
    const searches = send.mock.calls.filter(([name]) => name === 'company.LIST_NORMAL');
    expect(searches).toEqual([['company.LIST_NORMAL', { keyword: 'dem' }]]);
  });

  it('does not list companies without a keyword', async () => {
    const send = mockApi({ 'company.LIST_NORMAL': () => ({ resultList: [demoCompany] }) });
    renderApp('/');
    await screen.findByTestId('company-search');
    await new Promise((resolve) => setTimeout(resolve, 350));
    // The intro page around the finder asks for the site operator; the finder itself asks nothing.
    await waitFor(() => expect(send.mock.calls.filter(([name]) => name === 'company.LIST_NORMAL')).toEqual([]));
  });
});
