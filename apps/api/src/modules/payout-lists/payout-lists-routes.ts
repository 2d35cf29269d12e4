import {
  confirmPayoutListBody,
  copyPayoutListBody,
  createPayoutListBody,
  errorResponse,
  exportQuery,
  payoutFileCheckResponse,
  payoutListIdParams,
  payoutListProgress,
  payoutListRowParams,
  payoutListRowsQuery,
  payoutListRowsResponse,
  payoutListRowView,
  payoutListsQuery,
  payoutListsResponse,
  payoutListView,
  renamePayoutListBody,
  typedPayoutRow,
  updatePayoutRowBody,
} from '@platform/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/access-guards.ts';
import { clientInfo } from '../auth/client-info.ts';
import { addPayoutListRow } from './add-payout-list-row.ts';
import { checkPayoutFile } from './check-payout-file.ts';
import { confirmPayoutList } from './confirm-payout-list.ts';
import { copyPayoutList } from './copy-payout-list.ts';
import { createPayoutList } from './create-payout-list.ts';
import { deletePayoutListRow } from './delete-payout-list-row.ts';
import { exportPayoutList } from './export-payout-list.ts';
import { findPayoutListRows, getPayoutListRow } from './find-payout-list-rows.ts';
import { findPayoutLists } from './find-payout-lists.ts';
import { getPayoutList, getPayoutListProgress } from './get-payout-list.ts';
import { pausePayoutList } from './pause-payout-list.ts';
import type { ListActor } from './payout-list-scope.ts';
import { payoutListTemplate, type SheetFile } from './payout-list-spreadsheet.ts';
import { readUploadForm } from './read-upload-form.ts';
import { renamePayoutList } from './rename-payout-list.ts';
import { resumePayoutList } from './resume-payout-list.ts';
import { retryFailedRows } from './retry-failed-rows.ts';
import { updatePayoutListRow } from './update-payout-list-row.ts';
import { uploadPayoutList } from './upload-payout-list.ts';

const tags = ['payout-lists'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
};

/** Lists are the payout-list pages' (transaction or payout) and the corporate flow's (feexcorporate). */
function actorOf(request: FastifyRequest) {
  const ctx = requirePermission(request, 'transaction', 'payout', 'feexcorporate');
  const actor: ListActor = { merchantId: ctx.merchantId, mode: ctx.mode, userId: ctx.userId };
  return { ctx, actor };
}

