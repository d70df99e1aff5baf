import { useState } from 'react';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal, Select } from 'antd';

import { stubFetch } from '@duesflow/shared-contracts/testing/fetch-stub';
import { createMount } from './createMount';
import { createRealtimeListener } from './realtimeListener';
import { createRemoteApi } from './remoteApi';
import { createRemoteStoreFactory } from './remoteStore';
import { mountHarness } from './testing/mountHarness';

// This file checks where antd writes its styles: the whole stylesheets, not the tests' hiding rules.
jest.unmock('@rc-component/util/lib/Dom/dynamicCSS');

const api = createRemoteApi('shadowTestApi', ['Thing'] as const);
const createStore = createRemoteStoreFactory(api, () => createRealtimeListener({ api, tagTypes: ['Thing'], tagsForMessage: () => [] }));

/** A screen with a button, a select (a popup) and a confirmation (a modal). */
function Things() {
  const [modal, holder] = Modal.useModal();
  const [picked, setPicked] = useState<string>();
  return (
    <div>
      {holder}
      <Button type="primary" onClick={() => modal.confirm({ title: 'Send reminders?', okText: 'Send' })}>
        Send reminders
      </Button>
      <Select aria-label="Channel" style={{ width: 160 }} options={[{ value: 'sms', label: 'SMS' }]} onChange={setPicked} />
      {picked ? <p>Picked {picked}</p> : null}
    </div>
  );
}

const mount = createMount({
  routes: [{ path: '/things', label: 'Things', order: 1, module: './Things' }] as const,
  screens: { './Things': Things },
  createStore,
  api,
});

const { mountInto, unmount } = mountHarness(mount);

beforeEach(() => {
  stubFetch({ 'GET /api/auth/me': { body: { id: 'u1', email: 'a@b.test', name: 'A', role: 'admin' } } });
});

describe("mount(element, { isolation: 'shadow' })", () => {
  it("renders the screen and antd's styles inside a shadow root, none of it in the page", async () => {
    const element = mountInto({ isolation: 'shadow' });
    const shadow = element.shadowRoot!;
    expect(shadow).not.toBeNull();
    const inside = within(shadow as unknown as HTMLElement);
    expect(await inside.findByRole('button', { name: 'Send reminders' })).toBeInTheDocument();
    // Nothing in the page's light DOM, and antd's CSS-in-JS wrote into the shadow root, not the head.
    expect(element.children).toHaveLength(0);
    expect(document.body.querySelector('button')).toBeNull();
    const antdStyles = [...shadow.querySelectorAll('style')].filter((style) => style.textContent?.includes('.ant-btn'));
    expect(antdStyles.length).toBeGreaterThan(0);
    expect([...document.head.querySelectorAll('style')].some((style) => style.textContent?.includes('.ant-btn'))).toBe(false);
    // The page's inherited styles stop at the host.
    expect(shadow.querySelector('style[data-duesflow-embed="host"]')?.textContent).toContain(':host { all: initial; display: block; }');
  });

  it('opens popups and confirmations inside the shadow root, where they work', async () => {
    const element = mountInto({ isolation: 'shadow' });
    const shadow = element.shadowRoot!;
    const inside = within(shadow as unknown as HTMLElement);

    await userEvent.click(await inside.findByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await inside.findByTitle('SMS'));
    expect(await inside.findByText('Picked sms')).toBeInTheDocument();

    await userEvent.click(inside.getByRole('button', { name: 'Send reminders' }));
    const dialog = await inside.findByRole('dialog');
    expect(within(dialog).getAllByText('Send reminders?').length).toBeGreaterThan(0);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(inside.queryByText('Send reminders?')).toBeNull());
  });

  it('takes everything out of the shadow root on unmount, and can mount there again', async () => {
    const element = mountInto({ isolation: 'shadow' });
    await within(element.shadowRoot! as unknown as HTMLElement).findByRole('button', { name: 'Send reminders' });
    unmount();
    expect(element.shadowRoot!.childNodes).toHaveLength(0);

    act(() => {
      mount(element, { isolation: 'shadow' })();
    });
    expect(element.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('says which element cannot hold a shadow root, before starting anything', () => {
    const input = document.createElement('input');
    document.body.appendChild(input);
    expect(() => mount(input, { isolation: 'shadow' })).toThrow(
      /^duesflow: cannot render in a shadow root on <input> .*; mount into a <div>$/,
    );
    // Nor does it take over a shadow root the page already uses.
    const widget = document.createElement('section');
    widget.attachShadow({ mode: 'open' }).append(document.createElement('slot'));
    document.body.appendChild(widget);
    expect(() => mount(widget, { isolation: 'shadow' })).toThrow('duesflow: <section> already has a shadow root with content of its own');
  });
});

describe('mount(element) without isolation', () => {
  it('renders straight into the element, as before', async () => {
    const element = mountInto();
    expect(element.shadowRoot).toBeNull();
    expect(await within(element).findByRole('button', { name: 'Send reminders' })).toBeInTheDocument();
  });
});
