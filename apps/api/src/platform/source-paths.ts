import path from 'node:path';

const here = import.meta.dirname;

/**
 * The API's `src` folder, home of the data files read at run time (migrations, the modules' SQL
 * routines): this file's parent folder when run from source (tsx, tests), `../src` when run from the
 * compiled bundle in `apps/api/dist` (scripts/build-api.ts), where every module shares one folder.
 */
export const API_SRC_DIR =
  path.basename(here) === 'dist' ? path.join(here, '..', 'src') : path.join(here, '..');

/** The repository's root folder. */
export const REPO_ROOT = path.join(API_SRC_DIR, '..', '..', '..');
