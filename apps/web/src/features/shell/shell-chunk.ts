/** The signed-in frames, loaded together as one chunk. */
export { AdminShell } from './admin-shell.tsx';
export { BareShell } from './bare-shell.tsx';
export { ComingPage } from './coming-page.tsx';
export { CommercialShell } from './commercial-shell.tsx';
export { MerchantShell } from './merchant-shell.tsx';
export { ShellRoot } from './shell-root.tsx';
