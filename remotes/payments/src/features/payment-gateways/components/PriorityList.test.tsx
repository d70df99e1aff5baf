import { screen, within } from '@testing-library/react';
import { TEST_VIEWER } from '@duesflow/remote-kit/testing/renderWithProviders';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { antdWarningsDuring } from '@duesflow/remote-kit/testing/antdWarnings';
import { gatewayList } from '../../../test/fixtures';
import { PriorityList } from './PriorityList';

function renderPriorities(options: Parameters<typeof renderWithProviders>[1] = {}, gateways = gatewayList().gateways) {
  let view!: ReturnType<typeof renderWithProviders>;
  const warnings = antdWarningsDuring(() => {
    view = renderWithProviders(<PriorityList gateways={gateways} />, options);
  });
  return { ...view, warnings };
}

describe('PriorityList', () => {
  it('renders without any antd warning: no deprecated List', () => {
    expect(renderPriorities().warnings).toEqual([]);
  });

  it('lists the gateways in priority order: badge, name, status, limits and fee, currencies, and the controls', () => {
    renderPriorities();
    expect(
      screen.getByText(
        'Links go to the first active gateway that is up and whose limits and currencies fit, then the active failover rules apply.',
      ),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Gateway priority' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Razorpay settings', 'Cashfree settings', 'PayU settings']);

    const [razorpay, cashfree, payu] = items.map((item) => within(item));
    expect(razorpay.getByText('#1')).toBeInTheDocument();
    expect(razorpay.getByRole('heading', { level: 4, name: 'Razorpay healthy' })).toBeInTheDocument();
    expect(razorpay.getByText('₹1 – ₹2,00,000 · 2% per payment · INR, USD')).toBeInTheDocument();
    expect(razorpay.getByRole('switch', { name: 'Active: Razorpay' })).toBeChecked();
    expect(razorpay.getByRole('button', { name: 'Move Razorpay up' })).toBeDisabled();
    expect(razorpay.getByRole('button', { name: 'Move Razorpay down' })).toBeEnabled();
    expect(razorpay.getByRole('button', { name: 'Configure Razorpay' })).toHaveTextContent('Configure');
    expect(cashfree.getByText('#2')).toBeInTheDocument();
    expect(cashfree.getByText('degraded')).toBeInTheDocument();
    expect(cashfree.getByText('₹1 – ₹1,00,000 · 2.3% + ₹2.00 per payment · INR')).toBeInTheDocument();
    expect(payu.getByText('#3')).toBeInTheDocument();
    expect(payu.getByText('down')).toBeInTheDocument();
    expect(payu.getByRole('button', { name: 'Move PayU down' })).toBeDisabled();
  });

  it('Configure opens the settings of that gateway', async () => {
    const { user } = renderPriorities();
    await user.click(screen.getByRole('button', { name: 'Configure Cashfree' }));
    expect(await screen.findByRole('dialog', { name: 'Configure Cashfree' })).toBeInTheDocument();
  });

  it('a viewer sees the controls disabled', () => {
    renderPriorities({ sessionUser: TEST_VIEWER });
    const razorpay = within(screen.getByRole('listitem', { name: 'Razorpay settings' }));
    expect(razorpay.getByRole('switch', { name: 'Active: Razorpay' })).toBeDisabled();
    expect(razorpay.getByRole('button', { name: 'Move Razorpay down' })).toBeDisabled();
    expect(razorpay.getByRole('button', { name: 'Configure Razorpay' })).toBeDisabled();
  });

  it('without gateways, the empty note in place of the list', () => {
    renderPriorities({}, []);
    // The words, not the picture's <title> that says the same.
    expect(screen.getByText('No data', { ignore: 'title' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
