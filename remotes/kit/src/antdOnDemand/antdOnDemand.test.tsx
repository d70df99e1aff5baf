import { fireEvent, render, screen } from '@testing-library/react';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import CardTabs from './CardTabs';
import { isBright } from './colorBrightness';
import TypographyEditable from './TypographyEditable';

describe("stand-ins for antd's rarely shown parts", () => {
  it('CardTabs draws the real tab strip once it has loaded, and switches tabs', async () => {
    const onChange = jest.fn();
    render(
      <CardTabs
        activeKey="open"
        onChange={onChange}
        items={[
          { key: 'open', label: 'Open' },
          { key: 'closed', label: 'Closed' },
        ]}
      />,
    );
    expect(await screen.findByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(onChange).toHaveBeenCalledWith('closed');
  });

  it('TypographyEditable draws the real in-place editor once it has loaded, and saves on Enter', async () => {
    const onSave = jest.fn();
    render(
      <TypographyEditable
        prefixCls="ant-typography"
        value="Ravi Traders"
        aria-label="Customer name"
        onSave={onSave}
        onCancel={jest.fn()}
        classNames={{}}
        styles={{}}
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Customer name' });
    expect(editor).toHaveValue('Ravi Traders');
    fireEvent.change(editor, { target: { value: 'Ravi Traders Pvt Ltd' } });
    fireEvent.keyDown(editor, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(editor, { key: 'Enter', keyCode: 13 });
    expect(onSave).toHaveBeenCalledWith('Ravi Traders Pvt Ltd');
  });

  it("isBright answers as antd's own, on light and dark backgrounds, opaque and translucent", () => {
    const colours = ['#000000', '#ffffff', '#1677ff', '#fadb14', '#52c41a', 'rgba(0, 0, 0, 0.3)', 'rgba(255, 255, 255, 0.4)', '#c0c0c0'];
    for (const colour of colours) {
      for (const background of ['#fff', '#141414']) {
        expect(isBright(new AggregationColor(colour), background)).toBe(antdIsBright(new AggregationColor(colour), background));
      }
    }
    expect(isBright(new AggregationColor('#ffffff'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('#000000'), '#fff')).toBe(false);
  });
});