function sendFile(reply: FastifyReply, file: SheetFile, fileName: string) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** Bulk payout lists: stage, preview and fix, confirm, run, follow, export (docs/payout-lists.md). */
export const payoutListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps;
  const auth = { onRequest: app.authenticate };

  app.get(
    '/payout-lists',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Saved lists of a shop',
        querystring: payoutListsQuery,
        response: { 200: payoutListsResponse, ...errors },
      },
    },
    async (request) => findPayoutLists(db, actorOf(request).actor, request.query),
  );

  app.get(
    '/payout-lists/template',
    {
      ...auth,
      schema: { tags, security, summary: 'The template file (CSV or XLSX)', querystring: exportQuery },
    },
    async (request, reply) => {
      actorOf(request);
      const file = payoutListTemplate(request.query.format);
      return sendFile(reply, file, `modele-paiements.${file.extension}`);
    },
  );

  app.post(
    '/payout-lists/check',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Checks a CSV, XLS or XLSX payout file against the bulk rules; creates nothing (/testcsv)',
        consumes: ['multipart/form-data'],
        response: { 200: payoutFileCheckResponse, ...errors },
      },
    },
    async (request) => {
      const { actor } = actorOf(request);
      const form = await readUploadForm(request);
      return checkPayoutFile(db, actor, {
        shopId: form.shop,
        sameNetwork: form.sameNetwork,
        fileName: form.file!.name,
        data: form.file!.data,
      });
    },
  );

  app.post(
    '/payout-lists/upload',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'A list from a CSV, XLS or XLSX file (multipart: shop, name?, same_network?, file)',
        consumes: ['multipart/form-data'],
        response: { 201: payoutListView, ...errors },
      },
    },
    async (request, reply) => {
      const { actor } = actorOf(request);
      const form = await readUploadForm(request);
      const list = await uploadPayoutList(db, actor, {
        shopId: form.shop,
        name: form.name,
        sameNetwork: form.sameNetwork,
        fileName: form.file!.name,
        data: form.file!.data,
      });
      return reply.status(201).send(await getPayoutList(db, actor, list.id));
    },
  );

  app.post(
    '/payout-lists',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'A list from typed rows',
        body: createPayoutListBody,
        response: { 201: payoutListView, ...errors },
      },
    },
    async (request, reply) => {
      const { actor } = actorOf(request);
      const list = await createPayoutList(db, actor, request.body);
      return reply.status(201).send(await getPayoutList(db, actor, list.id));
    },
  );

  app.get(
    '/payout-lists/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'A list with its summary and progress',
        params: payoutListIdParams,
        response: { 200: payoutListView, ...errors },
      },
    },
    async (request) => getPayoutList(db, actorOf(request).actor, request.params.id),
  );

  app.patch(
    '/payout-lists/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Rename a list',
        params: payoutListIdParams,
        body: renamePayoutListBody,
        response: { 200: payoutListView, ...errors },
      },
    },
    async (request) => {
      const { actor } = actorOf(request);
      await renamePayoutList(db, actor, request.params.id, request.body.name);
      return getPayoutList(db, actor, request.params.id);
    },
  );

  app.post(
    '/payout-lists/:id/copy',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'A new draft from an old list',
        params: payoutListIdParams,
        body: copyPayoutListBody,
        response: { 201: payoutListView, ...errors },
      },
    },
    async (request, reply) => {
      const { actor } = actorOf(request);
      const list = await copyPayoutList(db, actor, request.params.id, request.body.name);
      return reply.status(201).send(await getPayoutList(db, actor, list.id));
    },
  );

  app.get(
    '/payout-lists/:id/rows',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Rows with their errors or results',
        params: payoutListIdParams,
        querystring: payoutListRowsQuery,
        response: { 200: payoutListRowsResponse, ...errors },
      },
    },
    async (request) => findPayoutListRows(db, actorOf(request).actor, request.params.id, request.query),
  );

  app.post(
    '/payout-lists/:id/rows',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Add a row to a draft',
        params: payoutListIdParams,
        body: typedPayoutRow,
        response: { 201: z.object({ _id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const row = await addPayoutListRow(db, actorOf(request).actor, request.params.id, request.body);
      return reply.status(201).send({ _id: row.id! });
    },
  );

  app.patch(
    '/payout-lists/:id/rows/:rowId',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Fix a row in place (validated again)',
        params: payoutListRowParams,
        body: updatePayoutRowBody,
        response: { 200: payoutListRowView, ...errors },
      },
    },
    async (request) => {
      const { actor } = actorOf(request);
      const { id, rowId } = request.params;
      await updatePayoutListRow(db, actor, id, rowId, request.body);
      return getPayoutListRow(db, actor, id, rowId);
    },
  );

  app.delete(
    '/payout-lists/:id/rows/:rowId',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Delete a row of a draft',
        params: payoutListRowParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePayoutListRow(db, actorOf(request).actor, request.params.id, request.params.rowId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/payout-lists/:id/confirm',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Confirm with the password: the list runs',
        params: payoutListIdParams,
        body: confirmPayoutListBody,
        response: { 200: payoutListView, ...errors },
      },
    },
    async (request) => {
      const { ctx, actor } = actorOf(request);
      await confirmPayoutList(
        deps,
        ctx,
        actor,
        request.params.id,
        request.body.password,
        clientInfo(request),
      );
      return getPayoutList(db, actor, request.params.id);
    },
  );

  app.get(
    '/payout-lists/:id/progress',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Progress of a running list (polled)',
        params: payoutListIdParams,
        response: { 200: payoutListProgress, ...errors },
      },
    },
    async (request) => getPayoutListProgress(db, actorOf(request).actor, request.params.id),
  );

  app.post(
    '/payout-lists/:id/pause',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Pause a running list',
        params: payoutListIdParams,
        response: { 200: payoutListView, ...errors },
      },
    },
    async (request) => {
      const { actor } = actorOf(request);
      await pausePayoutList(db, actor, request.params.id);
      return getPayoutList(db, actor, request.params.id);
    },
  );

  app.post(
    '/payout-lists/:id/resume',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Resume a paused list',
        params: payoutListIdParams,
        response: { 200: payoutListView, ...errors },
      },
    },
    async (request) => {
      const { actor } = actorOf(request);
      await resumePayoutList(db, actor, request.params.id);
      return getPayoutList(db, actor, request.params.id);
    },
  );

  app.post(
    '/payout-lists/:id/retry',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Pay the failed rows again (password)',
        params: payoutListIdParams,
        body: confirmPayoutListBody,
        response: { 200: payoutListView, ...errors },
      },
    },
    async (request) => {
      const { ctx, actor } = actorOf(request);
      await retryFailedRows(deps, ctx, actor, request.params.id, request.body.password, clientInfo(request));
      return getPayoutList(db, actor, request.params.id);
    },
  );

  app.get(
    '/payout-lists/:id/export',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Results as CSV or XLSX',
        params: payoutListIdParams,
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportPayoutList(
        db,
        actorOf(request).actor,
        request.params.id,
        request.query.format,
      );
      return sendFile(reply, file, file.fileName);
    },
  );
};
