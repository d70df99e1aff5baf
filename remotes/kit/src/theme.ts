import type { ThemeConfig } from 'antd';

/** Calm, professional look: one brand blue, neutral surfaces, a dark sidebar. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    colorError: '#b91c1c',
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f172a', headerBg: '#ffffff', bodyBg: '#f5f7fb' },
    Menu: { darkItemBg: '#0f172a', darkSubMenuItemBg: '#0f172a', darkItemSelectedBg: '#1d4ed8' },
  },
};
