import { screen, within } from '@testing-library/react';
import type { TFailoverRule } from '@duesflow/shared-contracts/failover-rules';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { antdWarningsDuring } from '@duesflow/remote-kit/testing/antdWarnings';
import { failoverRules, gatewayList } from '../../../test/fixtures';
import { ActiveFailoverRules } from './ActiveFailoverRules';

function renderRules(rules: TFailoverRule[] = failoverRules) {
  return antdWarningsDuring(() => renderWithProviders(<ActiveFailoverRules rules={rules} gateways={gatewayList().gateways} />));
}

describe('ActiveFailoverRules', () => {
  it('renders without any antd warning: no deprecated List', () => {
    expect(renderRules()).toEqual([]);
  });

  it('lists only the active rules: name, condition and the two gateways', () => {
    renderRules([
      ...failoverRules,
      { ...failoverRules[1], id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Second active', isActive: true },
    ]);
    const items = within(screen.getByRole('list', { name: 'Active failover rules' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 4, name: 'High amount failover' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Amount above ₹50,000: Razorpay → Cashfree')).toBeInTheDocument();
    expect(within(items[1]).getByRole('heading', { level: 4, name: 'Second active' })).toBeInTheDocument();
    expect(within(items[1]).getByText('Failure rate above 5%: Cashfree → PayU')).toBeInTheDocument();
    expect(screen.queryByText('Failure rate failover')).not.toBeInTheDocument();
  });

  it('says so when no rule is on', () => {
    renderRules(failoverRules.map((rule) => ({ ...rule, isActive: false })));
    expect(screen.getByText('Active Failover Rules')).toBeInTheDocument();
    expect(screen.getByText('No active failover rules')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
