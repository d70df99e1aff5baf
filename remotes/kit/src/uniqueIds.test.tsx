import { render, screen } from '@testing-library/react';
import { Button, Drawer, Tooltip } from 'antd';

// The test setup gives antd's parts React's own ids: with the one 'test-id' antd uses under test, the
// drawer's name would be read from the tooltip opened before it.
describe('ids in the UI tests', () => {
  it('names a drawer by its own title while a tooltip is open', async () => {
    render(
      <>
        <Tooltip title="Reminders" open>
          <Button>Bell</Button>
        </Tooltip>
        <Drawer open title="Reminders: Asha Traders" />
      </>,
    );
    await screen.findByRole('tooltip');
    expect(await screen.findByRole('dialog', { name: 'Reminders: Asha Traders' })).toBeInTheDocument();
  });
});
