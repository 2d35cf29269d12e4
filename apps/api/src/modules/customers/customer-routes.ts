import {
  createCustomerBody,
  customerExportQuery,
  customerIdParams,
  customerImportResponse,
  customerListQuery,
  customerListResponse,
  customerPaymentsQuery,
  customerPaymentsResponse,
  customerResponse,
  errorResponse,
  updateCustomerBody,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_TYPE } from '../../platform/http/export-files.ts';
import { requirePermission } from '../auth/access-guards.ts';
import { createCustomer } from './create-customer.ts';
import { customerScopeOf } from './customer-scope.ts';
import { toCustomerView } from './customer-view.ts';
import { exportCustomersCsv, exportCustomersXlsx } from './export-customers.ts';
import { getCustomer } from './get-customer.ts';
import { importCustomers } from './import-customers.ts';
import { listCustomerPayments } from './list-customer-payments.ts';
import { listCustomers } from './list-customers.ts';
import { readImportForm } from './read-import-form.ts';
import { updateCustomer } from './update-customer.ts';

const tags = ['customers'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** Customers of a shop in the session's mode (owner, or DEV/SUBADMIN with `customer`). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', app.authenticate);
  const scopeOf = (request: Parameters<typeof requirePermission>[0]) =>
    customerScopeOf(requirePermission(request, 'customer'));

  app.get(
    '/customers',
    {
      schema: {
        tags,
        security,
        summary: "A page of a shop's customers (search by name, phone or e-mail)",
        querystring: customerListQuery,
        response: { 200: customerListResponse, ...errors },
      },
    },
    async (request) => listCustomers(db, scopeOf(request), request.query),
  );

  app.get(
    '/customers/export',
    {
      schema: {
        tags,
        security,
        summary:
          "The shop's customers the list's search keeps, as a CSV (streamed) or XLSX file, headers in the request language",
        querystring: customerExportQuery,
        produces: ['text/csv', XLSX_TYPE],
        response: { ...errors, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { shop, format, ...filters } = request.query;
      const name = `customers-${scope.mode === 1 ? 'live' : 'sandbox'}-${new Date().toISOString().slice(0, 10)}`;
      reply.header('cache-control', 'no-store');
      if (format === 'xlsx') {
        const file = await exportCustomersXlsx(db, scope, shop, filters, request.locale);
        reply.header('content-disposition', `attachment; filename="${name}.xlsx"`);
        return reply.type(XLSX_TYPE).send(file as never);
      }
      const stream = await exportCustomersCsv(db, scope, shop, filters, request.locale);
      reply.header('content-disposition', `attachment; filename="${name}.csv"`);
      return reply.type('text/csv; charset=utf-8').send(stream as never);
    },
  );

  app.post(
    '/customers',
    {
      schema: {
        tags,
        security,
        summary: 'Add a customer (phone number unique per shop and mode)',
        body: createCustomerBody,
        response: { 201: customerResponse, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createCustomer(db, scopeOf(request), request.body);
      return reply.status(201).send({ customer: toCustomerView(row) });
    },
  );

  app.post(
    '/customers/import',
    {
      schema: {
        tags,
        security,
        summary:
          'Import customers from a CSV, XLS or XLSX file (multipart: shop, file); refused rows are listed',
        consumes: ['multipart/form-data'],
        response: { 200: customerImportResponse, ...errors, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { shop, file } = await readImportForm(request);
      return importCustomers(db, scope, shop, file, request.locale);
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A customer with the totals of its successful payments',
        params: customerIdParams,
        response: { 200: customerResponse, ...errors },
      },
    },
    async (request) => ({ customer: await getCustomer(db, scopeOf(request), request.params.id) }),
  );

  app.patch(
    '/customers/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change a customer's phone number, names, e-mail or notes",
        params: customerIdParams,
        body: updateCustomerBody,
        response: { 200: customerResponse, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await updateCustomer(db, scope, request.params.id, request.body);
      return { customer: await getCustomer(db, scope, request.params.id) };
    },
  );

  app.get(
    '/customers/:id/payments',
    {
      schema: {
        tags,
        security,
        summary: "A page of a customer's payments to its shop, newest first",
        params: customerIdParams,
        querystring: customerPaymentsQuery,
        response: { 200: customerPaymentsResponse, ...errors },
      },
    },
    async (request) =>
      listCustomerPayments(db, scopeOf(request), request.params.id, request.query.page, request.query.limit),
  );
};
