import { mount } from './exposes/mount';

// The standalone page shows the screen for the URL it was opened at; '/' opens Analytics.
const root = document.getElementById('root');
if (root) mount(root, { route: window.location.pathname === '/' ? '/analytics' : window.location.pathname });
