import { App, ConfigProvider } from 'antd';
import { hostedScreen } from '@duesflow/remote-kit/hostedScreen';
import { analyticsApi } from '../app/baseApi';

/** Wraps an exposed screen in the portal's antd theme and App context (the shell's antd copies when hosted) and who is signed in. */
export const hosted = hostedScreen({ App, ConfigProvider, api: analyticsApi });
