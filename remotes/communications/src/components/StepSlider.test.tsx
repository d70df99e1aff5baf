import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { StepSlider } from './StepSlider';

function Speed() {
  const [value, setValue] = useState(1);
  return <StepSlider label="Speech Speed" min={0.5} max={2} step={0.1} value={value} onChange={setValue} />;
}

describe('StepSlider (spec part 2 §5 keys)', () => {
  it('arrows move one step, PageUp/PageDown and Shift+arrows ten, Home/End to the ends', () => {
    render(<Speed />);
    const slider = screen.getByRole('slider', { name: 'Speech Speed' });
    fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(slider).toHaveAttribute('aria-valuenow', '1.1');
    fireEvent.keyDown(slider, { key: 'PageUp', keyCode: 33, which: 33 });
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    fireEvent.keyDown(slider, { key: 'ArrowLeft', keyCode: 37, which: 37, shiftKey: true });
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    fireEvent.keyDown(slider, { key: 'PageDown', keyCode: 34, which: 34 });
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
    fireEvent.keyDown(slider, { key: 'End', keyCode: 35, which: 35 });
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    fireEvent.keyDown(slider, { key: 'Home', keyCode: 36, which: 36 });
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
  });
});
