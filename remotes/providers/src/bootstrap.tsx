import { mount } from './exposes/mount';

// The standalone page shows the screen declared for the URL it was opened at; '/' opens the first one.
const root = document.getElementById('root');
if (root) mount(root, window.location.pathname === '/' ? {} : { route: window.location.pathname });
