import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { CallbackDispatcher, type CallbackSender, httpSender } from './callbacks.ts';
import { type Clock, Scheduler, systemClock } from './clock.ts';
import {
  configFromEnv,
  DEFAULT_CALLBACK_SECRET,
  DEFAULT_HANG_MS,
  DEFAULT_MTN_ENVIRONMENTS,
  DEFAULT_WAVE_SESSION_TTL_MS,
  DEFAULT_WAVE_WEBHOOK_SECRET,
} from './config.ts';
import { createControls, type SimulatorControls } from './control/controls.ts';
import { controlPlugin } from './control/plugin.ts';
import { walletKey } from './control/wallets-routes.ts';
import { FaultBook } from './engine/faults.ts';
import { IdempotencyStore } from './engine/idempotency.ts';
import { DEFAULT_PENDING_DELAY_MS } from './engine/plan.ts';
import type { SimulatorConfig, SimulatorState } from './engine/state.ts';
import { TransactionStore } from './engine/store.ts';
import { DEFAULT_CARD_WEBHOOK_SECRET } from './operators/card/card-signature.ts';
import { CardStore } from './operators/card/card-store.ts';
import { cardPlugin } from './operators/card/plugin.ts';
import { GENERIC_OPERATORS } from './operators/generic/operators.ts';
import { genericPlugin } from './operators/generic/plugin.ts';
import type { MtnApiUserSeed } from './operators/mtn/api-users.ts';
import { mtnPlugin } from './operators/mtn/plugin.ts';
import { wavePlugin } from './operators/wave/plugin.ts';
import { DEFAULT_LIMITS, DEFAULT_WALLET_BALANCE, type WalletLimits } from './wallets/limits.ts';
import { type AccountSeed, MerchantAccounts } from './wallets/merchant-accounts.ts';
import { OtpBook } from './wallets/otp-book.ts';
import { WalletBook } from './wallets/wallet-book.ts';

export interface SimulatorOptions {
  /** Simulated time; default: wall clock plus whatever /_sim/clock/advance added. */
  clock?: Clock;
  /** How callbacks leave; default: HTTP (node:http, keep-alive), `callbackTimeoutMs` timeout. */
  sendCallback?: CallbackSender;
  callbackTimeoutMs?: number;
  /** Customer wallets to create up front (any phone format) with their balance in XOF. */
  wallets?: ReadonlyArray<{ msisdn: string; balance: bigint | number }>;
  /** Merchant balances per operator: { mtn: { disbursement: 1_000_000 }, moov: { main: 0 } }. */
  accounts?: AccountSeed;
  defaultWalletBalance?: bigint | number;
  limits?: Partial<WalletLimits>;
  /** How long ending 03 and 'timeout' faults hang, in simulated ms (env SIM_TIMEOUT_MS, default 30 000). */
  hangMs?: number;
  /** Delay of endings 05/06 (env SIM_PENDING_DELAY_MS, default 5 000). */
  pendingDelayMs?: number;
  /** Secret of the generic protocol's X-Signature (env SIM_CALLBACK_SECRET). */
  callbackSecret?: string;
  wave?: { webhookUrl?: string | null; webhookSecret?: string; sessionTtlMs?: number };
  /** The card processor's notification secret (env SIM_CARD_WEBHOOK_SECRET). */
  card?: { webhookSecret?: string };
  mtn?: { apiUsers?: readonly MtnApiUserSeed[]; environments?: SimulatorConfig['mtn']['environments'] };
  /** Base URL in the links handed out (Wave launch URL); default: from the request's Host. */
  publicUrl?: string;
  /** Fastify logger setting; default off. */
  logger?: FastifyServerOptions['logger'];
  /** With a logger: Fastify's two lines per request (default true); errors are logged either way. */
  logRequests?: boolean;
  /** Read SIM_* environment variables (default true). */
  readEnv?: boolean;
}

/** Fastify's log lines without the two of every request (incoming, completed): errors and 404s stay. */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    if (args[0]) super.requestCompleted(...args);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Direct access for in-process tests: state, advance(ms), flush(), reset(). */
    sim: SimulatorControls;
  }
}

