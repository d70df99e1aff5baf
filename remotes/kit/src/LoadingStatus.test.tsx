import { render, screen } from '@testing-library/react';
import { LoadingStatus } from './LoadingStatus';

describe('LoadingStatus', () => {
  it('is a status named by its label, holding the spinner', () => {
    const { container } = render(<LoadingStatus label="Loading gateways" />);
    const status = screen.getByRole('status', { name: 'Loading gateways' });
    expect(status.tagName).toBe('DIV');
    expect(status.querySelector('.ant-spin')).not.toBeNull();
    expect(container.querySelectorAll('[aria-label]')).toHaveLength(1);
  });

  it('stays in a line of text when inline', () => {
    render(
      <div>
        Figures <LoadingStatus label="Updating figures" size="small" inline />
      </div>,
    );
    expect(screen.getByRole('status', { name: 'Updating figures' }).tagName).toBe('SPAN');
  });
});
