/** Types of build-inputs.mjs (plain JavaScript so that `npm start` needs no TypeScript loader). */
export type Build = {
  name: string;
  script: string;
  output: string;
  stampFile: string;
  inputs: readonly string[];
};
export declare const REPO_ROOT: string;
export declare function apiNodeFlags(): string[];
export declare function sourcesDigest(inputs: readonly string[]): string;
export declare function webBuild(): Build;
export declare function apiBuild(): Build;
export declare function isUpToDate(build: Build, digest?: string): boolean;
