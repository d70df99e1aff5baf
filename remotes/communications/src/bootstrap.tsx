import { mount } from './exposes/mount';

// The standalone page shows the screen for the URL it was opened at; '/' opens Communications.
const root = document.getElementById('root');
if (root) mount(root, { route: window.location.pathname === '/' ? '/communications' : window.location.pathname });
