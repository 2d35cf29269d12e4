import { normalizePhone, OPERATORS } from '@platform/domain';
import type { FastifyInstance } from 'fastify';
import { isRecord, toIso } from '../http.ts';
import {
  GENERIC_OPERATORS,
  type GenericOperator,
  OTP_TTL_MS,
  OTP_USSD_CODES,
} from '../operators/generic/operators.ts';
import type { AccountName } from '../wallets/merchant-accounts.ts';
import type { SimulatorControls } from './controls.ts';
import { controlError, wholeNumber } from './parse.ts';

const ACCOUNTS: readonly AccountName[] = ['collection', 'disbursement', 'main'];

/** The wallet key of a number typed in any form (E.164 when it is one of our countries). */
export const walletKey = (msisdn: string) => normalizePhone(msisdn)?.e164 ?? msisdn.replace(/^\+/, '');

/** Customer wallets, merchant accounts, and Orange-style OTPs a customer dials for. */
export async function walletsRoutes(app: FastifyInstance, opts: { controls: SimulatorControls }) {
  const { state } = opts.controls;

  const walletView = (msisdn: string) => {
    const wallet = state.wallets.get(walletKey(msisdn));
    return { msisdn: wallet.msisdn, balance: Number(wallet.balance), currency: 'XOF' };
  };

  app.get<{ Params: { msisdn: string } }>('/wallets/:msisdn', async (request) =>
    walletView(request.params.msisdn),
  );

  app.put<{ Params: { msisdn: string } }>('/wallets/:msisdn', async (request, reply) => {
    const balance = isRecord(request.body) ? wholeNumber(request.body.balance) : null;
    if (balance === null)
      return controlError(reply, 400, 'INVALID_BALANCE', 'balance: a whole number, 0 or more');
    state.wallets.set(walletKey(request.params.msisdn), balance);
    return walletView(request.params.msisdn);
  });

  app.get('/accounts', async () => ({
    accounts: state.accounts.list().map((a) => ({ ...a, balance: Number(a.balance), currency: 'XOF' })),
  }));

  app.put<{ Params: { operator: string; account: string } }>(
    '/accounts/:operator/:account',
    async (request, reply) => {
      const { operator, account } = request.params;
      if (!(ACCOUNTS as readonly string[]).includes(account)) {
        return controlError(reply, 400, 'INVALID_ACCOUNT', `account: one of ${ACCOUNTS.join(', ')}`);
      }
      const balance = isRecord(request.body) ? wholeNumber(request.body.balance) : null;
      if (balance === null)
        return controlError(reply, 400, 'INVALID_BALANCE', 'balance: a whole number, 0 or more');
      state.accounts.set(operator, account as AccountName, balance);
      return { operator, account, balance: Number(balance), currency: 'XOF' };
    },
  );

  // The customer dials the network's code and gets a one-time code to give the merchant.
  app.post('/otp', async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const operator = body.operator as GenericOperator;
    if (!GENERIC_OPERATORS.includes(operator) || OPERATORS[operator].action !== 'otp') {
      return controlError(reply, 400, 'INVALID_OPERATOR', 'operator: an OTP network (orange_ci, orange_sn)');
    }
    const phone =
      typeof body.msisdn === 'string' ? normalizePhone(body.msisdn, OPERATORS[operator].country) : null;
    if (!phone) return controlError(reply, 400, 'INVALID_MSISDN', 'msisdn: a number of this network');
    const issued = state.otps.issue(operator, phone.e164, state.clock.now(), OTP_TTL_MS);
    return {
      otp: issued.otp,
      msisdn: phone.e164,
      ussd_code: OTP_USSD_CODES[operator],
      expires_at: toIso(issued.expiresAt),
    };
  });
}
