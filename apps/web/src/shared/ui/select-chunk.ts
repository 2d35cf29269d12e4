/** Mantine's Select alone, for `LazySelect` to load (a dynamic import of the barrel would take it all). */
export { Select } from '@mantine/core';
