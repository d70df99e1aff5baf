import { Form, Select } from 'antd';
import { VOICE_PITCH, VOICE_SPEED, VOICE_TONES, type TCallScriptInput } from '@duesflow/shared-contracts/call-scripts';
import { StepSlider } from '../../../components/StepSlider';
import { TONE_LABELS } from '../scriptText';

type TVoiceSettings = TCallScriptInput['voiceSettings'];

/** Speech speed 0.5–2 and pitch 0.7–1.3 in steps of 0.1, and the tone (spec part 2 §5, §9). */
export function VoiceSettingsFields({
  settings,
  editing,
  onChange,
}: {
  settings: TVoiceSettings;
  editing: boolean;
  onChange: (settings: TVoiceSettings) => void;
}) {
  return (
    <>
      <Form.Item label={`Speech Speed: ${settings.speed.toFixed(1)}x`}>
        <StepSlider
          label="Speech Speed"
          {...VOICE_SPEED}
          value={settings.speed}
          disabled={!editing}
          onChange={(speed) => onChange({ ...settings, speed })}
        />
      </Form.Item>
      <Form.Item label="Voice Tone" htmlFor="script-tone">
        <Select
          id="script-tone"
          disabled={!editing}
          value={settings.tone}
          options={VOICE_TONES.map((tone) => ({ value: tone, label: TONE_LABELS[tone] }))}
          onChange={(tone) => onChange({ ...settings, tone })}
        />
      </Form.Item>
      <Form.Item label={`Voice Pitch: ${settings.pitch.toFixed(1)}`}>
        <StepSlider
          label="Voice Pitch"
          {...VOICE_PITCH}
          value={settings.pitch}
          disabled={!editing}
          onChange={(pitch) => onChange({ ...settings, pitch })}
        />
      </Form.Item>
    </>
  );
}
