import { SegmentedControl, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Which requests a back-office queue shows (pending, approved…): segments, or a select on a phone
 * where the segments would not fit.
 */
export function StaffStatusChoice<S extends string>({
  statuses,
  value,
  onChange,
  label,
}: {
  statuses: readonly S[];
  value: S;
  onChange: (next: S) => void;
  /** Names the choice for screen readers (and on a phone). */
  label: string;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const data = statuses.map((s) => ({
    value: s,
    label: String(t(`merchants.status.${s}`, { defaultValue: s })),
  }));
  const pick = (next: string | null) => {
    const found = statuses.find((s) => s === next);
    if (found) onChange(found);
  };
  return phone ? (
    <Select
      aria-label={label}
      data={data}
      value={value}
      onChange={pick}
      allowDeselect={false}
      w="100%"
      data-testid="status-choice"
    />
  ) : (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={pick}
      data={data}
      data-testid="status-choice"
    />
  );
}
