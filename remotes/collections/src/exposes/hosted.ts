import { App, ConfigProvider } from 'antd';
import { hostedScreen } from '@duesflow/remote-kit/hostedScreen';

/** Wraps an exposed screen in the portal's antd theme and App context (the shell's antd copies when hosted). */
export const hosted = hostedScreen({ App, ConfigProvider });
