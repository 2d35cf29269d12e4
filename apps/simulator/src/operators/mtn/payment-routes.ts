import { parseAmount } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { createTransaction, hang, markUnavailable, proceed } from '../../engine/lifecycle.ts';
import type { SimulatorState } from '../../engine/state.ts';
import type { TransactionKind } from '../../engine/types.ts';
import { header, isHttpUrl, isRecord, UUID_PATTERN } from '../../http.ts';
import type { AccountName } from '../../wallets/merchant-accounts.ts';
import type { MtnApiUsers, MtnProduct } from './api-users.ts';
import { mtnBadRequest, mtnConflict, mtnError, mtnNotFound, mtnUnavailable } from './errors.ts';
import { authorizeProductCall } from './guards.ts';
import { resolveParty } from './party.ts';
import { mtnStatusJson } from './serialize.ts';

interface ProductSpec {
  readonly product: MtnProduct;
  readonly resource: 'requesttopay' | 'transfer';
  readonly partyField: 'payer' | 'payee';
  readonly kind: TransactionKind;
  readonly account: AccountName;
}

export const MTN_PRODUCTS: readonly ProductSpec[] = [
  {
    product: 'collection',
    resource: 'requesttopay',
    partyField: 'payer',
    kind: 'collection',
    account: 'collection',
  },
  {
    product: 'disbursement',
    resource: 'transfer',
    partyField: 'payee',
    kind: 'payout',
    account: 'disbursement',
  },
];

const MAX_NOTE = 160;

/** requesttopay / transfer, their status and the account balance, for both products. */
export async function mtnPaymentRoutes(
  app: FastifyInstance,
  opts: { state: SimulatorState; users: MtnApiUsers },
) {
  const { state, users } = opts;

  for (const spec of MTN_PRODUCTS) {
    app.post(`/${spec.product}/v1_0/${spec.resource}`, async (request, reply) => {
      const environmentNetwork = authorizeProductCall(request, reply, users, spec.product, state.config);
      if (environmentNetwork === undefined) return reply;
      const environment = header(request, 'x-target-environment');

      const reference = header(request, 'x-reference-id');
      if (!reference || !UUID_PATTERN.test(reference)) {
        return mtnBadRequest(reply, 'X-Reference-Id must be a UUID.');
      }
      const callbackUrl = header(request, 'x-callback-url') ?? null;
      if (callbackUrl !== null && !isHttpUrl(callbackUrl)) {
        return mtnError(reply, 400, 'INVALID_CALLBACK_URL_HOST', 'X-Callback-Url must be an http(s) URL.');
      }
      if (!isRecord(request.body)) return mtnBadRequest(reply, 'A JSON body is required.');
      const body = request.body;
      const amountInput = body.amount;
      const amount =
        typeof amountInput === 'string' || typeof amountInput === 'number' ? parseAmount(amountInput) : null;
      if (amount === null) return mtnBadRequest(reply, 'amount must be a whole number above 0, as a string.');
      const currency = body.currency;
      const currencies = environmentNetwork === null ? ['XOF', 'EUR'] : ['XOF'];
      if (typeof currency !== 'string' || !currencies.includes(currency)) {
        return mtnError(reply, 400, 'INVALID_CURRENCY', `currency must be one of ${currencies.join(', ')}.`);
      }
      const party = body[spec.partyField];
      if (!isRecord(party) || party.partyIdType !== 'MSISDN' || typeof party.partyId !== 'string') {
        return mtnBadRequest(reply, `${spec.partyField} must be { partyIdType: 'MSISDN', partyId }.`);
      }
      const notes = [body.payerMessage, body.payeeNote, body.externalId];
      if (notes.some((v) => v !== undefined && (typeof v !== 'string' || v.length > MAX_NOTE))) {
        return mtnBadRequest(
          reply,
          `externalId, payerMessage and payeeNote are strings of at most ${MAX_NOTE}.`,
        );
      }
      const resolved = resolveParty(
        party.partyId,
        environmentNetwork,
        spec.kind,
        state.config.pendingDelayMs,
      );
      if (!resolved) return mtnBadRequest(reply, 'partyId must be an MSISDN (digits, with country code).');
      if (state.store.has('mtn', reference)) return mtnConflict(reply);

      const txn = createTransaction(state, {
        operator: 'mtn',
        network: resolved.network,
        kind: spec.kind,
        reference,
        externalId: typeof body.externalId === 'string' ? body.externalId : null,
        msisdn: resolved.msisdn,
        amount,
        currency,
        account: spec.account,
        callbackUrl,
        plan: resolved.plan,
        data: {
          partyId: party.partyId,
          payerMessage: body.payerMessage,
          payeeNote: body.payeeNote,
          targetEnvironment: environment,
          product: spec.product,
        },
      });
      if (resolved.plan.unavailable || state.faults.take('mtn', '503')) {
        markUnavailable(state, txn);
        return mtnUnavailable(reply);
      }
      if (resolved.plan.hang || state.faults.take('mtn', 'timeout')) {
        if (!(await hang(state, txn))) return mtnUnavailable(reply);
      }
      proceed(state, txn, resolved.plan);
      return reply.code(202).send();
    });

    app.get<{ Params: { referenceId: string } }>(
      `/${spec.product}/v1_0/${spec.resource}/:referenceId`,
      async (request, reply) => {
        if (authorizeProductCall(request, reply, users, spec.product, state.config) === undefined)
          return reply;
        if (state.faults.take('mtn', '503', 'read')) return mtnUnavailable(reply);
        if (state.faults.take('mtn', 'timeout', 'read')) await state.scheduler.sleep(state.config.hangMs);
        const txn = state.store.get('mtn', request.params.referenceId);
        if (!txn || txn.kind !== spec.kind) return mtnNotFound(reply);
        return reply.type('application/json; charset=utf-8').send(mtnStatusJson(txn));
      },
    );

    app.get(`/${spec.product}/v1_0/account/balance`, async (request, reply) => {
      if (authorizeProductCall(request, reply, users, spec.product, state.config) === undefined) return reply;
      if (state.faults.take('mtn', '503', 'read')) return mtnUnavailable(reply);
      return { availableBalance: state.accounts.balance('mtn', spec.account).toString(), currency: 'XOF' };
    });
  }

  app.get<{ Params: { msisdn: string } }>(
    '/collection/v1_0/accountholder/msisdn/:msisdn/active',
    async (request, reply) => {
      const network = authorizeProductCall(request, reply, users, 'collection', state.config);
      if (network === undefined) return reply;
      const resolved = resolveParty(
        request.params.msisdn,
        network,
        'collection',
        state.config.pendingDelayMs,
      );
      return {
        result:
          resolved !== null && resolved.plan.outcome !== 'unknown_number' && resolved.plan.outcome !== '04',
      };
    },
  );
}
