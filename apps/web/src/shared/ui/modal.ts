/** Mantine's modal alone, for `import()` (lazy-modal.tsx): a dynamic import of the whole barrel would keep all of Mantine. */
export { Modal } from '@mantine/core';
