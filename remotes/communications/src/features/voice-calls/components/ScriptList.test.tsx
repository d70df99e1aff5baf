import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { antdWarningsDuring } from '@duesflow/remote-kit/testing/antdWarnings';
import { script } from '../../../test/fixtures';
import { ScriptList, type TScriptListProps } from './ScriptList';

const SCRIPTS = [script(), script({ id: 's-2', name: 'Initial Request (English)', language: 'en', totalCalls: 0, successfulCalls: 0 })];

function renderList(props: Partial<TScriptListProps> = {}) {
  const handlers = { onSelect: jest.fn(), onEdit: jest.fn(), onDuplicate: jest.fn(), onDelete: jest.fn() };
  let view!: ReturnType<typeof renderWithProviders>;
  const warnings = antdWarningsDuring(() => {
    view = renderWithProviders(<ScriptList scripts={SCRIPTS} loading={false} selectedId={undefined} {...handlers} {...props} />);
  });
  return { ...view, ...handlers, warnings };
}

describe('ScriptList', () => {
  it('renders without any antd warning: no deprecated List', () => {
    expect(renderList().warnings).toEqual([]);
  });

  it('lists every script in order with its language, type, success and calls, and its three actions', () => {
    renderList({ selectedId: 's-2' });
    const items = within(screen.getByRole('list', { name: 'Call scripts' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Initial Request (Hindi)', 'Initial Request (English)']);

    const [hindi, english] = items.map((item) => within(item));
    expect(hindi.getByText('Hindi')).toBeInTheDocument();
    expect(hindi.getByText('Initial Contact')).toBeInTheDocument();
    expect(hindi.getByText('41.7% success · 12 calls')).toBeInTheDocument();
    expect(english.getByText('English')).toBeInTheDocument();
    expect(english.getByText('No calls yet')).toBeInTheDocument();
    for (const action of ['Edit', 'Duplicate', 'Delete'])
      expect(hindi.getByRole('button', { name: `${action} Initial Request (Hindi)` })).toBeEnabled();

    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[0]).not.toHaveAttribute('aria-current');
  });

  it('the name selects the script; an action does only its own thing', async () => {
    const { user, onSelect, onEdit } = renderList();
    await user.click(screen.getByRole('button', { name: 'Initial Request (English)' }));
    expect(onSelect).toHaveBeenLastCalledWith('s-2');
    onSelect.mockClear();
    await user.click(screen.getByRole('button', { name: 'Edit Initial Request (Hindi)' }));
    expect(onEdit).toHaveBeenCalledWith('s-1');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('while the scripts load, a spinner and no claim that there are none', () => {
    renderList({ scripts: [], loading: true });
    expect(screen.getByRole('status', { name: 'Loading call scripts' })).toBeInTheDocument();
    expect(screen.queryByText('No call scripts yet')).not.toBeInTheDocument();
  });

  it('once loaded without scripts, says so', () => {
    renderList({ scripts: [] });
    expect(screen.getByText('No call scripts yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
