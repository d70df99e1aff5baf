import type { KeyboardEvent } from 'react';
import { Slider } from 'antd';

/** Steps PageUp/PageDown and Shift+arrow move (spec part 2 §5); arrows move 1, Home/End jump to the ends. */
const BIG_STEPS = 10;

/** Rounds away binary float noise: 0.1 steps stay 0.1 steps. */
const onStep = (value: number, step: number) => Math.round(value / step) * step;
const tidy = (value: number) => Number(value.toFixed(6));

/**
 * antd's Slider with the spec's keys: PageUp/PageDown and Shift+arrows move 10 steps (antd moves 2 and
 * ignores Shift), clamped to min..max.
 */
export function StepSlider({
  label,
  value,
  min,
  max,
  step,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (disabled) return;
    const up = event.key === 'PageUp' || (event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowRight'));
    const down = event.key === 'PageDown' || (event.shiftKey && (event.key === 'ArrowDown' || event.key === 'ArrowLeft'));
    if (!up && !down) return;
    event.preventDefault();
    event.stopPropagation();
    const next = onStep(value + (up ? 1 : -1) * BIG_STEPS * step, step);
    onChange(tidy(Math.min(max, Math.max(min, next))));
  };
  return (
    <div onKeyDownCapture={onKeyDownCapture}>
      <Slider
        aria-label={label}
        ariaLabelForHandle={label}
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={(next: number) => onChange(tidy(next))}
      />
    </div>
  );
}
