import { ConfigProvider } from 'antd';
import { hostedScreen } from '@duesflow/remote-kit/hostedScreen';
import { paymentsApi } from '../app/baseApi';

/** Wraps an exposed screen in the portal's antd theme (the shell's antd copy when hosted) and who is signed in. */
export const hosted = hostedScreen({ ConfigProvider, api: paymentsApi });
