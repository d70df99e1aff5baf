import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@duesflow/remote-kit/router';
import { defineScreens } from '@duesflow/shared-contracts/screens';
import { declaredScreens, inSidebarOrder } from './DeclaredScreens';

const routes = defineScreens([
  { path: '/gateways', label: 'Payment Gateways', order: 80, module: './PaymentGateways' },
  { path: '/payments', label: 'Payments', title: 'Payment Tracking', order: 70, module: './Payments' },
  { path: '/links', label: 'Links', order: 75, module: './Payments' },
]);

const Screens = declaredScreens(routes, {
  './Payments': () => <p>Payments screen</p>,
  './PaymentGateways': () => <p>Gateways screen</p>,
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Screens />
    </MemoryRouter>,
  );
}

describe('declaredScreens', () => {
  it.each([
    ['/payments', 'Payments screen'],
    ['/links', 'Payments screen'],
    ['/gateways', 'Gateways screen'],
  ])('shows at %s the screen its declaration names', (path, text) => {
    renderAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('names the declared screens at any other path and links to the first in sidebar order', () => {
    renderAt('/customers');
    expect(screen.getByText('This screen is part of the duesflow portal')).toBeInTheDocument();
    expect(screen.getByText('Embedded here are Payments, Links and Payment Gateways.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Payments' })).toHaveAttribute('href', '/payments');
  });

  it('needs a screen for every declared module, and only for those', () => {
    // @ts-expect-error './PaymentGateways' has no screen
    expect(() => declaredScreens(routes, { './Payments': () => null })).not.toThrow();
    const declared = { './Payments': () => null, './PaymentGateways': () => null };
    // @ts-expect-error './Tally' is not declared
    expect(() => declaredScreens(routes, { ...declared, './Tally': () => null })).not.toThrow();
  });

  it('orders a remote by its sidebar order, not by how its routes are listed', () => {
    expect(inSidebarOrder(routes).map((route) => route.path)).toEqual(['/payments', '/links', '/gateways']);
  });
});
