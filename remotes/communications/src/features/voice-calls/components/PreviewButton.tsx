import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { SoundOutlined } from '@ant-design/icons';
import { useToast } from '@duesflow/remote-kit/toast';
import { playScriptPreview, type TPreview } from '../speakScript';
import type { TCallScriptInput } from '@duesflow/shared-contracts/call-scripts';
import { LANGUAGE_LABELS } from '../scriptText';

/** Preview: speaks the script in its language; without a voice for it, says so and simulates 3 seconds. */
export function PreviewButton({ script }: { script: TCallScriptInput }) {
  const toast = useToast();
  const [playing, setPlaying] = useState(false);
  const [noVoice, setNoVoice] = useState<string | undefined>();
  const current = useRef<TPreview | undefined>(undefined);

  useEffect(() => () => current.current?.cancel(), []);

  const play = async () => {
    setPlaying(true);
    setNoVoice(undefined);
    toast.success('Playing script preview', script.name);
    const preview = playScriptPreview(script);
    current.current = preview;
    if ((await preview.mode) === 'simulated') setNoVoice(LANGUAGE_LABELS[script.language]);
    await preview.finished;
    if (current.current !== preview) return;
    current.current = undefined;
    setPlaying(false);
    toast.success('Preview completed', script.name);
  };

  return (
    <Flex vertical gap={8}>
      <Button icon={<SoundOutlined aria-hidden />} onClick={play} loading={playing} disabled={playing}>
        Preview
      </Button>
      {noVoice ? (
        <Alert type="info" showIcon title={`This browser has no ${noVoice} voice: the preview is simulated for 3 seconds.`} />
      ) : null}
    </Flex>
  );
}
