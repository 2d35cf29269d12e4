/** The merchant frames, loaded together as one chunk (the staff frames: staff-shells-chunk.ts). */
export { BareShell } from './bare-shell.tsx';
export { MerchantShell } from './merchant-shell.tsx';
export { ShellRoot } from './shell-root.tsx';
