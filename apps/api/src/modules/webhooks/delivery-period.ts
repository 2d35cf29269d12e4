const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A period from the query: `from` inclusive; `to` inclusive of its whole day when it is a bare
 * date (2025-03-31 means up to the end of that day), else of that instant. Answers the exclusive
 * upper bound used by the queries.
 */
export function deliveryPeriod(from?: string, to?: string): { from?: Date; before?: Date } {
  const period: { from?: Date; before?: Date } = {};
  if (from) period.from = new Date(from);
  if (to) {
    const end = new Date(to);
    period.before = DATE_ONLY.test(to) ? new Date(end.getTime() + 86_400_000) : new Date(end.getTime() + 1);
  }
  return period;
}
