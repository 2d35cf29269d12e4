import { z } from 'zod';
import { emailField } from './rules.ts';

const optionalText = (max: number) =>
  z
    .string({ error: 'format' })
    .trim()
    .max(max, { error: 'max' })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A person's name: letters (accented too), spaces, apostrophes, periods and hyphens; optional. */
const optionalName = optionalText(80).refine((v) => v === null || /^[\p{L}][\p{L}' .-]*$/u.test(v), {
  error: 'alphaSpaces',
});

const optionalEmail = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), emailField.optional())
  .transform((v) => v ?? null);

/** A phone number as people type it; the API normalises it with the prefix table. */
export const customerPhone = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'format' })
  .regex(/^(\+?[\d\s\-.()/]+)?$/, { error: 'format' });

export const customerFields = z.object({
  phone_number: customerPhone,
  first_name: optionalName,
  last_name: optionalName,
  email: optionalEmail,
  notes: optionalText(1000),
});

export const createCustomerBody = customerFields.extend({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
});
export type CreateCustomerBody = z.input<typeof createCustomerBody>;

export const updateCustomerBody = customerFields.partial();
export type UpdateCustomerBody = z.input<typeof updateCustomerBody>;

export const customerIdParams = z.object({ id: z.string().min(1).max(64) });

const shopField = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64);

/** The filters of the customer list and its export: a name, phone number or e-mail to look for. */
export const customerFilterFields = {
  search: z.string({ error: 'format' }).trim().max(80, { error: 'max' }).optional(),
};

export const customerListQuery = z.object({
  shop: shopField,
  ...customerFilterFields,
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

/** The most rows one XLSX export of customers holds (CSV is streamed and has no cap). */
export const CUSTOMER_XLSX_ROW_CAP = 50_000;

/** `GET /api/customers/export`: the customers the list's filters keep, as a file, newest first. */
export const customerExportQuery = z.object({
  shop: shopField,
  ...customerFilterFields,
  format: z.enum(['csv', 'xlsx'], { error: 'format' }).optional().default('csv'),
});
export type CustomerExportQuery = z.input<typeof customerExportQuery>;

export const customerView = z
  .object({
    _id: z.string(),
    shop: z.string(),
    /** Digits only: dialing code then national number (`2290197000000`). */
    phoneNumber: z.string(),
    network: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    notes: z.string().nullable(),
    source: z.enum(['manual', 'import', 'payment']),
    payments: z.number().int(),
    amount_paid: z.number().int(),
    last_payment_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Customer' });
export type CustomerView = z.infer<typeof customerView>;

export const customerResponse = z.object({ customer: customerView });
export type CustomerResponse = z.infer<typeof customerResponse>;

export const customerListResponse = z.object({
  customers: z.array(customerView),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CustomerListResponse = z.infer<typeof customerListResponse>;

export const customerPaymentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const customerPayment = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  reseau: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  date: z.string(),
});
export type CustomerPayment = z.infer<typeof customerPayment>;

export const customerPaymentsResponse = z.object({
  payments: z.array(customerPayment),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CustomerPaymentsResponse = z.infer<typeof customerPaymentsResponse>;

/** One refused line of an import file: its line number in the file (the header is line 1). */
export const importRowError = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const customerImportResponse = z.object({
  total: z.number().int(),
  imported: z.number().int(),
  errors: z.array(importRowError),
});
export type CustomerImportResponse = z.infer<typeof customerImportResponse>;

/** Accepted spreadsheet extensions for imports (spec: CSV, XLS, XLSX). */
export const SPREADSHEET_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;
/** At most this many data rows in one import file. */
export const CUSTOMER_IMPORT_MAX_ROWS = 5_000;
