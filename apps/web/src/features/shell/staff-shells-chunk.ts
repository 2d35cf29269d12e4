/** The back-office and commercial frames: a chunk of their own, out of the merchants' first load. */
export { AdminShell } from './admin-shell.tsx';
export { CommercialShell } from './commercial-shell.tsx';
