import { Alert, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';

/** A query's loader or error, or its page once loaded. */
export function LoadState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader />;
  if (query.isError || query.data === undefined)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(query.error, t)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