/** The simulator as a Fastify instance, not yet listening (tests use inject or listen on port 0). */
export async function buildSimulator(options: SimulatorOptions = {}): Promise<FastifyInstance> {
  const env = configFromEnv(options.readEnv === false ? {} : process.env);
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.logRequests === false ? { logController: new QuietRequestLog() } : {}),
    routerOptions: { ignoreTrailingSlash: true },
  });

  const clock = options.clock ?? systemClock();
  const config: SimulatorConfig = {
    hangMs: options.hangMs ?? env.hangMs ?? DEFAULT_HANG_MS,
    pendingDelayMs: options.pendingDelayMs ?? env.pendingDelayMs ?? DEFAULT_PENDING_DELAY_MS,
    callbackSecret: options.callbackSecret ?? env.callbackSecret ?? DEFAULT_CALLBACK_SECRET,
    wave: {
      webhookUrl: options.wave?.webhookUrl ?? env.waveWebhookUrl ?? null,
      webhookSecret: options.wave?.webhookSecret ?? env.waveWebhookSecret ?? DEFAULT_WAVE_WEBHOOK_SECRET,
      sessionTtlMs: options.wave?.sessionTtlMs ?? DEFAULT_WAVE_SESSION_TTL_MS,
    },
    mtn: { environments: { ...(options.mtn?.environments ?? DEFAULT_MTN_ENVIRONMENTS) } },
    publicUrl: options.publicUrl ?? env.publicUrl ?? null,
  };
  const send =
    options.sendCallback ?? httpSender(options.callbackTimeoutMs ?? env.callbackTimeoutMs ?? 10_000);
  const state: SimulatorState = {
    config,
    clock,
    scheduler: new Scheduler(clock),
    wallets: new WalletBook(
      { ...DEFAULT_LIMITS, ...options.limits },
      BigInt(options.defaultWalletBalance ?? DEFAULT_WALLET_BALANCE),
    ),
    accounts: new MerchantAccounts(options.accounts),
    otps: new OtpBook(),
    store: new TransactionStore(),
    faults: new FaultBook(),
    idempotency: new IdempotencyStore(),
    callbacks: new CallbackDispatcher(send, clock.now, (error, request) =>
      app.log.warn({ err: error, url: request.url, reference: request.reference }, 'callback failed'),
    ),
    notifiers: new Map(),
    timers: new Map(),
    generation: 0,
    nextFinancialId: 1_000_000_001,
  };
  const seedWallets = () => {
    for (const seed of options.wallets ?? []) state.wallets.set(walletKey(seed.msisdn), BigInt(seed.balance));
  };
  seedWallets();
  const cardStore = new CardStore();
  const controls = createControls(state, () => {
    seedWallets();
    cardStore.clear();
  });
  app.decorate('sim', controls);

  const mtnUsers = [...(options.mtn?.apiUsers ?? [])];
  if (env.mtnApiUser && env.mtnApiKey) mtnUsers.push({ id: env.mtnApiUser, apiKey: env.mtnApiKey });

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // Time may have moved (real time, or a clock the test holds): fire what is due first.
  // (A callback-style hook: cheaper per request than an async one.)
  app.addHook('onRequest', (_request, _reply, done) => {
    state.scheduler.runDue();
    done();
  });
  // Wake hanging requests so the server can close.
  app.addHook('preClose', async () => {
    state.scheduler.clear();
  });

  app.get('/health', async () => ({ ok: true, now: new Date(clock.now()).toISOString() }));
  await app.register(mtnPlugin, { prefix: '/mtn', state, apiUsers: mtnUsers });
  await app.register(wavePlugin, { prefix: '/wave', state });
  await app.register(cardPlugin, {
    prefix: '/card',
    state,
    store: cardStore,
    webhookSecret: options.card?.webhookSecret ?? env.cardWebhookSecret ?? DEFAULT_CARD_WEBHOOK_SECRET,
  });
  for (const operator of GENERIC_OPERATORS) {
    await app.register(genericPlugin, { prefix: `/${operator}`, state, operator });
  }
  await app.register(controlPlugin, { prefix: '/_sim', controls });
  return app;
}
