import { App, ConfigProvider } from 'antd';
import { hostedScreen } from '@duesflow/remote-kit/hostedScreen';

/** Wraps an exposed screen in this bundle's own antd theme and App context (antd is not shared). */
export const hosted = hostedScreen({ App, ConfigProvider });
