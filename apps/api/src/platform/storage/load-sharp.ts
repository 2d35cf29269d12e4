import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded at the first image a process re-encodes rather than at its start: it is
 * the heaviest module the API imports (about 0.1 s of a restart on a slow host) and few processes
 * ever use it.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
